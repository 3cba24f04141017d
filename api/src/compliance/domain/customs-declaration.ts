import type { CustomsDeclarationInput, CustomsDeclarationResult } from '@waypost/contracts';
import { checkCompliance } from './compliance-check';
import { crossesCustomsBorder } from './countries';
import { customsFormFor } from './documents';
import type { IsoDate } from './effective';
import { classificationView, classifyHs } from './hs-classification';
import { bpToPercent, computeImportTaxes } from './import-taxes';
import { FX_REFERENCE_RATES, type FxTable } from '../../catalogue/queries/catalogue';
import { fxSnapshotOn, toMajor, toMinor } from '../../catalogue/queries/money';

// ── Customs declaration: HS code, duties, taxes and status for one consignment ──
export function declareCustoms(input: CustomsDeclarationInput, on: IsoDate, fxTable: FxTable = FX_REFERENCE_RATES): CustomsDeclarationResult {
  const fx = fxSnapshotOn(fxTable, on);
  const { itemDetails: item } = input;
  const from = input.fromAddress.country;
  const to = input.toAddress.country;
  const hs = classifyHs(item.category, item.description, item.hsCode);
  const value = toMinor(item.value, item.currency);
  const taxes = computeImportTaxes({ from, to, on, value, currency: item.currency, hsCode: hs.hsCode, buyer: 'consumer', fx });
  const check = checkCompliance(
    {
      itemCategory: item.category,
      description: item.description,
      fromCountry: from,
      toCountry: to,
      declaredValue: item.value,
      currency: item.currency,
      hsCode: item.hsCode,
      battery: item.battery,
    },
    on,
    fxTable,
  );
  const crossBorder = crossesCustomsBorder(from, to);
  const customsStatus = !crossBorder ? 'not_required' : check.status === 'prohibited' ? 'prohibited' : check.status === 'restricted' ? 'requires_licence' : 'ready';
  return {
    hsCode: hs.hsCode,
    hsDescription: hs.description,
    description: item.description,
    value: item.value,
    currency: item.currency,
    duties: toMajor(taxes.duty, item.currency),
    taxes: toMajor(taxes.vat, item.currency),
    total: toMajor(taxes.duty + taxes.vat, item.currency),
    dutyRate: bpToPercent(taxes.dutyRateBp),
    vatRate: bpToPercent(taxes.vatRateBp),
    customsStatus,
    form: crossBorder ? customsFormFor(value, item.currency, fx) : 'none',
    requiredDocuments: check.requiredDocuments,
    restrictions: check.restrictions,
    warnings: check.warnings,
    declarationDate: on,
    classification: classificationView(hs),
    ...(check.exchangeRates ? { exchangeRates: check.exchangeRates } : {}),
    ...(check.dangerousGoods ? { dangerousGoods: check.dangerousGoods } : {}),
    ...(check.importRestrictions ? { importRestrictions: check.importRestrictions } : {}),
  };
}
