import { toComplianceCategory, toCountryCode, type ComplianceStatusResult, type TaxApiStatusResult } from '@waypost/contracts';
import { checkCompliance } from './compliance-check';
import { crossesCustomsBorder } from './countries';
import type { IsoDate } from './effective';
import { toMajor, toMinor } from '../../catalogue/queries/money';

// ── Totals over the platform's recorded shipments (read model rows passed in) ──
export interface RecordedShipment {
  id: string;
  value: number; // declared value (USD)
  fromCountry: string;
  toCountry: string;
  category?: string;
  description?: string;
  createdOn: IsoDate;
}

export function summariseCompliance(shipments: readonly RecordedShipment[]): ComplianceStatusResult {
  let value = 0;
  let taxes = 0;
  let crossBorder = 0;
  let restricted = 0;
  for (const s of shipments) {
    value += toMinor(s.value, 'USD');
    const from = toCountryCode(s.fromCountry);
    const to = toCountryCode(s.toCountry);
    if (!from || !to) continue;
    if (crossesCustomsBorder(from, to)) crossBorder += 1;
    const result = checkCompliance(
      {
        itemCategory: toComplianceCategory(s.category ?? '') ?? 'Other',
        description: s.description ?? '',
        fromCountry: from,
        toCountry: to,
        declaredValue: s.value,
        currency: 'USD',
      },
      s.createdOn,
    );
    taxes += toMinor(result.estimatedTaxes.total, 'USD');
    if (!result.allowed) restricted += 1;
  }
  return {
    totalRevenue: toMajor(value, 'USD'),
    totalTaxCollected: toMajor(taxes, 'USD'),
    complianceStatus: shipments.length === 0 ? 'pending' : restricted > 0 ? 'pending' : 'compliant',
    currency: 'USD',
    shipments: shipments.length,
    crossBorderShipments: crossBorder,
    restrictedShipments: restricted,
    basis:
      'Totals over recorded shipments: totalRevenue is the declared goods value shipped; totalTaxCollected is the estimated import duty and VAT/GST on them at their creation dates (indicative). Shipments between countries outside the 15 supported are counted in value only.',
  };
}

// ── Compliance window: days since the first recorded event ───────────────────
export const COMPLIANCE_WINDOW = {
  maxDaysAllowed: 90,
  riskLevels: [
    { upTo: 30, level: 'low' },
    { upTo: 60, level: 'medium' },
    { upTo: 89, level: 'high' },
  ] as const,
};

export function complianceWindow(firstEventAt: Date | undefined, now: Date): TaxApiStatusResult['complianceWindow'] {
  const days = firstEventAt ? Math.max(0, Math.floor((now.getTime() - firstEventAt.getTime()) / 86_400_000)) : 0;
  const level = COMPLIANCE_WINDOW.riskLevels.find((r) => days <= r.upTo)?.level ?? 'critical';
  return { daysSinceDeployment: days, maxDaysAllowed: COMPLIANCE_WINDOW.maxDaysAllowed, riskLevel: level };
}
