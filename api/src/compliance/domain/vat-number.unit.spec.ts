import { checkVatNumberOffline, vatVerdict } from './vat-number';

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
    expect(v).toMatchObject({ isValid: true, vatNumber: 'DE136695976', country: 'DE', checks: { format: 'valid', checksum: 'valid', registry: 'unknown' } });
    expect(v.note).toMatch(/unconfirmed/);
  });
  it('VIES saying invalid makes the number invalid', () => {
    expect(vatVerdict(offline, { status: 'invalid' }).isValid).toBe(false);
  });
  it('VIES saying valid confirms it', () => {
    expect(vatVerdict(offline, { status: 'valid', name: 'ACME' })).toMatchObject({ isValid: true, name: 'ACME', checks: { registry: 'valid' } });
  });
});
