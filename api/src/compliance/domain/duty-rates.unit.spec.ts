import { dutyLineFor, dutyRateFor } from './duty-rates';
import { DUTY_LINES } from './duty-lines';
import { hsEntry } from './hs-nomenclature';
import { US_ADDITIONAL_DUTIES, usAdditionalDuties } from './us-additional-duties';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('duty tables', () => {
  it('every tariff line and US order is dated and sourced, and names an HS 2022 code', () => {
    for (const row of [...DUTY_LINES, ...US_ADDITIONAL_DUTIES]) {
      expect(row.source.length).toBeGreaterThan(20);
      expect(row.effectiveFrom).toMatch(ISO);
      if (row.effectiveUntil) expect(row.effectiveUntil > row.effectiveFrom).toBe(true);
    }
    const unknown = DUTY_LINES.filter((l) => (l.hs.length === 6 ? !hsEntry(l.hs) : !hsEntry(`${l.hs}99`) && !hsEntry(`${l.hs}00`)));
    expect(unknown).toEqual([]);
  });

  it('one tariff line per territory and HS prefix', () => {
    const keys = DUTY_LINES.map((l) => `${l.territory}:${l.hs}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the goods ecommerce ships most in every territory served', () => {
    for (const territory of ['EU', 'GB', 'US', 'CH', 'JP', 'CN', 'AU', 'CA', 'KR'] as const) {
      expect(DUTY_LINES.filter((l) => l.territory === territory).length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('dutyRateFor', () => {
  it('reads the dated tariff line and says which it used; falls back to the indicative chapter rate, and says so', () => {
    const line = dutyRateFor('640399', 'DE', '2026-11-27', 'CN');
    expect(line).toMatchObject({ rate: 8, mfnRate: 8, basis: 'tariff-line' });
    expect(line.source).toMatch(/6403 99/);
    const fallback = dutyRateFor('220421', 'DE', '2026-11-27', 'FR');
    expect(fallback.basis).toBe('indicative');
    expect(fallback.notes.join(' ')).toMatch(/indicative/);
  });

  it('Swiss industrial tariffs: duty-free from 2024-01-01 only', () => {
    expect(dutyLineFor('640399', 'CH', '2026-11-27')?.percent).toBe(0);
    expect(dutyLineFor('640399', 'CH', '2023-12-31')).toBeUndefined();
  });

  it('US: adds the orders in force on the date for the origin, and says which are included and which are not', () => {
    const cn = dutyRateFor('610910', 'US', '2025-10-01', 'CN');
    expect(cn.additional.map((a) => [a.row.id, a.percent])).toEqual([
      ['US-RECIP-CN-10', 10],
      ['US-FENT-CN-20', 20],
      ['US-301-CN-LIST4A-TSHIRTS', 7.5],
    ]);
    expect(cn.notes.join(' ')).toMatch(/Section 232/);
    const laterUnknown = dutyRateFor('851830', 'US', '2026-11-27', 'CN');
    expect(laterUnknown.notes.join(' ')).toMatch(/Section 301 \(China\) duty for this line is not determined/);
    expect(laterUnknown.notes.join(' ')).toMatch(/last reviewed on 2026-03-11/);
    expect(laterUnknown.notes.join(' ')).toMatch(/Section 122 surcharge ended on 24 July 2026 .* not determined/);
    expect(laterUnknown.additional).toEqual([]);
  });

  it('IEEPA duties end on 2026-02-24; the Section 122 surcharge runs from then to 2026-07-24', () => {
    expect(usAdditionalDuties('610910', 'CN', '2026-02-23', 16.5).map((a) => a.row.id)).toEqual(['US-RECIP-CN-10', 'US-FENT-CN-10-B', 'US-301-CN-LIST4A-TSHIRTS']);
    expect(usAdditionalDuties('610910', 'CN', '2026-02-24', 16.5).map((a) => a.row.id)).toEqual(['US-122-10', 'US-301-CN-LIST4A-TSHIRTS']);
    expect(usAdditionalDuties('610910', 'CN', '2026-07-24', 16.5).map((a) => a.row.id)).toEqual(['US-301-CN-LIST4A-TSHIRTS']);
    expect(usAdditionalDuties('640399', 'DE', '2026-03-01', 10).map((a) => [a.row.id, a.percent])).toEqual([['US-122-10', 10]]);
    // Canada: USMCA origin unknown, so not included and said so; smartphones: Annex II exemption not determined
    expect(usAdditionalDuties('640399', 'CA', '2026-03-01', 10)).toEqual([]);
    expect(dutyRateFor('640399', 'US', '2026-03-01', 'CA').notes.join(' ')).toMatch(/Section 122 surcharge \(10%\) on Canadian goods .* not included/);
    expect(usAdditionalDuties('851713', 'JP', '2026-03-01', 0)).toEqual([]);
    expect(dutyRateFor('851713', 'US', '2026-03-01', 'JP').notes.join(' ')).toMatch(/Annex II .* not determined/);
    expect(usAdditionalDuties('490199', 'DE', '2026-03-01', 0)).toEqual([]);
  });

  it('the EU and Japan deals top the column 1 rate up to 15%, never below it', () => {
    expect(usAdditionalDuties('640399', 'DE', '2025-10-01', 10).map((a) => a.percent)).toEqual([5]);
    expect(usAdditionalDuties('610910', 'JP', '2025-10-01', 16.5).map((a) => a.percent)).toEqual([0]);
    expect(usAdditionalDuties('640399', 'DE', '2025-06-01', 10).map((a) => a.percent)).toEqual([10]);
  });

  it('coffee leaves the reciprocal duty from 2025-11-13', () => {
    expect(usAdditionalDuties('090121', 'GB', '2025-11-12', 0).map((a) => a.row.id)).toEqual(['US-RECIP-10-GB']);
    expect(usAdditionalDuties('090121', 'GB', '2025-11-13', 0)).toEqual([]);
  });
});
