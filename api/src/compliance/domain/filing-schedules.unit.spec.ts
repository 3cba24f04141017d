import { deadlineFor, FILING_SCHEDULES } from './filing-schedules';

describe('filing deadlines', () => {
  // Directive 2006/112/EC art. 369f: OSS return by the end of the month after the quarter
  it('OSS: 2026-11-22 -> 2027-01-31', () => expect(deadlineFor(FILING_SCHEDULES.oss, '2026-11-22')).toBe('2027-01-31'));
  // art. 369s: IOSS monthly
  it('IOSS: 2026-02-10 -> 2026-03-31', () => expect(deadlineFor(FILING_SCHEDULES.ioss, '2026-02-10')).toBe('2026-03-31'));
  // GOV.UK: 1 month and 7 days after the quarter
  it('UK VAT return: 2026-11-22 -> 2027-02-07', () => expect(deadlineFor(FILING_SCHEDULES.ukVatReturn, '2026-11-22')).toBe('2027-02-07'));
});
