import { euVat, stdnum, type Validator } from 'stdnum';
import type { Dated, IsoDate } from './effective';
import { inEffect } from './effective';

// ── VAT number formats as each registry defines them, and their check digits ──
// The shape (a pattern on the compacted number without its country prefix) comes first: a number of the wrong
// shape is a format error whatever its digits. The check digits then follow the registry's published scheme;
// where python-stdnum's port implements that scheme it is used (the audit found its check digits right), the UK's
// two schemes are computed here so that the answer can say which one matched.

export type CheckDigits = { outcome: 'valid'; scheme: string } | { outcome: 'invalid'; scheme: string } | { outcome: 'format'; reason: string };

export interface VatNumberFormat extends Dated {
  /** prefix the number carries (VIES writes Greece as EL; XI is Northern Ireland) */
  prefix: string;
  /** who issues and confirms the number */
  registry: string;
  /** the shape in the registry's own notation (9 = digit, L = letter, X = letter or digit) */
  shape: string;
  /** compacted local number (upper case, no spaces, dots, dashes or slashes, no country prefix) */
  pattern: RegExp;
  checkDigits: (local: string) => CheckDigits;
}

const VIES_FORMATS = 'European Commission, VIES: structure of VAT identification numbers (ec.europa.eu/taxation_customs/vies, FAQ "VAT number format")';
/** VIES and the EU VAT number since the internal market (1993), or a member state's accession. */
const VIES_FROM: IsoDate = '1993-01-01';
const ACCESSION_2004: IsoDate = '2004-05-01';

/** Check digits by a stdnum validator, given the number as that validator reads it. */
function byValidator(validator: Validator | undefined, scheme: string, toInput: (local: string) => string = (l) => l): (local: string) => CheckDigits {
  return (local) => {
    if (!validator) return { outcome: 'format', reason: 'no check-digit rule' };
    const result = validator.validate(toInput(local));
    if (result.isValid) return { outcome: 'valid', scheme };
    const kind = result.error?.constructor.name;
    if (kind === 'InvalidChecksum') return { outcome: 'invalid', scheme };
    return { outcome: 'format', reason: result.error?.message ?? 'invalid number' };
  };
}

const eu = (code: string) => euVat[code]?.[0];

/** UK (HMRC): the 7-digit serial weighted 8..2, plus the 2 check digits, is 0 mod 97 (mod 97) or 42 mod 97 (mod 9755: add 55). */
export function ukCheckDigits(local: string): CheckDigits {
  if (/^(GD|HA)\d{3}$/.test(local)) return { outcome: 'valid', scheme: 'government department / health authority number (no check digits)' };
  const digits = local.slice(0, 9);
  const weighted = [8, 7, 6, 5, 4, 3, 2].reduce((sum, w, i) => sum + w * Number(digits[i]), 0);
  const check = Number(digits.slice(7, 9));
  if ((weighted + check) % 97 === 0) return { outcome: 'valid', scheme: 'HMRC mod 97' };
  // mod 9755 was introduced in 2010 for new registrations, all above 100 000 000
  if (Number(digits.slice(0, 3)) >= 100 && (weighted + 55 + check) % 97 === 0) return { outcome: 'valid', scheme: 'HMRC mod 9755' };
  return { outcome: 'invalid', scheme: 'HMRC mod 97 and mod 9755' };
}

const UK_SHAPE = /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/;

