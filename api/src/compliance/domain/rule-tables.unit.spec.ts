import { COMPLIANCE_COUNTRIES, COMPLIANCE_CATEGORIES } from '@waypost/contracts';
import * as buyerRules from './buyer-rules';
import * as complianceRules from './compliance-rules';
import { COMPLIANCE_RULES } from './compliance-rules';
import { DANGEROUS_GOODS_RULES } from './dangerous-goods';
import { QUARANTINE_RULES } from './quarantine-rules';
import * as deMinimis from './de-minimis';
import { DE_MINIMIS_RULES } from './de-minimis';
import { DUTY_RATES, DUTY_SOURCES } from './duty-rates';
import { HS_TABLE } from './hs-classification';
import * as dutyRates from './duty-rates';
import * as tradeAgreements from './trade-agreements';
import { TRADE_AGREEMENTS } from './trade-agreements';
import * as vatRates from './vat-rates';
import { VAT_RATES, vatRateOn } from './vat-rates';

// The rule tables are data: every row is sourced and dated, and the dated tables have no gaps or overlaps.
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const dated = [...VAT_RATES, ...DE_MINIMIS_RULES, ...COMPLIANCE_RULES, ...TRADE_AGREEMENTS, ...buyerRules.BORDER_COLLECTION, ...DANGEROUS_GOODS_RULES, ...QUARANTINE_RULES];

// Every exported table of rule rows in the modules the engine answers from: a new table, or a new row, without its
// dates and source fails here. Tables dated as a whole are named with the reason.
const RULE_MODULES = { buyerRules, complianceRules, deMinimis, dutyRates, tradeAgreements, vatRates };
const DATED_AS_A_WHOLE: Record<string, string> = {
  DUTY_RATES: 'dated by DUTY_TABLE_DATE and sourced per territory by DUTY_SOURCES (issue 26 item 4 dates each row)',
};
const ruleTables = Object.entries(RULE_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => Array.isArray(value) && value.length > 0 && value.every((row) => typeof row === 'object' && row !== null))
    .map(([name, rows]) => ({ name: `${module}.${name}`, key: name, rows: rows as Record<string, unknown>[] })),
);

