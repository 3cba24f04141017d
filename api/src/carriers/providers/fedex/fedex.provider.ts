import { randomUUID } from 'node:crypto';
import type {
  CallOptions,
  LabelDocument,
  LabelFormat,
  ProviderAccount,
  ProviderCapabilities,
  ProviderLabel,
  ProviderOptions,
  ProviderRate,
  PurchaseRequest,
  PurchaseResult,
  ShipmentSpec,
  ShippingProvider,
  TrackRequest,
  TrackResult,
  VoidRequest,
  VoidResult,
  WebhookParse,
  WebhookRequest,
} from '../provider';
import { ProviderError } from '../provider';
import { chargeLines } from '../provider-mapping';
import { httpBytes, httpJson, LABEL_CONTENT_TYPES, type HttpCall } from '../provider-http';
import { forgetFedexToken, fedexToken, type FedexClient } from './fedex.auth';
import {
  arr,
  commodities,
  customsClearance,
  fedexAddress,
  fedexParty,
  obj,
  packageLineItems,
  pickRated,
  readCharge,
  readFedexError,
  readRateReply,
  referenceFor,
  str,
  totalWeightLb,
} from './fedex.mapping';
import { parseFedexWebhook, readTrackResult } from './fedex.tracking';

// ── FedEx direct: the FedEx REST APIs (OAuth 2.0, Rate, Ship, Track v1) by hand-written HTTP ──
// Credentials: `clientId` (API key), `clientSecret` (secret key), `accountNumber` (9-digit shipping account), and
// `webhookSecret` (the security token of an Advanced Integrated Visibility webhook project) for pushed tracking.
// FedEx has no idempotency key and no way to fetch a bought label again, so a purchase is not retried (see the docs).

export const FEDEX_BASE_URLS = { test: 'https://apis-sandbox.fedex.com', live: 'https://apis.fedex.com' } as const;

