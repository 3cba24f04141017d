// ── Accessibility preferences (spec sections 2, 3, 4) ───────────────────────
// Stored in localStorage under 'accessibility-preferences'; unset values come from the device.
// Pure functions here; the store and the <html> classes are in accessibility-store.ts.

import type { TFunction } from 'i18next';

export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-preferences';

export interface AccessibilityPreferences {
  reducedMotion: boolean;
  highContrast: boolean;
  largeText: boolean;
  screenReader: boolean;
  keyboardNavigation: boolean;
  colorBlindAssist: boolean;
  focusIndicators: boolean;
}
export type AccessibilityPreference = keyof AccessibilityPreferences;

export const PREFERENCE_KEYS: readonly AccessibilityPreference[] = [
  'reducedMotion',
  'highContrast',
  'largeText',
  'screenReader',
  'keyboardNavigation',
  'colorBlindAssist',
  'focusIndicators',
];

/** What the device tells us (media queries); a screen reader cannot be detected from a web page. */
export interface DeviceSignals {
  prefersReducedMotion: boolean;
  prefersMoreContrast: boolean;
  screenReader?: boolean;
}

export function defaultPreferences(device: DeviceSignals): AccessibilityPreferences {
  return {
    reducedMotion: device.prefersReducedMotion,
    highContrast: device.prefersMoreContrast,
    screenReader: device.screenReader ?? false,
    keyboardNavigation: true,
    focusIndicators: true,
    largeText: false,
    colorBlindAssist: false,
  };
}

/** Stored values win over device defaults; anything malformed is ignored. */
export function parseStoredPreferences(raw: string | null, defaults: AccessibilityPreferences): AccessibilityPreferences {
  if (!raw) return defaults;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return defaults;
    const merged = { ...defaults };
    for (const key of PREFERENCE_KEYS) if (typeof stored[key] === 'boolean') merged[key] = stored[key];
    return merged;
  } catch {
    return defaults;
  }
}

// ── Quick modes (spec section 4) ─────────────────────────────────────────────
// Labels, descriptions and announcements are messages of the `common` namespace (quickModes.*), read in the visitor's
// language where they are shown; this module stays pure (no i18next instance), so Node code can import it too.
type Common = TFunction<'common'>;

export const QUICK_MODES = {
  visual: {
    labelKey: 'quickModes.visual.label',
    descriptionKey: 'quickModes.visual.description',
    apply: (p: AccessibilityPreferences): AccessibilityPreferences => ({
      ...p,
      highContrast: !p.highContrast,
      largeText: !p.largeText,
      focusIndicators: true,
    }),
    announce: (t: Common, p: AccessibilityPreferences) => t('quickModes.visual.announcement', { highContrast: onOff(t, p.highContrast), largeText: onOff(t, p.largeText) }),
  },
  keyboard: {
    labelKey: 'quickModes.keyboard.label',
    descriptionKey: 'quickModes.keyboard.description',
    apply: (p: AccessibilityPreferences): AccessibilityPreferences => ({
      ...p,
      keyboardNavigation: true,
      focusIndicators: true,
      screenReader: true,
    }),
    announce: (t: Common) => t('quickModes.keyboard.announcement'),
  },
  focus: {
    labelKey: 'quickModes.focus.label',
    descriptionKey: 'quickModes.focus.description',
    apply: (p: AccessibilityPreferences): AccessibilityPreferences => ({ ...p, reducedMotion: true, colorBlindAssist: true }),
    announce: (t: Common) => t('quickModes.focus.announcement'),
  },
} as const;
export type QuickMode = keyof typeof QUICK_MODES;

/** A setting's state as a word for announcements ("on" / "off"), in the visitor's language. */
export const onOff = (t: Common, value: boolean): string => t(value ? 'onOff.on' : 'onOff.off');

// ── Classes on <html> that apply the preferences across the app ──────────────
export const PREFERENCE_CLASSES: Record<AccessibilityPreference, string> = {
  reducedMotion: 'a11y-reduced-motion',
  highContrast: 'a11y-high-contrast',
  largeText: 'a11y-large-text',
  screenReader: 'a11y-screen-reader',
  keyboardNavigation: 'a11y-keyboard-navigation',
  colorBlindAssist: 'a11y-color-blind',
  focusIndicators: 'a11y-focus-indicators',
};

export function classesFor(p: AccessibilityPreferences): { add: string[]; remove: string[] } {
  const add: string[] = [];
  const remove: string[] = [];
  for (const key of PREFERENCE_KEYS) (p[key] ? add : remove).push(PREFERENCE_CLASSES[key]);
  return { add, remove };
}
