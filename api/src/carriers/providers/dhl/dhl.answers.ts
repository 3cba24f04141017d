import type { ProviderChargeLine, ProviderRate, ProviderTrackingEvent } from '../provider';
import { chargeLines, decimalToMinor, derivedEventId, isoTimestamp, mapTrackingStatus } from '../provider-mapping';
import type { ErrorReader } from '../provider-http';
import { DHL, DHL_CARRIER, DHL_CARRIER_CODE, rateRefOf } from './dhl.mapping';

// ── MyDHL answers in our terms: /rates products, /shipments charges, tracking checkpoints, error bodies ──
// Read defensively (OpenAPI 3.1.1 schemas supermodelIoLogisticsExpressRates, …CreateShipmentResponse,
// …TrackingResponse, …ErrorResponse): an amount or time we cannot read is `unavailable`, never a silent zero.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined);

/** The price entry in the billing currency (BILLC), else the first one given. */
function billing<T extends Json>(entries: unknown): T | undefined {
  const list = arr(entries).map(obj) as T[];
  return list.find((e) => e.currencyType === 'BILLC') ?? list[0];
}

/** A product of the /rates answer as our rate; undefined when DHL gave no price for it (products without an agreement). */
export function readProduct(p: Json): ProviderRate | undefined {
  const productCode = str(p.productCode);
  const price = billing<Json>(p.totalPrice);
  if (!productCode || !price || price.price === undefined || price.price === null) return undefined;
  const currency = str(price.priceCurrency) ?? '';
  const total = { amountMinor: decimalToMinor(DHL, price.price, currency), currency };
  if (total.amountMinor <= 0) return undefined;
  const detailed = billing<Json>(p.detailedPriceBreakdown);
  const itemised: ProviderChargeLine[] = [];
  if (detailed && (str(detailed.priceCurrency) ?? currency) === currency) {
    for (const b of arr(detailed.breakdown).map(obj)) {
      if (b.price === undefined || b.price === null) continue; // optional services DHL lists without charging them
      itemised.push({ code: str(b.serviceCode) ?? 'BASE', label: str(b.name) ?? 'DHL Express charge', amountMinor: decimalToMinor(DHL, b.price, currency) });
    }
    const tax = arr(billing<Json>(p.totalPriceBreakdown)?.priceBreakdown)
      .map(obj)
      .find((t) => t.typeCode === 'STTXA');
    const taxMinor = tax ? decimalToMinor(DHL, tax.price, currency) : 0;
    const sum = itemised.reduce((s, l) => s + l.amountMinor, 0);
    if (taxMinor !== 0 && sum + taxMinor === total.amountMinor) itemised.push({ code: 'STTXA', label: 'Tax', amountMinor: taxMinor });
  }
  const delivery = obj(p.deliveryCapabilities);
  const days = typeof delivery.totalTransitDays === 'number' ? delivery.totalTransitDays : Number(str(delivery.totalTransitDays) ?? NaN);
  const eta = str(delivery.estimatedDeliveryDateAndTime);
  const localProductCode = str(p.localProductCode);
  return {
    rateRef: rateRefOf(productCode, localProductCode),
    carrier: DHL_CARRIER,
    carrierCode: DHL_CARRIER_CODE,
    service: str(p.productName) ?? `DHL Express ${productCode}`,
    serviceCode: productCode,
    total,
    lines: chargeLines(total, itemised),
    transitDays: Number.isInteger(days) && days >= 0 ? days : null,
    deliveryDate: eta && /^\d{4}-\d{2}-\d{2}/.test(eta) ? eta.slice(0, 10) : null,
  };
}

/** shipmentCharges of a /shipments answer (asked with getRateEstimates): total and lines in the billing currency. */
export function readShipmentCharges(body: Json): { amountMinor: number; currency: string; lines: ProviderChargeLine[] } | undefined {
  const charge = billing<Json>(body.shipmentCharges);
  const currency = str(charge?.priceCurrency);
  if (!charge || !currency || charge.price === undefined) return undefined;
  const total = { amountMinor: decimalToMinor(DHL, charge.price, currency), currency };
  const itemised = arr(charge.serviceBreakdown)
    .map(obj)
    .filter((b) => b.price !== undefined && b.price !== null)
    .map((b) => ({ code: str(b.typeCode) ?? 'BASE', label: str(b.name) ?? 'DHL Express charge', amountMinor: decimalToMinor(DHL, b.price, currency) }));
  return { ...total, lines: chargeLines(total, itemised) };
}