const P = 'fedex-direct' as const;
const CARRIER = { carrier: 'FedEx', carrierCode: 'fedex' } as const;
const IMAGE_TYPE: Readonly<Record<LabelFormat, { imageType: string; labelStockType: string }>> = {
  PDF: { imageType: 'PDF', labelStockType: 'PAPER_4X6' },
  PNG: { imageType: 'PNG', labelStockType: 'PAPER_4X6' },
  ZPL: { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' },
};

export class FedexProvider implements ShippingProvider {
  readonly id = P;
  readonly name = 'FedEx (FedEx API)';
  readonly capabilities: ProviderCapabilities = {
    rates: true,
    purchase: true,
    void: true,
    trackPull: true,
    trackPush: true,
    addressValidation: false,
    pickups: false,
    idempotentPurchase: false,
    labelFormats: ['PDF', 'PNG', 'ZPL'],
  };
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(
    readonly account: ProviderAccount,
    options: ProviderOptions = {},
  ) {
    this.baseUrl = account.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async rates(shipment: ShipmentSpec, options: CallOptions = {}): Promise<ProviderRate[]> {
    const requested = {
      shipper: { address: fedexAddress(shipment.from, false) },
      recipient: { address: fedexAddress(shipment.to, false) },
      shipDateStamp: shipment.shipDate,
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      packagingType: 'YOUR_PACKAGING',
      rateRequestType: ['ACCOUNT', 'LIST'],
      totalPackageCount: shipment.parcels.length,
      requestedPackageLineItems: packageLineItems(shipment.parcels),
      ...(shipment.customs
        ? { customsClearanceDetail: { dutiesPayment: { paymentType: shipment.customs.incoterm === 'DDP' ? 'SENDER' : 'RECIPIENT' }, commodities: commodities(shipment.customs) } }
        : {}),
    };
    const body = { accountNumber: { value: this.credential('accountNumber') }, rateRequestControlParameters: { returnTransitTimes: true }, requestedShipment: requested };
    const answer = await this.call('POST', '/rate/v1/rates/quotes', body, options);
    const output = obj(answer.output);
    if (!Array.isArray(output.rateReplyDetails)) throw new ProviderError(P, 'unavailable', `${P}: the rate answer had no rateReplyDetails`);
    return output.rateReplyDetails.flatMap((d) => {
      const reply = readRateReply(obj(d));
      if (!reply) return [];
      return [
        {
          rateRef: reply.serviceType,
          ...CARRIER,
          service: reply.serviceName,
          serviceCode: reply.serviceType,
          total: { amountMinor: reply.charge.amountMinor, currency: reply.charge.currency },
          lines: reply.charge.lines,
          transitDays: reply.transitDays,
          deliveryDate: reply.deliveryDate,
        },
      ];
    });
  }

  async purchase(request: PurchaseRequest, options: CallOptions = {}): Promise<PurchaseResult> {
    const { shipment, rate, labelFormat } = request;
    const serviceType = rate.serviceCode || rate.rateRef;
    const account = this.credential('accountNumber');
    // One parcel: its label comes inline. Several: FedEx merges every piece's label into one PDF behind a URL.
    const merged = shipment.parcels.length > 1;
    if (merged && labelFormat !== 'PDF') throw new ProviderError(P, 'invalid', `${P}: FedEx merges a multi-parcel shipment's labels only as one PDF, not ${labelFormat}`);
    const customs = customsClearance(shipment, account);
    const body = {
      accountNumber: { value: account },
      labelResponseOptions: merged ? 'URL_ONLY' : 'LABEL',
      ...(merged ? { mergeLabelDocOption: 'LABELS_ONLY' } : {}),
      requestedShipment: {
        shipDatestamp: shipment.shipDate,
        shipper: fedexParty(shipment.from),
        recipients: [fedexParty(shipment.to)],
        pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
        serviceType,
        packagingType: 'YOUR_PACKAGING',
        totalWeight: totalWeightLb(shipment.parcels),
        totalPackageCount: shipment.parcels.length,
        shippingChargesPayment: { paymentType: 'SENDER', payor: { responsibleParty: { accountNumber: { value: account } } } },
        labelSpecification: { labelFormatType: 'COMMON2D', ...IMAGE_TYPE[labelFormat] },
        rateRequestType: ['ACCOUNT'],
        requestedPackageLineItems: packageLineItems(shipment.parcels, referenceFor(shipment.reference, serviceType)),
        ...(customs ? { customsClearanceDetail: customs } : {}),
      },
    };
    // FedEx keeps no idempotency key; our key goes out as the transaction id FedEx echoes, for support look-ups.
    const answer = await this.call('POST', '/ship/v1/shipments', body, options, request.idempotencyKey);
    const shipped = obj(arr(obj(answer.output).transactionShipments)[0]);
    const pieces = arr(shipped.pieceResponses).map(obj);
    const trackingNumber = str(shipped.masterTrackingNumber) || str(pieces[0]?.trackingNumber);
    if (!trackingNumber) throw new ProviderError(P, 'unavailable', `${P}: the ship answer had no tracking number`);
    const label = merged ? this.mergedLabel(shipped) : this.pieceLabel(pieces[0], labelFormat);
    const rating = obj(obj(shipped.completedShipmentDetail).shipmentRating);
    const rated = pickRated(rating.shipmentRateDetails, str(rating.actualRateType) || 'ACCOUNT');
    const charge = rated ? readCharge(rated) : { ...rate.total, lines: chargeLines(rate.total, []) };
    return {
      providerShipmentId: trackingNumber,
      trackingNumber,
      ...CARRIER,
      service: str(shipped.serviceName) || serviceType,
      serviceCode: str(shipped.serviceType) || serviceType,
      charge: { amountMinor: charge.amountMinor, currency: charge.currency, lines: charge.lines },
      label,
    };
  }

  async label(label: ProviderLabel, options: CallOptions = {}): Promise<LabelDocument> {
    if (label.base64) return { contentType: LABEL_CONTENT_TYPES[label.format], bytes: Buffer.from(label.base64, 'base64') };
    if (!label.url) throw new ProviderError(P, 'invalid', `${P}: the label has neither bytes nor a URL`);
    // FedEx's document URLs are its own hosts: they get the bearer token; any other host gets nothing of ours.
    const url = new URL(label.url);
    const ours = url.origin === new URL(this.baseUrl).origin || url.hostname === 'fedex.com' || url.hostname.endsWith('.fedex.com');
    const headers: Record<string, string> = ours ? { authorization: `Bearer ${await this.token(options)}` } : {};
    const doc = await httpBytes(P, label.url, { headers, timeoutMs: this.timeoutMs, ...(options.signal ? { signal: options.signal } : {}) });
    return { contentType: /pdf|png|zpl/i.test(doc.contentType) ? doc.contentType : LABEL_CONTENT_TYPES[label.format], bytes: doc.bytes };
  }

  async void(request: VoidRequest, options: CallOptions = {}): Promise<VoidResult> {
    const body = { accountNumber: { value: this.credential('accountNumber') }, trackingNumber: request.trackingNumber, deletionControl: 'DELETE_ALL_PACKAGES' };
    const output = obj((await this.call('PUT', '/ship/v1/shipments/cancel', body, options)).output);
    const message =
      str(output.message) ||
      str(output.successMessage) ||
      arr(output.alerts)
        .map((a) => str(obj(a).message))
        .filter(Boolean)
        .join('; ');
    return output.cancelledShipment === true
      ? { status: 'voided', message: message || 'Shipment cancelled' }
      : { status: 'refused', message: message || 'FedEx did not cancel the shipment' };
  }

  async track(request: TrackRequest, options: CallOptions = {}): Promise<TrackResult> {
    const body = { includeDetailedScans: true, trackingInfo: [{ trackingNumberInfo: { trackingNumber: request.trackingNumber } }] };
    const results = arr(obj((await this.call('POST', '/track/v1/trackingnumbers', body, options)).output).completeTrackResults).map(obj);
    const mine = results.find((r) => str(r.trackingNumber) === request.trackingNumber) ?? results[0];
    if (!mine) throw new ProviderError(P, 'unavailable', `${P}: the track answer had no result for ${request.trackingNumber}`);
    return { ...readTrackResult(mine), trackingNumber: request.trackingNumber };
  }

  /** An Advanced Integrated Visibility push, verified by its fdx-signature (fedex.tracking.ts). */
  parseWebhook(request: WebhookRequest): WebhookParse {
    return parseFedexWebhook(this.account.credentials.webhookSecret, request, CARRIER.carrierCode);
  }

  // ── HTTP ──────────────────────────────────────────────────────────────────

  private credential(name: string): string {
    const value = this.account.credentials[name];
    if (!value) throw new ProviderError(P, 'auth', `${P}: the account has no ${name} configured`);
    return value;
  }

  /** A FedEx API call with a bearer token; a 401 (FedEx revoked or expired the token early) renews it once. */
  private async call(method: HttpCall['method'], path: string, body: unknown, options: CallOptions, transactionId: string = randomUUID()): Promise<Json> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token(options);
      try {
        const headers = { authorization: `Bearer ${token}`, 'x-customer-transaction-id': transactionId, 'x-locale': 'en_US' };
        const answer = await httpJson<unknown>(
          P,
          { method, url: `${this.baseUrl}${path}`, headers, body, timeoutMs: this.timeoutMs, ...(options.signal ? { signal: options.signal } : {}) },
          readFedexError,
        );
        return obj(answer.body);
      } catch (error) {
        if (attempt > 0 || !(error instanceof ProviderError) || error.details.status !== 401) throw error;
        forgetFedexToken(this.client(), token);
      }
    }
  }

  private client(): FedexClient {
    return { baseUrl: this.baseUrl, clientId: this.credential('clientId'), clientSecret: this.credential('clientSecret'), timeoutMs: this.timeoutMs };
  }

  private token(options: CallOptions): Promise<string> {
    return fedexToken(this.client(), options.signal);
  }

  private pieceLabel(piece: Record<string, unknown> | undefined, format: LabelFormat): ProviderLabel {
    const docs = arr(piece?.packageDocuments).map(obj);
    const doc = docs.find((d) => str(d.contentType) === 'LABEL') ?? docs[0];
    const base64 = str(doc?.encodedLabel);
    const url = str(doc?.url);
    if (!base64 && !url) throw new ProviderError(P, 'unavailable', `${P}: the ship answer had no label`);
    return { format, ...(base64 ? { base64 } : { url }) };
  }

  private mergedLabel(shipped: Record<string, unknown>): ProviderLabel {
    const doc = arr(shipped.shipmentDocuments)
      .map(obj)
      .find((d) => str(d.contentType) === 'MERGED_LABELS_ONLY');
    const url = str(doc?.url);
    if (!url) throw new ProviderError(P, 'unavailable', `${P}: the ship answer had no merged label URL`);
    return { format: 'PDF', url };
  }
}

type Json = Record<string, unknown>;
