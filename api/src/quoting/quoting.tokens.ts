// Injection tokens of the quoting context.
export const QUOTE_CLOCK = Symbol('QUOTE_CLOCK'); // () => Date: the quote's business date comes from here
export const LIVE_RATE_PROVIDERS = Symbol('LIVE_RATE_PROVIDERS'); // LiveRateProvider[] with configured credentials

export type Clock = () => Date;
