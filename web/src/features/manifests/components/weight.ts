/** Grams as kilograms with three decimals (as the PDF prints them). */
export const kg = (grams: number): string => (grams / 1000).toFixed(3);
