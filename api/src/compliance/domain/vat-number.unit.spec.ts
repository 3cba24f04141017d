import { checkVatNumberOffline, vatVerdict, VIES_COUNTRIES } from './vat-number';
import { VAT_NUMBER_FORMATS, ukCheckDigits, vatNumberFormat } from './vat-number-formats';

// Known numbers: DE136695976 (issue 5); the others are the examples of python-stdnum's documentation
// (arthurdejong.org/python-stdnum: de.vat, fr.tva, gb.vat, nl.btw, be.vat), validated by their check digits.
describe('VAT numbers: format and check digits (stdnum)', () => {
  it.each([
    ['DE136695976', 'DE'],
    ['FR40303265045', 'FR'],
    ['GB980780684', 'GB'],
    ['GB 980 7806 84', 'GB'],
    ['NL004495445B01', 'NL'],
    ['BE0403019261', 'BE'],
    ['136695976', 'DE'],
  ])('%s is valid', (number, country) => {
    const r = checkVatNumberOffline(number, number.startsWith(country) ? undefined : country);
    expect(r).toMatchObject({ country, format: 'valid', checksum: 'valid' });
  });

  it.each([
    ['DE136695978', 'checksum'],
    ['FR40303265046', 'checksum'],
    ['GB980780685', 'checksum'],
    ['NL004495446B01', 'checksum'],
    ['BE0403019262', 'checksum'],
    ['DE12345', 'format'],
    ['NL123', 'format'],
    ['BEABCDEFGHIJ', 'format'],
  ])('%s is invalid (%s)', (number, failing) => {
    const r = checkVatNumberOffline(number);
    const verdict = vatVerdict(r, { status: 'unknown' });
    expect(verdict.isValid).toBe(false);
    expect(r[failing as 'format' | 'checksum']).toBe('invalid');
  });

  it('a prefix that contradicts the country is a format error', () => {
    expect(checkVatNumberOffline('DE136695976', 'FR').format).toBe('invalid');
  });
});

describe('registry outcome', () => {
  const offline = checkVatNumberOffline('DE136695976');
  it('an unreachable VIES answers unknown, never invalid', () => {
    const v = vatVerdict(offline, { status: 'unknown', detail: 'EU VIES unreachable' });
    expect(v).toMatchObject({ isValid: true, status: 'unconfirmed', vatNumber: 'DE136695976', country: 'DE', checks: { format: 'valid', checksum: 'valid', registry: 'unknown' } });
    expect(v.note).toMatch(/unconfirmed/);
  });
  it('VIES saying invalid makes the number invalid', () => {
    expect(vatVerdict(offline, { status: 'invalid' })).toMatchObject({ isValid: false, status: 'invalid' });
  });
  it('VIES saying valid confirms it', () => {
    expect(vatVerdict(offline, { status: 'valid', name: 'ACME' })).toMatchObject({ isValid: true, status: 'confirmed', name: 'ACME', checks: { registry: 'valid' } });
  });
});

describe("the registries' format table", () => {
  it('has a dated, sourced row for every EU member state, XI, GB, CH, NO, AU, JP, KR, CA and CN', () => {
    const prefixes = VAT_NUMBER_FORMATS.map((f) => f.prefix);
    for (const country of [...VIES_COUNTRIES, 'GB', 'CH', 'NO', 'AU', 'JP', 'KR', 'CA', 'CN']) expect(prefixes).toContain(country);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const row of VAT_NUMBER_FORMATS) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row.effectiveUntil) expect(row.effectiveUntil > row.effectiveFrom).toBe(true);
    }
  });

  it('applies a row only from its date: no XI numbers before 2021', () => {
    expect(vatNumberFormat('XI', '2020-12-31')).toBeUndefined();
    expect(checkVatNumberOffline('XI980780684', undefined, '2020-12-31').format).toBe('unknown');
    expect(checkVatNumberOffline('XI980780684', undefined, '2021-01-01')).toMatchObject({ country: 'XI', format: 'valid', checksum: 'valid' });
  });

  it('GR is Greece written the ISO way: the number carries EL', () => {
    expect(vatNumberFormat('GR', '2026-11-27')?.prefix).toBe('EL');
  });

  it('names the UK scheme that matched', () => {
    expect(ukCheckDigits('980780684')).toEqual({ outcome: 'valid', scheme: 'HMRC mod 97' });
    expect(ukCheckDigits('123456727')).toEqual({ outcome: 'valid', scheme: 'HMRC mod 9755' });
    expect(ukCheckDigits('123456789').outcome).toBe('invalid');
  });

  it('an unconfirmed number says what it takes to remove VAT', () => {
    expect(vatVerdict(checkVatNumberOffline('GB980780684'), { status: 'unknown', detail: 'HMRC needs credentials' }).note).toMatch(/confirmed number or an explicit override/);
  });
});
