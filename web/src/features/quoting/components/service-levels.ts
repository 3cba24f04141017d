import type { TFunction } from 'i18next';
import type { ServiceLevel } from '@waypost/contracts';

// ── Service levels in words: capitalised as a choice of the form, in lower case inside a sentence or on a badge ──

export const SERVICE_LEVEL_OPTION_KEYS = {
  economy: 'serviceLevels.option.economy',
  standard: 'serviceLevels.option.standard',
  express: 'serviceLevels.option.express',
  overnight: 'serviceLevels.option.overnight',
} as const satisfies Record<ServiceLevel, string>;

const SERVICE_LEVEL_INLINE_KEYS = {
  economy: 'serviceLevels.inline.economy',
  standard: 'serviceLevels.inline.standard',
  express: 'serviceLevels.inline.express',
  overnight: 'serviceLevels.inline.overnight',
} as const satisfies Record<ServiceLevel, string>;

/** 'express' as a word in a sentence; a level the web app does not know stays as the API sent it. */
export const serviceLevelInline = (t: TFunction<'quoting'>, level: string): string =>
  Object.hasOwn(SERVICE_LEVEL_INLINE_KEYS, level) ? t(SERVICE_LEVEL_INLINE_KEYS[level as ServiceLevel]) : level;
