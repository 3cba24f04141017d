import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { ACCESS_MESSAGES } from '@waypost/contracts';

// ── How guessable a new password is (zxcvbn-ts: common passwords, words, names, keyboard walks, dates, l33t) ──
// A password must reach score 3 of 4 ("safely unguessable": about 10^8 guesses or more) and must not be only spaces.
// The account's own email and names count as guessable words.

export const MIN_SCORE = 3;
const SITE_WORDS = ['waypost', 'shipping', 'shipment', 'parcel'];

let estimator: ZxcvbnFactory | null = null;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  }));

/** Why the password is refused (a sentence for the `password` field), or null when it is strong enough. */
export async function passwordWeakness(password: string, userInputs: readonly string[] = []): Promise<string | null> {
  if (password.trim() === '') return ACCESS_MESSAGES.blankPassword;
  const words = [...SITE_WORDS, ...userInputs.flatMap((s) => [s, ...s.split(/[@.\s_-]+/)]).filter((s) => s.length >= 3)];
  const result = await zxcvbn().check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter((s): s is string => Boolean(s));
  return `${ACCESS_MESSAGES.weakPassword}${why.length ? `: ${why.join(' ')}` : '.'}`;
}
