import type { Address } from '@waypost/contracts';
import { COUNTRY_CODES, checkAddress, countryName, resolveCountryCode, stateCodes, suggestPostalCode } from './addresses';

const at = (overrides: Partial<Address>): Address => ({ name: 'Jo', address: '1 Main St', city: 'Somewhere', country: 'DE', postalCode: '10117', ...overrides });
const issuesOf = (a: Partial<Address>) => {
  const r = checkAddress(at(a), 'toAddress');
  return r.ok ? [] : r.issues;
};
const resolved = (a: Partial<Address>) => {
  const r = checkAddress(at(a), 'toAddress');
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.address;
};

describe('countries', () => {
  it('resolves every ISO 3166-1 alpha-2 code, by code, alpha-3 and English name', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    for (const code of COUNTRY_CODES) {
      expect(resolveCountryCode(code)).toBe(code);
      expect(resolveCountryCode(code.toLowerCase())).toBe(code);
      expect(resolveCountryCode(countryName(code)!)).toBe(code);
    }
  });

  it("keeps the spec's free text and the catalogue's aliases working", () => {
    expect(resolveCountryCode('Germany')).toBe('DE');
    expect(resolveCountryCode('germany')).toBe('DE');
    expect(resolveCountryCode('USA')).toBe('US');
    expect(resolveCountryCode('United States')).toBe('US');
    expect(resolveCountryCode('Deutschland')).toBe('DE');
    expect(resolveCountryCode('Holland')).toBe('NL');
    expect(resolveCountryCode('FRANCE')).toBe('FR');
    expect(resolveCountryCode('Nigeria')).toBe('NG');
    expect(resolveCountryCode('Côte d’Ivoire')).toBe('CI');
    expect(resolveCountryCode('BRA')).toBe('BR');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'Atlantis', 'XX', 'ZZZ', ''])('refuses %p cleanly', (text) => {
    expect(resolveCountryCode(text)).toBeUndefined();
    const issues = issuesOf({ country: text });
    expect(issues).toEqual([{ field: 'toAddress.country', message: expect.stringContaining('is not a country we know') }]);
  });
});

describe('postal codes', () => {
  it.each([
    ['DE', '10117'],
    ['US', '10001'],
    ['US', '10001-1234'],
    ['GB', 'SW1A 1AA'],
    ['CA', 'K1A 0B1'],
    ['NL', '1012 AB'],
    ['JP', '100-0001'],
    ['BR', '01310-100'],
    ['FR', '75001'],
    ['IN', '110001'],
    ['AU', '2000'],
    ['SE', '123 45'],
  ])('accepts %s %s', (country, postalCode) => {
    expect(issuesOf({ country, postalCode }).filter((i) => i.field === 'toAddress.postalCode')).toEqual([]);
  });

  it('names the field and says what the country expects', () => {
    expect(issuesOf({ country: 'US', postalCode: '1234', state: 'NY' })).toEqual([{ field: 'toAddress.postalCode', message: 'US postal codes look like 12345 or 12345-6789' }]);
    expect(issuesOf({ country: 'Germany', postalCode: '1011' })[0]).toMatchObject({ field: 'toAddress.postalCode', message: 'DE postal codes look like 10117 (5 digits)' });
    // a country without a worded format still gets a clear message
    expect(issuesOf({ country: 'Estonia', postalCode: 'ABC' })[0]!.message).toBe('is not a valid postal code in EE');
  });

  it('accepts an empty postal code (the spec payload allows one), and checks one that is given', () => {
    expect(issuesOf({ country: 'FR', postalCode: '' })).toEqual([]);
    expect(issuesOf({ country: 'FR', postalCode: '7500' })[0]!.field).toBe('toAddress.postalCode');
    expect(resolved({ country: 'Hong Kong', postalCode: '' }).countryCode).toBe('HK');
    expect(resolved({ country: 'AE', postalCode: '' }).countryCode).toBe('AE');
  });

  it('suggests a fix for case and spacing', () => {
    expect(suggestPostalCode('GB', 'sw1a-1aa')).toBe('SW1A 1AA');
    expect(suggestPostalCode('US', '100011234')).toBe('10001-1234');
    expect(suggestPostalCode('JP', '1000001')).toBe('100-0001');
    expect(suggestPostalCode('PL', '00950')).toBe('00-950');
    expect(suggestPostalCode('DE', '1011')).toBeUndefined();
    const [issue] = issuesOf({ country: 'GB', postalCode: 'sw1a-1aa' });
    expect(issue).toEqual({ field: 'toAddress.postalCode', message: expect.stringContaining("did you mean 'SW1A 1AA'?"), suggestion: 'SW1A 1AA' });
  });
});

