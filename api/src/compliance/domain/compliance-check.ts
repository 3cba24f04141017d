import { COMPLIANCE_MESSAGES, type BatteryFacts, type BuyerType, type ComplianceCategory, type ComplianceResult, type CountryCode, type CurrencyCode } from '@waypost/contracts';
import { crossesCustomsBorder } from './countries';
import { COMPLIANCE_RULES, type ComplianceRule } from './compliance-rules';
import { dangerousGoodsLine, detectDangerousGoods } from './dangerous-goods';
import { COMMERCIAL_INVOICE, customsFormFor, formLabel } from './documents';
import { inEffect, type IsoDate } from './effective';
import { classificationView, classifyHs, mentions, normaliseText } from './hs-classification';
import { bpToPercent, computeImportTaxes } from './import-taxes';
import { FX_REFERENCE_RATES, type FxTable } from '../../catalogue/queries/catalogue';
import { exchangeRatesUsed, fxSnapshotOn, toMajor, toMinor } from '../../catalogue/queries/money';
import { quarantineRestrictions, restrictionLine } from './quarantine-rules';
import { tradeAgreementsFor } from './trade-agreements';

// ── Compliance check: allowed, restrictions, documents, warnings, estimated taxes ──
export interface ComplianceCheck {
  itemCategory: ComplianceCategory;
  description: string;
  fromCountry: CountryCode;
  toCountry: CountryCode;
  declaredValue: number;
  currency: CurrencyCode;
  /** the shipper's HS code (checked against HS 2022 by the caller) */
  hsCode?: string;
  battery?: BatteryFacts;
  /** the buyer the estimated taxes are for; a consumer when absent */
  buyer?: BuyerType;
}

const applies = (rule: ComplianceRule, c: ComplianceCheck, text: string, on: IsoDate, crossBorder: boolean) =>
  inEffect(rule, on) &&
  (rule.scope === 'transport' || crossBorder) &&
  (rule.categories === 'ALL' || rule.categories.includes(c.itemCategory)) &&
  (rule.destinations === 'ALL' || rule.destinations.includes(c.toCountry)) &&
  (!rule.origins || rule.origins.includes(c.fromCountry)) &&
  (!rule.keywords || rule.keywords.some((k) => mentions(text, k))) &&
  !(rule.unless ?? []).some((k) => mentions(text, k));

/** Of rules with the same keywords and effect ordering, a prohibition hides the weaker licence rule on the same goods. */
function matchingRules(c: ComplianceCheck, text: string, on: IsoDate, crossBorder: boolean): ComplianceRule[] {
  const matched = COMPLIANCE_RULES.filter((r) => applies(r, c, text, on, crossBorder));
  const prohibitedKeywordSets = new Set(matched.filter((r) => r.effect === 'prohibited').map((r) => r.keywords));
  return matched.filter((r) => !(r.effect === 'licence' && r.keywords && prohibitedKeywordSets.has(r.keywords)));
}

