import { toComplianceCategory, toCountryCode, type ShipmentCreated } from '@waypost/contracts';
import { laneOptions } from '../../carriers/queries/lane-options';
import { checkCompliance } from '../../compliance/queries/compliance-rules.queries';
import type { DispatchPorts } from '../domain/dispatch-policy';

// ── What the dispatch policy asks other contexts: the carriers' lane options, the compliance engine's verdict ──

type Shipment = ShipmentCreated['data'];

/** The compliance engine's verdict for a shipment between two countries it knows; null when it has no rule data. */
export function complianceHold(shipment: Shipment): { reason: string; rule: string } | null {
  const from = toCountryCode(shipment.fromAddress.country);
  const to = toCountryCode(shipment.toAddress.country);
  if (!from || !to) return null;
  const item = shipment.itemDetails;
  const category = toComplianceCategory(item.aiRecognition?.category ?? 'Other') ?? 'Other';
  const result = checkCompliance(
    { itemCategory: category, description: item.description, fromCountry: from, toCountry: to, declaredValue: item.value, currency: 'USD' },
    shipment.createdAt.slice(0, 10),
  );
  if (result.allowed) return null;
  const rule = result.restrictions[0] ?? `compliance status ${result.status}`;
  return { reason: `Held by the compliance engine: ${from} → ${to}, ${category}`, rule };
}

export const DISPATCH_PORTS: DispatchPorts = { laneOptions, complianceHold };
