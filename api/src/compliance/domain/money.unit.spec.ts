import fc from 'fast-check';
import { applyRate, convert, toMajor, toMinor } from './money';
import { deadlineFor, FILING_SCHEDULES } from './filing-schedules';

describe('money in minor units', () => {
  it('parses typed amounts without float drift', () => {
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(10_001, 'JPY')).toBe(10_001);
  });
  it('rounds rate results half away from zero', () => {
    expect(applyRate(2950, 500)).toBe(148); // 29.50 x 5 % = 1.475 -> 1.48
    expect(applyRate(1, 5000)).toBe(1);
    expect(applyRate(1, 4999)).toBe(0);
  });
  it('applyRate is exact integer arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const r = applyRate(amount, bp);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r * 10_000 - amount * bp)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
  it('converts through EUR', () => {
    expect(convert(10_000, 'EUR', 'EUR')).toBe(10_000);
    expect(toMajor(convert(100_00, 'EUR', 'USD'), 'USD')).toBe(116);
  });
});

describe('filing deadlines', () => {
  // Directive 2006/112/EC art. 369f: OSS return by the end of the month after the quarter
  it('OSS: 2026-11-22 -> 2027-01-31', () => expect(deadlineFor(FILING_SCHEDULES.oss, '2026-11-22')).toBe('2027-01-31'));
  // art. 369s: IOSS monthly
  it('IOSS: 2026-02-10 -> 2026-03-31', () => expect(deadlineFor(FILING_SCHEDULES.ioss, '2026-02-10')).toBe('2026-03-31'));
  // GOV.UK: 1 month and 7 days after the quarter
  it('UK VAT return: 2026-11-22 -> 2027-02-07', () => expect(deadlineFor(FILING_SCHEDULES.ukVatReturn, '2026-11-22')).toBe('2027-02-07'));
});
