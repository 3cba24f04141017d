import type { ComplianceCategory, CountryCode } from '@waypost/contracts';
import type { Dated } from './effective';

// ── Restrictions, documents and warnings as data ─────────────────────────────
// effect:
//   prohibited  the goods may not be shipped on this lane (allowed = false, the text says why)
//   licence     a permit, licence, registration or dangerous-goods handling is needed (allowed = false: special handling)
//   condition   allowed with the listed documents or labels
//   warning     information the shipper should know
// scope: 'transport' rules apply to every shipment; 'import' rules only when goods cross a customs border.
export type RuleEffect = 'prohibited' | 'licence' | 'condition' | 'warning';
const EU: CountryCode[] = ['DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'SE'];
const ALL = 'ALL' as const;
const LITHIUM_TEXT =
  'Lithium batteries: batteries installed in equipment ship under IATA PI 967/970 Section II (in the post at most 4 cells or 2 batteries); batteries packed with equipment (PI 966/969) are not accepted in the post, and loose batteries (UN3480/UN3090) ship only as declared dangerous goods on cargo aircraft.';
const LITHIUM_SOURCE = 'IATA Dangerous Goods Regulations, Packing Instructions 965-970; ICAO Technical Instructions Part 1;2.3.2 (mail)';

export interface ComplianceRule extends Dated {
  id: string;
  categories: readonly ComplianceCategory[] | typeof ALL;
  destinations: readonly CountryCode[] | typeof ALL;
  origins?: readonly CountryCode[];
  /** the description must mention one of these words */
  keywords?: readonly string[];
  /** … unless it mentions one of these (harmless look-alikes: 'glue gun', 'fake fur') */
  unless?: readonly string[];
  scope: 'transport' | 'import';
  effect: RuleEffect;
  text: string;
  documents?: readonly string[];
}

const since = (effectiveFrom: string) => ({ effectiveFrom });
const WEAPONS = ['gun', 'firearm', 'rifle', 'pistol', 'revolver', 'ammunition', 'ammo', 'explosive', 'grenade', 'taser'];
const NARCOTICS = ['cannabis', 'marijuana', 'cocaine', 'heroin', 'narcotic', 'thc', 'opium'];
const NOT_WEAPONS = ['glue gun', 'massage gun', 'nerf gun', 'toy gun', 'water gun', 'heat gun', 'spray gun', 'caulking gun', 'staple gun', 'gun oil'];
const COUNTERFEIT = ['counterfeit', 'replica', 'fake'];
const CITES_I = ['ivory', 'rhino horn', 'tortoiseshell', 'pangolin'];
const FLAMMABLE = ['fireworks', 'firework', 'petrol', 'gasoline', 'lighter fluid', 'flammable', 'butane', 'propane'];
const ALCOHOL = ['wine', 'beer', 'whisky', 'whiskey', 'spirits', 'vodka', 'gin', 'rum', 'alcohol', 'champagne', 'liquor'];
const TOBACCO = ['tobacco', 'cigarette', 'cigarettes', 'cigar', 'cigars', 'vape', 'e-cigarette', 'nicotine'];

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  // ── Prohibited everywhere (transport and import) ──
  { id: 'weapons', categories: ALL, destinations: ALL, keywords: WEAPONS, unless: NOT_WEAPONS, scope: 'transport', effect: 'prohibited', ...since('2000-01-01'),
    text: 'Prohibited: weapons, ammunition and explosives cannot be shipped without export and import licences and a licensed carrier.',
    source: 'UPU Convention art. 19 (prohibited articles); national firearms laws (e.g. 18 U.S.C. 922, UK Firearms Act 1968, German WaffG)' },
  { id: 'narcotics', categories: ALL, destinations: ALL, keywords: NARCOTICS, scope: 'transport', effect: 'prohibited', ...since('1964-12-13'),
    text: 'Prohibited: narcotic drugs and psychotropic substances (including cannabis products) may not be shipped.',
    source: 'UN Single Convention on Narcotic Drugs 1961; UPU Convention art. 19' },
  { id: 'counterfeit', categories: ALL, destinations: ALL, keywords: COUNTERFEIT, unless: ['fake fur', 'fake leather', 'fake plant', 'fake plants', 'fake flowers'], scope: 'import', effect: 'prohibited', ...since('2014-01-01'),
    text: 'Prohibited: counterfeit or replica goods infringing trademarks are seized by customs.',
    source: 'Regulation (EU) No 608/2013; 19 CFR Part 133; WTO TRIPS art. 51' },
  { id: 'cites-i', categories: ALL, destinations: ALL, keywords: CITES_I, scope: 'import', effect: 'prohibited', ...since('1975-07-01'),
    text: 'Prohibited: commercial trade in CITES Appendix I species (ivory, rhino horn, tortoiseshell) is banned.',
    source: 'CITES Convention, Appendix I (cites.org)' },
  { id: 'flammable', categories: ALL, destinations: ALL, keywords: FLAMMABLE, scope: 'transport', effect: 'prohibited', ...since('2000-01-01'),
    text: 'Prohibited: fireworks and flammable liquids or gases are forbidden in parcel and postal networks (dangerous goods classes 1-3).',
    source: 'UPU Convention art. 19; IATA Dangerous Goods Regulations' },
  { id: 'tobacco-au', categories: ALL, destinations: ['AU'], keywords: TOBACCO, scope: 'import', effect: 'prohibited', ...since('2024-03-01'),
    text: 'Prohibited: Australia bans personal and commercial importation of tobacco by post and of vapes without a licence and permit.',
    source: 'ABF, tobacco import restrictions (1 Jul 2019); Therapeutic Goods (Vaping) reforms from 1 Mar 2024 (tga.gov.au)' },
  { id: 'tobacco', categories: ALL, destinations: ALL, keywords: TOBACCO, scope: 'import', effect: 'licence', ...since('2000-01-01'),
    text: 'Licence required: tobacco products are excise goods; excise duty and tax stamps apply, and carriers need a permit.',
    source: 'EU excise arrangements, Council Directive (EU) 2020/262 (previously 2008/118/EC); national excise laws' },

  // ── Food & Beverages (meat, dairy and plant quarantine rules are by destination in quarantine-rules.ts) ──
  { id: 'alcohol-us', categories: ALL, destinations: ['US'], keywords: ALCOHOL, scope: 'import', effect: 'licence', ...since('1935-08-29'),
    text: 'Licence required: alcoholic beverages imported into the US need a TTB importer permit and COLA label approval; alcohol is not accepted in US mail.',
    source: 'Federal Alcohol Administration Act, 27 U.S.C. 203; 18 U.S.C. 1716(f)' },
  { id: 'alcohol', categories: ALL, destinations: ALL, keywords: ALCOHOL, scope: 'import', effect: 'warning', ...since('1992-10-19'),
    text: 'Excise duty on alcohol applies on top of the estimate (not included); quantity limits apply to personal imports.',
    source: 'Council Directive 92/83/EEC (EU alcohol excise); national excise laws' },
  { id: 'food-docs', categories: ['Food & Beverages'], destinations: ALL, scope: 'import', effect: 'condition', ...since('2014-12-13'),
    text: 'Food must carry ingredient and allergen labelling in the language of the destination and be commercially packaged.',
    source: 'Regulation (EU) No 1169/2011; Codex General Standard for the Labelling of Prepackaged Foods', documents: ['Ingredient list and allergen labelling'] },
  { id: 'food-au', categories: ['Food & Beverages'], destinations: ['AU'], scope: 'import', effect: 'condition', ...since('2016-06-16'),
    text: 'All food must be declared to Australian biosecurity; many foods need BICON import conditions to be met.',
    source: 'Biosecurity Act 2015; BICON (bicon.agriculture.gov.au)', documents: ['Biosecurity declaration'] },
  { id: 'food-cn', categories: ['Food & Beverages'], destinations: ['CN'], scope: 'import', effect: 'licence', ...since('2022-01-01'),
    text: 'Licence required: overseas food manufacturers must be registered with GACC before food can be imported into China.',
    source: 'GACC Decree No. 248 (Administrative Provisions on Registration of Overseas Manufacturers of Imported Food), from 1 Jan 2022', documents: ['GACC registration number of the manufacturer', 'Health certificate'] },

  // ── Medical Equipment ──
  { id: 'medical', categories: ['Medical Equipment'], destinations: ALL, scope: 'import', effect: 'licence', ...since('2021-05-26'),
    text: 'Registration required: medical devices may only be imported when authorised by the destination regulator (EU MDR CE marking, UKCA/CE, FDA listing, PMDA, NMPA, TGA ARTG, Health Canada, MFDS, Swissmedic).',
    source: 'Regulation (EU) 2017/745 (MDR); UK Medical Devices Regulations 2002; 21 CFR Part 807; Japan PMD Act; China State Council Order No. 739; Therapeutic Goods Act 1989; Canada Medical Devices Regulations SOR/98-282; Korea Medical Devices Act; Swiss MedDO',
    documents: ['Declaration of conformity / device registration certificate', 'Instructions for use in the destination language'] },
  { id: 'medicaments', categories: ALL, destinations: ALL, keywords: ['medicine', 'medicament', 'drug', 'pill', 'pills', 'prescription'], scope: 'import', effect: 'licence', ...since('2001-11-06'),
    text: 'Licence required: medicinal products need a marketing authorisation or import licence at the destination.',
    source: 'Directive 2001/83/EC; 21 U.S.C. 381 (FD&C Act 801); national medicines laws' },

  // ── Chemicals ──
  { id: 'chemicals-dg', categories: ['Chemicals'], destinations: ALL, scope: 'transport', effect: 'licence', ...since('2009-01-01'),
    text: 'Special handling: chemicals must be classified for transport; hazardous ones travel only as declared dangerous goods with a licensed carrier and are prohibited in post.',
    source: 'IATA Dangerous Goods Regulations; ADR; UPU Convention art. 19; GHS (UN Globally Harmonized System)',
    documents: ['Safety Data Sheet (SDS, GHS format)', "Dangerous goods declaration (shipper's declaration), if classified as hazardous"] },
  { id: 'chemicals-eu', categories: ['Chemicals'], destinations: [...EU], scope: 'import', effect: 'condition', ...since('2007-06-01'),
    text: 'EU REACH registration for substances imported at 1 tonne/year or more; CLP hazard labelling.',
    source: 'Regulation (EC) No 1907/2006 (REACH); Regulation (EC) No 1272/2008 (CLP)', documents: ['REACH registration number or exemption'] },
  { id: 'chemicals-gb', categories: ['Chemicals'], destinations: ['GB'], scope: 'import', effect: 'condition', ...since('2021-01-01'),
    text: 'UK REACH registration and GB CLP labelling apply.', source: 'UK REACH (The REACH etc. (Amendment etc.) (EU Exit) Regulations 2019); HSE', documents: ['UK REACH registration number or exemption'] },
  { id: 'chemicals-us', categories: ['Chemicals'], destinations: ['US'], scope: 'import', effect: 'condition', ...since('1977-01-01'),
    text: 'TSCA import certification (positive or negative) is required for chemical substances.', source: 'Toxic Substances Control Act s.13; 19 CFR 12.118-12.127', documents: ['TSCA certification'] },
  { id: 'chemicals-asia', categories: ['Chemicals'], destinations: ['CN', 'JP', 'KR', 'AU', 'CA', 'CH'], scope: 'import', effect: 'condition', ...since('2015-01-01'),
    text: 'National chemical inventory notification applies (China MEE, Japan CSCL, K-REACH, AICIS, CEPA, Swiss ChemO).',
    source: 'China MEE Order No. 12; Japan Chemical Substances Control Law; Korea Act on Registration and Evaluation of Chemicals; Industrial Chemicals Act 2019 (AU); CEPA 1999 (CA); Swiss Chemicals Ordinance', documents: ['Chemical inventory notification / registration'] },

  // ── Electronics ──
  { id: 'lithium', categories: ['Electronics'], destinations: ALL, scope: 'transport', effect: 'warning', ...since('2016-04-01'),
    text: LITHIUM_TEXT, source: LITHIUM_SOURCE },
  { id: 'lithium-other', categories: ALL, destinations: ALL, keywords: ['battery', 'batteries', 'lithium', 'e-bike', 'power bank', 'powerbank'], scope: 'transport', effect: 'warning', ...since('2016-04-01'),
    text: LITHIUM_TEXT, source: LITHIUM_SOURCE },
  { id: 'electronics-marks', categories: ['Electronics'], destinations: ALL, scope: 'import', effect: 'condition', ...since('2016-06-13'),
    text: 'Conformity marking of the destination is required (CE for EU/CH, UKCA or CE for GB, FCC for US, PSE/Giteki for JP, CCC for CN, RCM for AU, ISED for CA, KC for KR).',
    source: 'Directive 2014/53/EU (RED) and 2014/30/EU (EMC); 47 CFR Part 15; Japan Radio Act and DENAN; China CCC (AQSIQ Decree No. 117); Korea Radio Waves Act', documents: ['Declaration of conformity'] },
  { id: 'electronics-weee', categories: ['Electronics'], destinations: [...EU, 'GB'], scope: 'import', effect: 'warning', ...since('2014-02-14'),
    text: 'Producer registration for WEEE (take-back) is required before selling electrical equipment.', source: 'Directive 2012/19/EU (WEEE); UK WEEE Regulations 2013' },

  // ── Automotive Parts ──
  { id: 'airbags', categories: ALL, destinations: ALL, keywords: ['airbag', 'airbags', 'pretensioner'], scope: 'transport', effect: 'licence', ...since('2009-01-01'),
    text: 'Special handling: airbag modules and seat-belt pretensioners are dangerous goods (UN 3268) and need a dangerous goods carrier.',
    source: 'IATA Dangerous Goods Regulations (UN 3268, class 9)', documents: ["Dangerous goods declaration (shipper's declaration)"] },
  { id: 'auto-approval', categories: ['Automotive Parts'], destinations: ALL, scope: 'import', effect: 'condition', ...since('1958-03-20'),
    text: 'Safety-relevant parts (lights, tyres, brakes, mirrors) need type approval marks of the destination (UNECE E-mark, US DOT/FMVSS).',
    source: 'UNECE 1958 Agreement regulations; 49 CFR Part 571 (FMVSS)' },

  // ── Jewelry & Precious Metals ──
  { id: 'bullion-cn', categories: ['Jewelry & Precious Metals'], destinations: ['CN'], keywords: ['bullion', 'gold bar', 'ingot', 'coins'], scope: 'import', effect: 'licence', ...since('2015-01-01'),
    text: "Licence required: imports of gold and silver bullion into China need People's Bank of China authorisation.",
    source: "People's Bank of China / GACC, Administrative Measures for Import and Export of Gold and Gold Products (2015)" },
  { id: 'kimberley', categories: ['Jewelry & Precious Metals'], destinations: ALL, keywords: ['diamond', 'diamonds'], scope: 'import', effect: 'condition', ...since('2003-01-01'),
    text: 'Rough diamonds need a Kimberley Process certificate; polished diamonds need a System of Warranties statement on the invoice.',
    source: 'Kimberley Process Certification Scheme; Council Regulation (EC) No 2368/2002', documents: ['Kimberley Process certificate (rough diamonds)'] },
  { id: 'hallmark', categories: ['Jewelry & Precious Metals'], destinations: ['GB', 'CH'], scope: 'import', effect: 'condition', ...since('1973-07-18'),
    text: 'Precious metal articles sold must be hallmarked (UK: gold above 1 g, silver above 7.78 g; Switzerland: precious metals control).',
    source: 'Hallmarking Act 1973 (UK); Swiss Precious Metals Control Act (SR 941.31)' },
  { id: 'jewelry-value', categories: ['Jewelry & Precious Metals'], destinations: ALL, scope: 'transport', effect: 'warning', ...since('2000-01-01'),
    text: 'High-value goods: declare the full value and insure the shipment; many carriers limit liability for jewellery.',
    source: 'Carrier conditions of carriage (e.g. CMR art. 23, Montreal Convention art. 22)' },

  // ── Clothing & Textiles ──
  { id: 'textile-labels', categories: ['Clothing & Textiles'], destinations: ALL, scope: 'import', effect: 'condition', ...since('2012-05-08'),
    text: 'Fibre composition labels are required (and country of origin in the US, CA, JP).',
    source: 'Regulation (EU) No 1007/2011; 16 CFR Part 303 (Textile Act); Canada Textile Labelling Act; Japan Household Goods Quality Labeling Act' },
  { id: 'uflpa', categories: ['Clothing & Textiles', 'Electronics', 'Other'], destinations: ['US'], origins: ['CN'], scope: 'import', effect: 'warning', ...since('2022-06-21'),
    text: 'US Uyghur Forced Labor Prevention Act: goods with inputs from Xinjiang (cotton, polysilicon) are presumed barred; keep supply-chain tracing documents.',
    source: 'Uyghur Forced Labor Prevention Act, Pub. L. 117-78; CBP UFLPA guidance', documents: ['Supply-chain tracing documentation (UFLPA)'] },

  // ── Books & Media ──
  { id: 'publications-cn', categories: ['Books & Media'], destinations: ['CN'], scope: 'import', effect: 'condition', ...since('2001-12-25'),
    text: 'Publications and recorded media are subject to content inspection by Chinese customs; commercial imports go through licensed importers.',
    source: 'Regulations on the Administration of Publishing (State Council Order No. 343), art. 41-45' },

  // ── Furniture ──
  { id: 'ispm15', categories: ['Furniture'], destinations: ALL, scope: 'import', effect: 'condition', ...since('2006-01-01'),
    text: 'Wood packaging (pallets, crates) must be ISPM 15 treated and marked.', source: 'IPPC ISPM 15' },
  { id: 'lacey', categories: ['Furniture'], destinations: ['US'], scope: 'import', effect: 'condition', ...since('2009-04-01'),
    text: 'A Lacey Act plant product declaration (genus, species, country of harvest) is required for wooden furniture.',
    source: '16 U.S.C. 3372(f) (Lacey Act); USDA APHIS PPQ Form 505', documents: ['Lacey Act declaration (PPQ 505)'] },
  { id: 'timber-au', categories: ['Furniture'], destinations: ['AU'], scope: 'import', effect: 'condition', ...since('2016-06-16'),
    text: 'Timber furniture is inspected by Australian biosecurity; it must be free of bark and pests, or carry a treatment certificate.',
    source: 'Biosecurity Act 2015; BICON timber import conditions', documents: ['Fumigation or treatment certificate (if applicable)'] },
  { id: 'eudr', categories: ['Furniture'], destinations: [...EU], scope: 'import', effect: 'condition', effectiveFrom: '2026-12-30',
    text: 'EU Deforestation Regulation: a due diligence statement reference is needed for wooden furniture placed on the EU market.',
    source: 'Regulation (EU) 2023/1115 (EUDR), application from 30 Dec 2026 for large operators as amended', documents: ['EUDR due diligence statement reference'] },

  // ── Sports Equipment ──
  { id: 'sport-weapons', categories: ['Sports Equipment', 'Other'], destinations: ALL, keywords: ['crossbow', 'airsoft', 'air rifle', 'air gun', 'archery', 'sword', 'machete', 'hunting knife', 'combat knife', 'switchblade', 'butterfly knife'], scope: 'import', effect: 'licence', ...since('2000-01-01'),
    text: 'Restricted: bows, crossbows, air guns and blades are controlled weapons in several destinations (e.g. Japan, UK, Australia) and need permits.',
    source: 'Japan Firearms and Swords Control Act (crossbows, 2022 amendment); UK Offensive Weapons Act 2019; Australian Customs (Prohibited Imports) Regulations 1956, Sch. 2' },
  { id: 'bicycles-ad', categories: ['Sports Equipment', 'Other'], destinations: [...EU], origins: ['CN'], keywords: ['bicycle', 'bicycles', 'bike', 'bikes', 'e-bike'], scope: 'import', effect: 'warning', ...since('2019-01-18'),
    text: 'Anti-dumping duty of up to 48.5% (79.3% for e-bikes) applies to bicycles from China on top of the estimate.',
    source: 'Commission Implementing Regulation (EU) 2019/1379 (bicycles, 48.5%); Commission Implementing Regulation (EU) 2019/73 (e-bikes), as extended by expiry reviews' },
  { id: 'co2', categories: ['Sports Equipment'], destinations: ALL, keywords: ['co2', 'cartridge', 'cartridges', 'canister'], scope: 'transport', effect: 'licence', ...since('2009-01-01'),
    text: 'Special handling: gas cartridges are dangerous goods (class 2).', source: 'IATA Dangerous Goods Regulations, class 2.2' },

  // ── Other ──
  { id: 'toys', categories: ['Other'], destinations: ALL, keywords: ['toy', 'toys', 'doll', 'dolls', 'puzzle', 'lego'], scope: 'import', effect: 'condition', ...since('2011-07-20'),
    text: 'Toys need safety conformity (CE for EU, UKCA for GB, CPSIA Children\'s Product Certificate for the US).',
    source: 'Directive 2009/48/EC (Toy Safety); Toys (Safety) Regulations 2011 (UK); CPSIA 2008 s.102', documents: ['Toy safety certificate (CE / UKCA / CPC)'] },
];