const unique = (xs: string[]) => [...new Set(xs)];
/** Prohibitions first (stable otherwise): the first restriction says why goods cannot go. */
const prohibitionsFirst = (xs: string[]) => [...xs.filter((x) => x.startsWith('Prohibited')), ...xs.filter((x) => !x.startsWith('Prohibited'))];
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** `fxTable`: the dated ECB table (the shipped one unless the API passes the refreshed one); its snapshot of `on` is used. */
export function checkCompliance(c: ComplianceCheck, on: IsoDate, fxTable: FxTable = FX_REFERENCE_RATES): ComplianceResult {
  const fx = fxSnapshotOn(fxTable, on);
  const exchangeRates = exchangeRatesUsed(fx, on);
  const text = normaliseText(c.description);
  const crossBorder = crossesCustomsBorder(c.fromCountry, c.toCountry);
  const rules = matchingRules(c, text, on, crossBorder);
  const hs = classifyHs(c.itemCategory, c.description, c.hsCode);
  const value = toMinor(c.declaredValue, c.currency);

  const dangerousGoods = detectDangerousGoods({ description: c.description, hsCode: hs.hsCode, battery: c.battery }, on);
  const importRestrictions = crossBorder ? quarantineRestrictions({ description: c.description, hsCode: hs.hsCode }, c.fromCountry, c.toCountry, on) : [];
  const regulatedDg = dangerousGoods.filter((f) => f.regulated);
  const held = importRestrictions.filter((r) => r.effect !== 'permitted');

  const prohibited = [...rules.filter((r) => r.effect === 'prohibited'), ...held.filter((r) => r.effect === 'prohibited')];
  const licensed = [...rules.filter((r) => r.effect === 'licence'), ...regulatedDg, ...held.filter((r) => r.permitRequired)];
  const restrictions = prohibitionsFirst([...held.map(restrictionLine), ...rules.filter((r) => r.effect !== 'warning').map((r) => r.text), ...regulatedDg.map(dangerousGoodsLine)]);
  const warnings: string[] = [
    ...rules.filter((r) => r.effect === 'warning').map((r) => r.text),
    ...importRestrictions.filter((r) => r.effect === 'permitted').map((r) => `${restrictionLine(r)} Conditions: ${r.conditions.join('; ')}.`),
  ];

  const documents: string[] = [];
  if (crossBorder) {
    documents.push(COMMERCIAL_INVOICE.text, formLabel(customsFormFor(value, c.currency, fx)));
    for (const fta of tradeAgreementsFor(c.fromCountry, c.toCountry, on))
      documents.push(`Proof of preferential origin for the ${fta.name}: ${fta.proofOfOrigin} (lowers duty; not applied in the estimate)`);
  }
  for (const r of rules) documents.push(...(r.documents ?? []));
  for (const r of held) documents.push(...r.documents);
  if (regulatedDg.length) documents.push("Dangerous goods declaration (shipper's declaration)");

  const taxes = computeImportTaxes({
    from: c.fromCountry,
    to: c.toCountry,
    on,
    value,
    currency: c.currency,
    hsCode: hs.hsCode,
    buyer: c.buyer ?? 'consumer',
    fx,
  });
  const total = taxes.duty + taxes.vat;
  warnings.push(...taxes.notes);
  if (exchangeRates.warning && crossBorder) warnings.push(exchangeRates.warning);
  for (const rule of taxes.appliedRules) warnings.push(`${rule.label} (${rule.source}).`);
  if (hs.basis === 'category-default' && crossBorder)
    warnings.push(`HS code ${hs.hsCode} is the default for ${c.itemCategory}; add a more specific description to refine the classification.`);
  if (hs.basis === 'text' && crossBorder)
    warnings.push(`HS code ${hs.hsCode} was matched on the words of the description only (confidence ${hs.confidence}); check it or give the HS code.`);

  const status = prohibited.length ? 'prohibited' : licensed.length ? 'restricted' : 'permitted';
  return {
    allowed: status === 'permitted',
    status,
    fromCountry: c.fromCountry,
    toCountry: c.toCountry,
    itemCategory: c.itemCategory,
    hsCode: hs.hsCode,
    requiredDocuments: unique(documents),
    restrictions: unique(restrictions),
    warnings: unique(warnings),
    estimatedTaxes: {
      vat: toMajor(taxes.vat, c.currency),
      duty: toMajor(taxes.duty, c.currency),
      total: toMajor(total, c.currency),
      vatRate: bpToPercent(taxes.vatRateBp),
      dutyRate: bpToPercent(taxes.dutyRateBp),
      totalRate: value > 0 ? round4((total / value) * 100) : 0,
      currency: c.currency,
      notes: [
        'Estimated tax = declared value x total rate; VAT is charged on the value plus duty, so the total rate is duty rate + VAT rate x (1 + duty rate).',
        COMPLIANCE_MESSAGES.indicativeCaveat,
        ...(taxes.vatCollectedAtSale ? ['VAT/GST on this low-value consignment is collected by the seller at the point of sale, not at the border.'] : []),
        ...(taxes.collection && taxes.collection.collector !== 'seller-at-sale' && taxes.collection.collector !== 'declarant-at-border'
          ? [`VAT/GST for ${c.buyer ?? 'consumer'} buyers: ${taxes.collection.rule.label}.`]
          : []),
      ],
    },
    sources: unique([
      ...rules.map((r) => r.source),
      ...importRestrictions.map((r) => r.source),
      ...dangerousGoods.map((f) => f.source),
      ...taxes.lines.map((l) => l.source),
      ...(crossBorder ? [COMMERCIAL_INVOICE.source] : []),
    ]),
    evaluatedAt: on,
    classification: classificationView(hs),
    exchangeRates,
    ...(dangerousGoods.length ? { dangerousGoods } : {}),
    ...(importRestrictions.length ? { importRestrictions } : {}),
  };
}

/**
 * What applies to carrying an item on any lane (transport rules for every destination and origin): what can be said
 * before the route is known. No customs notes: those belong to a lane (a domestic one has none to pay).
 */
export function transportRules(itemCategory: ComplianceCategory, description: string, on: IsoDate): Pick<ComplianceResult, 'status' | 'restrictions' | 'warnings'> {
  const text = normaliseText(description);
  const rules = COMPLIANCE_RULES.filter(
    (r) =>
      r.scope === 'transport' &&
      r.destinations === 'ALL' &&
      !r.origins &&
      inEffect(r, on) &&
      (r.categories === 'ALL' || r.categories.includes(itemCategory)) &&
      (!r.keywords || r.keywords.some((k) => mentions(text, k))) &&
      !(r.unless ?? []).some((k) => mentions(text, k)),
  );
  const regulatedDg = detectDangerousGoods({ description, hsCode: classifyHs(itemCategory, description).hsCode }, on).filter((f) => f.regulated);
  const status = rules.some((r) => r.effect === 'prohibited') ? 'prohibited' : rules.some((r) => r.effect === 'licence') || regulatedDg.length ? 'restricted' : 'permitted';
  return {
    status,
    restrictions: unique([...rules.filter((r) => r.effect !== 'warning').map((r) => r.text), ...regulatedDg.map(dangerousGoodsLine)]),
    warnings: unique(rules.filter((r) => r.effect === 'warning').map((r) => r.text)),
  };
}