describe('rule tables', () => {
  it('every dated row names its source and a valid date range', () => {
    for (const row of dated) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.effectiveFrom).toMatch(ISO);
      if (row.effectiveUntil) expect(row.effectiveUntil > row.effectiveFrom).toBe(true);
    }
  });

  it('dangerous goods and quarantine rows of the same id never overlap in time, and overrides name real rows', () => {
    for (const table of [DANGEROUS_GOODS_RULES, QUARANTINE_RULES] as const) {
      const rows: readonly { id: string; effectiveFrom: string; effectiveUntil?: string }[] = table;
      for (const a of rows)
        for (const b of rows) if (a !== b && a.id === b.id) expect((a.effectiveUntil ?? '9999') <= b.effectiveFrom || (b.effectiveUntil ?? '9999') <= a.effectiveFrom).toBe(true);
    }
    const ids = new Set(QUARANTINE_RULES.map((r) => r.id));
    for (const r of QUARANTINE_RULES) for (const o of r.overrides ?? []) expect(ids.has(o)).toBe(true);
    for (const r of QUARANTINE_RULES) expect((r.hsPrefixes?.length ?? 0) + (r.keywords?.length ?? 0)).toBeGreaterThan(0);
  });

  it('finds the rule tables it checks', () => {
    expect(ruleTables.map((t) => t.key).sort()).toEqual([
      'BORDER_COLLECTION',
      'COMPLIANCE_RULES',
      'DE_MINIMIS_RULES',
      'DUTY_RATES',
      'REDUCED_RATES',
      'TRADE_AGREEMENTS',
      'VAT_RATES',
    ]);
  });

  it.each(ruleTables.map((t) => [t.name, t] as const))('every row of %s has effectiveFrom, a valid effectiveUntil and a source', (_name, table) => {
    if (DATED_AS_A_WHOLE[table.key]) {
      expect(dutyRates.DUTY_TABLE_DATE).toMatch(ISO);
      expect(Object.values(dutyRates.DUTY_SOURCES).every((s) => s.length > 10)).toBe(true);
      return;
    }
    for (const row of table.rows) {
      const at = JSON.stringify(row).slice(0, 80);
      expect({ at, source: typeof row.source === 'string' && row.source.trim().length > 10 }).toEqual({ at, source: true });
      expect({ at, from: typeof row.effectiveFrom === 'string' && ISO.test(row.effectiveFrom) }).toEqual({ at, from: true });
      if (row.effectiveUntil !== undefined)
        expect({ at, until: typeof row.effectiveUntil === 'string' && ISO.test(row.effectiveUntil) && row.effectiveUntil > (row.effectiveFrom as string) }).toEqual({
          at,
          until: true,
        });
    }
  });

  it('a row without its dates or source is caught by the same check', () => {
    const check = (row: Record<string, unknown>) =>
      typeof row.source === 'string' && row.source.trim().length > 10 && typeof row.effectiveFrom === 'string' && ISO.test(row.effectiveFrom);
    expect(check({ id: 'X', source: 'Council Regulation (EU) 2026/382' })).toBe(false);
    expect(check({ id: 'X', effectiveFrom: '2026-07-01' })).toBe(false);
    expect(check({ id: 'X', effectiveFrom: '2026-07-01', source: 'Council Regulation (EU) 2026/382' })).toBe(true);
  });

  it('every customs territory has one border collection rule in force on each date', () => {
    for (const on of ['2021-07-01', '2026-11-27']) for (const { code } of COMPLIANCE_COUNTRIES) expect(buyerRules.borderCollectionRule(code, on)).toBeDefined();
  });

  it.each(['2019-12-31', '2020-08-01', '2021-07-01', '2024-01-01', '2025-08-29', '2026-07-01', '2026-11-22'])('exactly one VAT rate per country on %s', (on) => {
    for (const { code } of COMPLIANCE_COUNTRIES) {
      const rows = VAT_RATES.filter((r) => r.country === code && r.effectiveFrom <= on && (!r.effectiveUntil || on < r.effectiveUntil));
      expect(rows).toHaveLength(1);
      expect(vatRateOn(code, on).standardRate).toBeGreaterThanOrEqual(0);
    }
  });

  it('standard rates of 2026-11-22 match the official pages', () => {
    const rates = Object.fromEntries(COMPLIANCE_COUNTRIES.map(({ code }) => [code, vatRateOn(code, '2026-11-22').standardRate]));
    expect(rates).toEqual({ US: 0, GB: 20, DE: 19, FR: 20, JP: 10, CA: 5, AU: 10, NL: 21, SE: 25, CH: 8.1, BE: 21, IT: 22, ES: 21, CN: 13, KR: 10 });
  });

  it('duty rows cover every customs territory with a source', () => {
    for (const row of DUTY_RATES) for (const territory of Object.keys(DUTY_SOURCES)) expect(typeof row.rates[territory as keyof typeof row.rates]).toBe('number');
  });

  it('every HS code is 6 digits and every category has keyword rows', () => {
    for (const category of COMPLIANCE_CATEGORIES) {
      const table = HS_TABLE[category];
      expect(table.rows.length).toBeGreaterThan(2);
      for (const row of [table.defaultCode, ...table.rows]) expect(row.hsCode).toMatch(/^\d{6}$/);
    }
  });

  it('the US has no de minimis from 2025-08-29 and the EU duty relief ends on 2026-07-01', () => {
    const us = DE_MINIMIS_RULES.filter((r) => r.territory === 'US');
    expect(us.every((r) => r.effectiveUntil !== undefined && r.effectiveUntil <= '2025-08-29')).toBe(true);
    expect(DE_MINIMIS_RULES.find((r) => r.id === 'EU-1186-150')?.effectiveUntil).toBe('2026-07-01');
    expect(DE_MINIMIS_RULES.find((r) => r.id === 'EU-FLAT-3')).toMatchObject({
      effectiveFrom: '2026-07-01',
      effectiveUntil: '2028-07-01',
      flatAmount: 3,
      currency: 'EUR',
      buyers: ['consumer'],
    });
    expect(DE_MINIMIS_RULES.find((r) => r.id === 'EU-FLAT-3')?.source).toMatch(/2026\/382/);
    // the flat duty has no excluded lines: alcohol, perfume and tobacco pay it too (Delegated Reg. (EU) 2026/1022)
    expect(DE_MINIMIS_RULES.find((r) => r.id === 'EU-FLAT-3')?.excludedHs).toBeUndefined();
  });

  it("Japan's designated goods name headings of art. 16-3, not whole chapters 61 and 64", () => {
    const designated = (hs: string) => deMinimis.JP_DESIGNATED_HS.some((p) => hs.startsWith(p));
    expect(['610910', '611020', '611521', '420221', '640399', '640212'].every(designated)).toBe(true);
    expect(['611595', '611693', '611120', '640411', '640299'].some(designated)).toBe(false);
  });
});
