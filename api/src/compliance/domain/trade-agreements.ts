import type { CountryCode } from '@waypost/contracts';
import { customsTerritory, type CustomsTerritory } from './countries';
import { inEffect, type Dated, type IsoDate } from './effective';

// ── Preferential trade agreements between the engine's customs territories ───
// Used to tell the shipper that proof of origin can lower the duty (the estimate itself uses MFN rates).
export interface TradeAgreement extends Dated {
  name: string;
  parties: readonly CustomsTerritory[];
  proofOfOrigin: string;
}

const statement = 'Statement on origin on the commercial invoice';
export const TRADE_AGREEMENTS: readonly TradeAgreement[] = [
  {
    name: 'EU-UK Trade and Cooperation Agreement',
    parties: ['EU', 'GB'],
    proofOfOrigin: statement,
    effectiveFrom: '2021-01-01',
    source: 'EU-UK TCA, OJ L 149, 30.4.2021, ch. 2 (rules of origin)',
  },
  { name: 'EU-Japan Economic Partnership Agreement', parties: ['EU', 'JP'], proofOfOrigin: statement, effectiveFrom: '2019-02-01', source: 'EU-Japan EPA, OJ L 330, 27.12.2018' },
  {
    name: 'EU-Korea Free Trade Agreement',
    parties: ['EU', 'KR'],
    proofOfOrigin: 'Origin declaration by an approved/registered exporter',
    effectiveFrom: '2011-07-01',
    source: 'EU-Korea FTA, OJ L 127, 14.5.2011',
  },
  { name: 'EU-Canada CETA', parties: ['EU', 'CA'], proofOfOrigin: statement, effectiveFrom: '2017-09-21', source: 'CETA, OJ L 11, 14.1.2017 (provisional application)' },
  {
    name: 'EU-Switzerland Free Trade Agreement 1972',
    parties: ['EU', 'CH'],
    proofOfOrigin: 'Origin declaration (PEM convention) or EUR.1',
    effectiveFrom: '1973-01-01',
    source: 'EEC-Switzerland Agreement of 22 July 1972; PEM Convention',
  },
  { name: 'UK-Japan CEPA', parties: ['GB', 'JP'], proofOfOrigin: statement, effectiveFrom: '2021-01-01', source: 'UK-Japan Comprehensive Economic Partnership Agreement (gov.uk)' },
  { name: 'UK-Korea FTA', parties: ['GB', 'KR'], proofOfOrigin: 'Origin declaration', effectiveFrom: '2021-01-01', source: 'UK-Korea Free Trade Agreement (gov.uk)' },
  { name: 'UK-Canada Trade Continuity Agreement', parties: ['GB', 'CA'], proofOfOrigin: statement, effectiveFrom: '2021-04-01', source: 'UK-Canada TCA (gov.uk)' },
  {
    name: 'UK-Switzerland Trade Agreement',
    parties: ['GB', 'CH'],
    proofOfOrigin: 'Origin declaration or EUR.1',
    effectiveFrom: '2021-01-01',
    source: 'UK-Switzerland Trade Agreement (gov.uk)',
  },
  { name: 'UK-Australia FTA', parties: ['GB', 'AU'], proofOfOrigin: 'Origin declaration', effectiveFrom: '2023-05-31', source: 'UK-Australia Free Trade Agreement (dfat.gov.au)' },
  { name: 'CUSMA/USMCA', parties: ['US', 'CA'], proofOfOrigin: 'Certification of origin (CUSMA art. 5.2)', effectiveFrom: '2020-07-01', source: 'CUSMA ch. 5; CBSA D11-4-2' },
  { name: 'KORUS FTA', parties: ['US', 'KR'], proofOfOrigin: 'Certification of origin', effectiveFrom: '2012-03-15', source: 'US-Korea FTA (ustr.gov)' },
  { name: 'Australia-US FTA', parties: ['US', 'AU'], proofOfOrigin: 'Origin claim by the importer', effectiveFrom: '2005-01-01', source: 'AUSFTA (dfat.gov.au)' },
  { name: 'China-Korea FTA', parties: ['CN', 'KR'], proofOfOrigin: 'Certificate of origin', effectiveFrom: '2015-12-20', source: 'China-Korea FTA (fta.mofcom.gov.cn)' },
  { name: 'China-Australia FTA', parties: ['CN', 'AU'], proofOfOrigin: 'Certificate of origin or origin declaration', effectiveFrom: '2015-12-20', source: 'ChAFTA (dfat.gov.au)' },
  {
    name: 'China-Switzerland FTA',
    parties: ['CN', 'CH'],
    proofOfOrigin: 'Certificate of origin or origin declaration',
    effectiveFrom: '2014-07-01',
    source: 'China-Switzerland FTA (seco.admin.ch)',
  },
  { name: 'Japan-Australia EPA', parties: ['JP', 'AU'], proofOfOrigin: 'Certificate of origin or origin declaration', effectiveFrom: '2015-01-15', source: 'JAEPA (dfat.gov.au)' },
  {
    name: 'Japan-Switzerland EPA',
    parties: ['JP', 'CH'],
    proofOfOrigin: 'Certificate of origin or origin declaration',
    effectiveFrom: '2009-09-01',
    source: 'Japan-Switzerland FTEPA (seco.admin.ch)',
  },
  { name: 'Korea-Australia FTA', parties: ['KR', 'AU'], proofOfOrigin: 'Certificate of origin', effectiveFrom: '2014-12-12', source: 'KAFTA (dfat.gov.au)' },
  { name: 'Canada-Korea FTA', parties: ['CA', 'KR'], proofOfOrigin: 'Certificate of origin', effectiveFrom: '2015-01-01', source: 'CKFTA (international.gc.ca)' },
  {
    name: 'RCEP',
    parties: ['CN', 'JP', 'KR', 'AU'],
    proofOfOrigin: 'RCEP certificate of origin or declaration of origin',
    effectiveFrom: '2022-02-01',
    source: 'Regional Comprehensive Economic Partnership (rcepsec.org)',
  },
  {
    name: 'CPTPP',
    parties: ['JP', 'AU', 'CA', 'GB'],
    proofOfOrigin: 'Certification of origin',
    effectiveFrom: '2024-12-15',
    source: 'CPTPP; UK accession in force 15 Dec 2024 (gov.uk)',
  },
];

export function tradeAgreementsFor(from: CountryCode, to: CountryCode, on: IsoDate): TradeAgreement[] {
  const a = customsTerritory(from);
  const b = customsTerritory(to);
  if (a === b) return [];
  return TRADE_AGREEMENTS.filter((t) => t.parties.includes(a) && t.parties.includes(b) && inEffect(t, on));
}
