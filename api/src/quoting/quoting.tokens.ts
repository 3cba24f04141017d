// Injection tokens of the quoting context.
export const QUOTE_CLOCK = Symbol('QUOTE_CLOCK'); // () => Date: the quote's business date comes from here

export type Clock = () => Date;