// prettier-ignore
export const VAT_NUMBER_FORMATS: readonly VatNumberFormat[] = [
  { prefix: 'AT', registry: 'EU VIES (Austria)', shape: 'U99999999', pattern: /^U\d{8}$/, checkDigits: byValidator(eu('AT'), 'UID mod 10 (weights 1,2 with digit sums)', (l) => `AT${l}`), effectiveFrom: '1995-01-01', source: `${VIES_FORMATS}; UStG 1994 (AT) § 28` },
  { prefix: 'BE', registry: 'EU VIES (Belgium, Crossroads Bank for Enterprises)', shape: '0999999999 or 1999999999', pattern: /^[01]\d{9}$/, checkDigits: byValidator(eu('BE'), '97 - (first 8 digits mod 97)', (l) => `BE${l}`), effectiveFrom: VIES_FROM, source: `${VIES_FORMATS}; FPS Economy, KBO/BCE enterprise number (10 digits, starting with 0 or 1)` },
  { prefix: 'BG', registry: 'EU VIES (Bulgaria)', shape: '999999999 or 9999999999', pattern: /^\d{9,10}$/, checkDigits: byValidator(eu('BG'), 'mod 11 (BULSTAT / EGN)', (l) => `BG${l}`), effectiveFrom: '2007-01-01', source: VIES_FORMATS },
  { prefix: 'CY', registry: 'EU VIES (Cyprus)', shape: '99999999L', pattern: /^\d{8}[A-Z]$/, checkDigits: byValidator(eu('CY'), 'check letter (mod 26)', (l) => `CY${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'CZ', registry: 'EU VIES (Czechia)', shape: '99999999, 999999999 or 9999999999', pattern: /^\d{8,10}$/, checkDigits: byValidator(eu('CZ'), 'mod 11 (IČO / birth number)', (l) => `CZ${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'DE', registry: 'EU VIES (Germany, BZSt)', shape: '999999999', pattern: /^[1-9]\d{8}$/, checkDigits: byValidator(eu('DE'), 'ISO 7064 mod 11,10', (l) => `DE${l}`), effectiveFrom: VIES_FROM, source: `${VIES_FORMATS}; BZSt USt-IdNr. (9 digits)` },
  { prefix: 'DK', registry: 'EU VIES (Denmark, CVR)', shape: '99999999', pattern: /^[1-9]\d{7}$/, checkDigits: byValidator(eu('DK'), 'mod 11 (weights 2,7,6,5,4,3,2,1)', (l) => `DK${l}`), effectiveFrom: VIES_FROM, source: VIES_FORMATS },
  { prefix: 'EE', registry: 'EU VIES (Estonia)', shape: '999999999', pattern: /^\d{9}$/, checkDigits: byValidator(eu('EE'), 'mod 10 (weights 3,7,1)', (l) => `EE${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'EL', registry: 'EU VIES (Greece, AADE)', shape: '999999999', pattern: /^\d{9}$/, checkDigits: byValidator(eu('GR'), 'mod 11 (powers of 2)', (l) => `EL${l}`), effectiveFrom: VIES_FROM, source: VIES_FORMATS },
  { prefix: 'ES', registry: 'EU VIES (Spain, AEAT)', shape: 'X9999999X (first or last a letter)', pattern: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, checkDigits: byValidator(eu('ES'), 'NIF/NIE/CIF control character', (l) => `ES${l}`), effectiveFrom: VIES_FROM, source: VIES_FORMATS },
  { prefix: 'FI', registry: 'EU VIES (Finland)', shape: '99999999', pattern: /^\d{8}$/, checkDigits: byValidator(eu('FI'), 'mod 11 (weights 7,9,10,5,8,4,2)', (l) => `FI${l}`), effectiveFrom: '1995-01-01', source: VIES_FORMATS },
  { prefix: 'FR', registry: 'EU VIES (France, DGFiP)', shape: 'XX999999999', pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, checkDigits: byValidator(eu('FR'), 'key = (12 + 3 x (SIREN mod 97)) mod 97', (l) => `FR${l}`), effectiveFrom: VIES_FROM, source: `${VIES_FORMATS}; CGI annexe IV art. 242 nonies A` },
  { prefix: 'HR', registry: 'EU VIES (Croatia, OIB)', shape: '99999999999', pattern: /^\d{11}$/, checkDigits: byValidator(eu('HR'), 'ISO 7064 mod 11,10', (l) => `HR${l}`), effectiveFrom: '2013-07-01', source: VIES_FORMATS },
  { prefix: 'HU', registry: 'EU VIES (Hungary)', shape: '99999999', pattern: /^\d{8}$/, checkDigits: byValidator(eu('HU'), 'mod 10 (weights 9,7,3,1)', (l) => `HU${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'IE', registry: 'EU VIES (Ireland, Revenue)', shape: '9999999L, 9999999LL or 9L99999L', pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, checkDigits: byValidator(eu('IE'), 'mod 23 check letter', (l) => `IE${l}`), effectiveFrom: VIES_FROM, source: VIES_FORMATS },
  { prefix: 'IT', registry: 'EU VIES (Italy, Agenzia delle Entrate)', shape: '99999999999', pattern: /^\d{11}$/, checkDigits: byValidator(eu('IT'), 'Luhn (partita IVA)', (l) => `IT${l}`), effectiveFrom: VIES_FROM, source: `${VIES_FORMATS}; DPR 633/1972 art. 35` },
  { prefix: 'LT', registry: 'EU VIES (Lithuania)', shape: '999999999 or 999999999999', pattern: /^(\d{9}|\d{12})$/, checkDigits: byValidator(eu('LT'), 'mod 11 (two passes)', (l) => `LT${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'LU', registry: 'EU VIES (Luxembourg)', shape: '99999999', pattern: /^\d{8}$/, checkDigits: byValidator(eu('LU'), 'first 6 digits mod 89', (l) => `LU${l}`), effectiveFrom: VIES_FROM, source: VIES_FORMATS },
  { prefix: 'LV', registry: 'EU VIES (Latvia)', shape: '99999999999', pattern: /^\d{11}$/, checkDigits: byValidator(eu('LV'), 'mod 11 (legal persons)', (l) => `LV${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'MT', registry: 'EU VIES (Malta)', shape: '99999999', pattern: /^[1-9]\d{7}$/, checkDigits: byValidator(eu('MT'), 'mod 37', (l) => `MT${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'NL', registry: 'EU VIES (Netherlands, Belastingdienst)', shape: '999999999B99', pattern: /^\d{9}B\d{2}$/, checkDigits: byValidator(eu('NL'), 'mod 11 (weights 9..2, -1) or ISO 7064 mod 97 on NL + number', (l) => `NL${l}`), effectiveFrom: VIES_FROM, source: `${VIES_FORMATS}; Belastingdienst btw-identificatienummer (NL + 9 digits + B + 2 digits)` },
  { prefix: 'PL', registry: 'EU VIES (Poland, NIP)', shape: '9999999999', pattern: /^\d{10}$/, checkDigits: byValidator(eu('PL'), 'mod 11 (weights 6,5,7,2,3,4,5,6,7)', (l) => `PL${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'PT', registry: 'EU VIES (Portugal, NIF)', shape: '999999999', pattern: /^\d{9}$/, checkDigits: byValidator(eu('PT'), 'mod 11 (weights 9..2)', (l) => `PT${l}`), effectiveFrom: VIES_FROM, source: VIES_FORMATS },
  { prefix: 'RO', registry: 'EU VIES (Romania, CIF)', shape: '99 to 9999999999 (2 to 10 digits)', pattern: /^[1-9]\d{1,9}$/, checkDigits: byValidator(eu('RO'), 'mod 11 (weights 7,5,3,2,1,7,5,3,2)', (l) => `RO${l}`), effectiveFrom: '2007-01-01', source: VIES_FORMATS },
  { prefix: 'SE', registry: 'EU VIES (Sweden, Skatteverket)', shape: '9999999999 01', pattern: /^\d{10}01$/, checkDigits: byValidator(eu('SE'), 'Luhn on the 10-digit organisation number', (l) => `SE${l}`), effectiveFrom: '1995-01-01', source: `${VIES_FORMATS}; Skatteverket momsregistreringsnummer (SE + organisationsnummer + 01)` },
  { prefix: 'SI', registry: 'EU VIES (Slovenia)', shape: '99999999', pattern: /^[1-9]\d{7}$/, checkDigits: byValidator(eu('SI'), 'mod 11 (weights 8..2)', (l) => `SI${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'SK', registry: 'EU VIES (Slovakia)', shape: '9999999999', pattern: /^[1-9]\d{9}$/, checkDigits: byValidator(eu('SK'), 'number divisible by 11', (l) => `SK${l}`), effectiveFrom: ACCESSION_2004, source: VIES_FORMATS },
  { prefix: 'XI', registry: 'EU VIES (Northern Ireland traders, HMRC numbers with the XI prefix)', shape: '999999999, 999999999999, GD999 or HA999', pattern: UK_SHAPE, checkDigits: ukCheckDigits, effectiveFrom: '2021-01-01', source: `${VIES_FORMATS}; Windsor Framework / Protocol on Ireland and Northern Ireland art. 8; HMRC guidance "Check if you need to use the XI VAT number prefix"` },
  { prefix: 'GB', registry: 'HMRC (UK VAT register; check service needs HMRC credentials)', shape: '999999999, 999999999999 (branch), GD999 or HA999', pattern: UK_SHAPE, checkDigits: ukCheckDigits, effectiveFrom: '1973-04-01', source: 'HMRC VAT registration number check digits (mod 97; mod 9755 for numbers issued from 2010); HMRC VAT Notice 700/1 (format of a VAT number)' },
  { prefix: 'CH', registry: 'Swiss UID register (FSO) and ESTV VAT register', shape: 'CHE-999.999.999 MWST/TVA/IVA', pattern: /^E\d{9}(MWST|TVA|IVA)?$/, checkDigits: byValidator(stdnum.CH?.uid, 'UID mod 11 (weights 5,4,3,2,7,6,5,4)', (l) => `CH${l.slice(0, 10)}`), effectiveFrom: '2014-01-01', source: 'Bundesgesetz über die Unternehmens-Identifikationsnummer (UIDG, SR 431.03) art. 3; UID-Verordnung (SR 431.031) art. 3 (check digit); MWSTG art. 66 and MWSTV art. 2 (UID with MWST/TVA/IVA)' },
  { prefix: 'NO', registry: 'Brønnøysund Register Centre (VAT register: Merverdiavgiftsregisteret)', shape: '999999999 MVA', pattern: /^\d{9}(MVA)?$/, checkDigits: byValidator(stdnum.NO?.orgnr, 'organisation number mod 11 (weights 3,2,7,6,5,4,3,2)', (l) => l.slice(0, 9)), effectiveFrom: '2001-01-01', source: 'Brønnøysundregistrene: organisasjonsnummer (9 digits, mod 11); Merverdiavgiftsforskriften § 15-1 (VAT registration number = organisation number + MVA)' },
  { prefix: 'AU', registry: 'Australian Business Register (ABN Lookup)', shape: '99 999 999 999 (ABN)', pattern: /^\d{11}$/, checkDigits: byValidator(stdnum.AU?.abn, 'ABN: first digit - 1, weights 10,1,3,5,...,19, sum divisible by 89'), effectiveFrom: '2000-07-01', source: 'Australian Business Register, "Format of the ABN" (abr.business.gov.au); A New Tax System (Australian Business Number) Act 1999 s.10' },
  { prefix: 'JP', registry: 'National Tax Agency, qualified invoice issuer register', shape: 'T9999999999999 (T + 13 digits)', pattern: /^T\d{13}$/, checkDigits: byValidator(stdnum.JP?.cn, 'corporate number check digit: 9 - (weights 1,2 from the right, mod 9)', (l) => l.slice(1)), effectiveFrom: '2023-10-01', source: 'Consumption Tax Act art. 57-2 (registration number); NTA: registration number = T + corporate number; Ordinance on the corporate number art. 2 (check digit)' },
  { prefix: 'KR', registry: 'National Tax Service, business registration', shape: '999-99-99999', pattern: /^\d{10}$/, checkDigits: byValidator(stdnum.KR?.brn, 'weights 1,3,7,1,3,7,1,3,5 + floor(9th digit x 5 / 10), mod 10'), effectiveFrom: '1977-07-01', source: 'Value-Added Tax Act art. 8 (business registration); NTS business registration number structure' },
  { prefix: 'CA', registry: 'Canada Revenue Agency, business number (GST/HST program account RT)', shape: '999999999 or 999999999RT9999', pattern: /^\d{9}(RT\d{4})?$/, checkDigits: byValidator(stdnum.CA?.bn, 'Luhn on the 9-digit business number', (l) => l.slice(0, 9)), effectiveFrom: '1991-01-01', source: 'Excise Tax Act s.241 (registration); CRA: business number and GST/HST account (BN + RT + 4 digits)' },
  { prefix: 'CN', registry: 'State Administration for Market Regulation, unified social credit code', shape: '18 characters (digits and letters other than I, O, S, V, Z)', pattern: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, checkDigits: byValidator(stdnum.CN?.uscc, 'GB 32100-2015 check character (mod 31)'), effectiveFrom: '2015-10-01', source: 'GB 32100-2015 Coding rule of the unified social credit identifier for legal entities and other organizations' },
];

/** The row for a prefix in force on a date ('GR' is Greece's ISO code; VIES writes EL). */
export function vatNumberFormat(prefix: string, on: IsoDate): VatNumberFormat | undefined {
  const code = prefix === 'GR' ? 'EL' : prefix;
  return VAT_NUMBER_FORMATS.find((f) => f.prefix === code && inEffect(f, on));
}

export const hasVatNumberFormat = (prefix: string): boolean => VAT_NUMBER_FORMATS.some((f) => f.prefix === (prefix === 'GR' ? 'EL' : prefix));