describe('states and provinces', () => {
  it('needs a province in Canada and lists them', () => {
    expect(issuesOf({ country: 'CA', postalCode: 'X0A 0H0' })).toEqual([{ field: 'toAddress.state', message: `CA needs a province: one of ${stateCodes('CA').join(', ')}` }]);
    expect(stateCodes('CA')).toEqual(expect.arrayContaining(['AB', 'BC', 'ON', 'QC']));
  });

  it.each(['MX', 'BR', 'IN'])('needs a state in %s (no postal code fixes one)', (country) => {
    const postalCode = { MX: '06600', BR: '01310-100', IN: '110001' }[country]!;
    expect(issuesOf({ country, postalCode }).map((i) => i.field)).toEqual(['toAddress.state']);
  });

  it('derives the state from a postal code that fixes it (US ZIP, Canadian letter, Australian range)', () => {
    expect(resolved({ country: 'United States', postalCode: '10001' }).state).toBe('NY');
    expect(resolved({ country: 'US', postalCode: '94105' }).state).toBe('CA');
    expect(resolved({ country: 'Canada', postalCode: 'M5V 2T6' }).state).toBe('ON');
    expect(resolved({ country: 'AU', postalCode: '2600' }).state).toBe('ACT');
    expect(resolved({ country: 'AU', postalCode: '3000' }).state).toBe('VIC');
  });

  it('takes a code in any case and stores it canonically; a name is refused with its code suggested', () => {
    expect(resolved({ country: 'US', postalCode: '94105', state: 'ca' }).state).toBe('CA');
    expect(resolved({ country: 'MX', postalCode: '06600', state: 'CMX' }).state).toBe('CMX');
    const [issue] = issuesOf({ country: 'US', postalCode: '94105', state: 'California' });
    expect(issue).toMatchObject({ field: 'toAddress.state', suggestion: 'CA' });
    expect(issue!.message).toMatch(/^'California' is not a state of US: one of AL, AK, .*; did you mean 'CA'\?$/);
    expect(issuesOf({ country: 'BR', postalCode: '01310-100', state: 'São Paulo' })[0]).toMatchObject({ suggestion: 'SP' });
    expect(issuesOf({ country: 'US', postalCode: '94105', state: '__proto__' })[0]).toMatchObject({ field: 'toAddress.state' });
    expect(issuesOf({ country: 'US', postalCode: '94105', state: '__proto__' })[0]!.suggestion).toBeUndefined();
  });

  it('keeps a free-text region where the country needs none', () => {
    expect(resolved({ country: 'DE', state: 'Berlin' }).state).toBe('Berlin');
    expect(resolved({ country: 'DE' }).state).toBeUndefined();
  });
});

describe('phone, optional fields and the stored shape', () => {
  it('stores a valid phone number in E.164, taking the country as the default region', () => {
    expect(resolved({ country: 'DE', phone: '030 1234567' }).phone).toBe('+49301234567');
    expect(resolved({ country: 'US', postalCode: '10001', phone: '+1 (212) 555-0100' }).phone).toBe('+12125550100');
  });

  it('refuses a phone number that is not valid, with an example', () => {
    const [issue] = issuesOf({ country: 'DE', phone: '12' });
    expect(issue).toEqual({ field: 'toAddress.phone', message: expect.stringMatching(/^is not a valid phone number for DE: give it with its country code, e.g. \+49 /) });
  });

  it("keeps the spec's fields as given and adds the ISO code; blank optional fields are dropped", () => {
    expect(resolved({ country: 'Germany', company: ' ', address2: '', phone: '' })).toEqual({
      name: 'Jo',
      address: '1 Main St',
      city: 'Somewhere',
      country: 'Germany',
      countryCode: 'DE',
      postalCode: '10117',
    });
    expect(resolved({ company: 'ACME', address2: 'Floor 3', email: 'jo@example.com', residential: true })).toMatchObject({
      company: 'ACME',
      address2: 'Floor 3',
      email: 'jo@example.com',
      residential: true,
    });
  });

  it('reports every bad part at once', () => {
    expect(issuesOf({ country: 'CA', postalCode: '123', phone: 'x' }).map((i) => i.field)).toEqual(['toAddress.postalCode', 'toAddress.state', 'toAddress.phone']);
  });
});