// ── Tracking: MyDHL checkpoint codes (events[].typeCode) in our terms ─────────
// The DHL Express checkpoint codes as DHL publishes them with its tracking status list (Shipment Tracking, service
// "express"); every published code has a row. A code not in it (DHL adds codes) becomes `exception` with DHL's words.
type EventType = ProviderTrackingEvent['eventType'];
export const DHL_STATUS_TABLE: Readonly<Record<string, EventType>> = {
  pu: 'pickup', // Shipment pick up
  sa: 'pickup', // Shipment acceptance
  pl: 'transit', // Processed at location
  af: 'transit', // Arrived facility
  df: 'transit', // Depart facility
  ar: 'transit', // Arrival in delivery facility
  fd: 'transit', // Forward destination (delivery details expected)
  tr: 'transit', // Record of transfer
  tp: 'transit', // Forwarded to a third party for delivery
  sc: 'transit', // Service changed
  sm: 'transit', // Scheduled for movement
  ad: 'transit', // Agreed delivery (a date arranged with the receiver)
  rr: 'customs', // Response received (customs status updated)
  ic: 'customs', // In clearance processing
  cr: 'customs', // Clearance release
  br: 'customs', // Broker release
  bn: 'customs', // Customer broker notified
  cd: 'customs', // Controllable clearance delay
  ud: 'customs', // Uncontrollable clearance delay
  hp: 'customs', // Held for payment (duties and taxes)
  py: 'customs', // Payment (of duties and taxes)
  wc: 'out_for_delivery', // With delivering courier
  nh: 'delivery_attempt', // Not home
  ca: 'delivery_attempt', // Closed on arrival
  md: 'delivery_attempt', // Missed delivery cycle
  nd: 'delivery_attempt', // Not delivered
  cc: 'available_for_pickup', // Awaiting consignee collection
  ok: 'delivered', // Delivery
  dd: 'delivered', // Delivered damaged (delivered; the text says so)
  rt: 'returned_to_sender', // Returned to consignor
  pd: 'exception', // Partial delivery: pieces still missing
  ba: 'exception', // Bad address
  cm: 'exception', // Customer moved
  rd: 'exception', // Refused delivery
  oh: 'exception', // On hold
  ss: 'exception', // Shipment stopped
  ms: 'exception', // Mis-sort
  mc: 'exception', // Miscode
  ds: 'exception', // Destroyed / disposal
  cs: 'exception', // Closed shipment
};

/** One events[] entry of a tracking answer; its time is local to the checkpoint, with GMTOffset when asked for. */
export function readTrackingEvent(trackingNumber: string, e: Json): ProviderTrackingEvent {
  const code = str(e.typeCode) ?? '';
  const date = str(e.date);
  const time = str(e.time) ?? '00:00:00';
  const offset = str(e.GMTOffset);
  const occurredAt = isoTimestamp(DHL, date ? `${date}T${time}${offset && /^[+-]\d\d:\d\d$/.test(offset) ? offset : ''}` : undefined);
  const text = str(e.description) ?? '';
  const mapped = mapTrackingStatus(DHL_STATUS_TABLE, code || 'none', text);
  const location = str(obj(arr(e.serviceArea)[0]).description) ?? '';
  return {
    eventId: derivedEventId(DHL, trackingNumber, code, occurredAt, text),
    eventType: mapped.eventType,
    providerStatus: code,
    description: mapped.description,
    location,
    occurredAt,
  };
}

// ── Errors: { instance, detail, title, message, status, additionalDetails[] } ──

/** "#/customerDetails/receiverDetails/postalCode: expected maxLength: 12" -> that path (plus the key a "required key [x]" names). */
function fieldsOf(texts: string[]): { field: string; message: string }[] {
  const fields: { field: string; message: string }[] = [];
  for (const text of texts) {
    const m = /#\/([\w/]*)/.exec(text);
    if (!m) continue;
    const key = /(?:required|extraneous) key \[(\w+)\]/.exec(text)?.[1];
    const path = [m[1]!.replace(/\/$/, ''), key].filter(Boolean).join('/');
    fields.push({ field: path, message: text.replace(/^\d+:\s*/, '') });
  }
  return fields;
}

export const readDhlError: ErrorReader = (body) => {
  const b = obj(body);
  const detail = str(b.detail);
  const more = arr(b.additionalDetails)
    .map(str)
    .filter((s): s is string => s !== undefined);
  const summary = detail ?? str(b.title) ?? str(b.message);
  const message = [summary, ...more].filter(Boolean).join('; ') || undefined;
  const code = (detail && /^(\d+):/.exec(detail)?.[1]) ?? str(b.status) ?? str(b.code);
  return { ...(message ? { message } : {}), ...(code ? { code } : {}), fields: fieldsOf([detail ?? '', ...more]) };
};
