import { randomUUID } from 'node:crypto';
import type {
  AddressCheck,
  CallOptions,
  LabelDocument,
  PartyAddress,
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
import { httpBytes, httpJson, LABEL_CONTENT_TYPES, type HttpCall } from '../provider-http';
import { chargeLines } from '../provider-mapping';
import { addressCheckFrom, xavRequest } from './ups.address';
import { ratesFrom, recoveredFrom, shipmentFrom, upsErrorOf } from './ups.answers';
import { labelSpecification, rateRequest, referenceValue, serviceName, shipRequest } from './ups.mapping';
import { parseTrackAlert, trackResultFrom, UPS } from './ups.tracking';

// ── UPS direct (issue 27): OAuth client credentials, Rating, Shipping, Label Recovery, Track, Track Alert and XAV ──
// Hand-written HTTP against the UPS REST APIs (developer.ups.com; OpenAPI files of github.com/UPS-API/api-documentation).
// A token is fetched with HTTP Basic client id:secret and kept until a minute before it expires; a 401 on a kept token
// fetches a new one once. UPS has no idempotency key: every purchase carries its key as a reference number, and
// findPurchase asks Label Recovery for the label by that reference and our shipper number.

/** UPS's hosts by mode: the Customer Integration Environment for tests, production for live labels. */
export const UPS_BASE_URLS = { test: 'https://wwwcie.ups.com', live: 'https://onlinetools.ups.com' } as const;

const VERSIONS = { rating: 'v2409', shipping: 'v2409', recovery: 'v1', track: 'v1', addressValidation: 'v2' } as const;
const TRANSACTION_SOURCE = 'waypost';

export class UpsProvider implements ShippingProvider {
  readonly id = UPS;
  readonly name = 'UPS (UPS API)';
  readonly capabilities: ProviderCapabilities = {
    rates: true,
    purchase: true,
    void: true,
    trackPull: true,
    trackPush: true,
    addressValidation: true,
    pickups: false,
    idempotentPurchase: false,
    labelFormats: ['PDF', 'ZPL'],
  };
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly base: string;

  constructor(
    readonly account: ProviderAccount,
    private readonly options: ProviderOptions = {},
  ) {
    this.base = account.baseUrl.replace(/\/+$/, '');
  }

  private credential(name: 'clientId' | 'clientSecret' | 'accountNumber'): string {
    const value = this.account.credentials[name];
    if (!value) throw new ProviderError(UPS, 'auth', `UPS account ${this.account.accountId} has no ${name} configured`);
    return value;
  }

  /** POST /security/v1/oauth/token (client_secret_basic); one request at a time, kept until near its expiry. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    this.tokenRequest ??= (async () => {
      try {
        const basic = Buffer.from(`${this.credential('clientId')}:${this.credential('clientSecret')}`).toString('base64');
        const answer = await httpJson<{ access_token?: string; expires_in?: string | number }>(
          UPS,
          {
            method: 'POST',
            url: `${this.base}/security/v1/oauth/token`,
            headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', 'x-merchant-id': this.credential('accountNumber') },
            body: 'grant_type=client_credentials',
            // Shared by every call waiting for it: bounded by the timeout, not by one caller's signal.
            timeoutMs: this.options.timeoutMs,
          },
          upsErrorOf,
        );
        const value = answer.body?.access_token;
        if (!value) throw new ProviderError(UPS, 'unavailable', 'UPS answered a token request without an access token');
        const seconds = Number(answer.body.expires_in);
        this.token = { value, expiresAt: Date.now() + (Number.isFinite(seconds) && seconds > 0 ? Math.max(0, seconds - 60) : 0) * 1000 };
        return value;
      } finally {
        this.tokenRequest = null;
      }
    })();
    return this.tokenRequest;
  }

  /** An API call with the bearer token and UPS's transaction headers; a 401 on a kept token retries once with a new one. */
  private async call<T>(call: Omit<HttpCall, 'headers' | 'timeoutMs'>, signal?: AbortSignal): Promise<T> {
    const send = async (): Promise<T> => {
      const token = await this.accessToken();
      const headers = { authorization: `Bearer ${token}`, transId: randomUUID().replaceAll('-', ''), transactionSrc: TRANSACTION_SOURCE };
      return (await httpJson<T>(UPS, { ...call, headers, signal, timeoutMs: this.options.timeoutMs }, upsErrorOf)).body;
    };
    const reused = this.token !== null && this.token.expiresAt > Date.now();
    try {
      return await send();
    } catch (error) {
      if (!(reused && error instanceof ProviderError && error.details.status === 401)) throw error;
      this.token = null;
      return send();
    }
  }

  async rates(shipment: ShipmentSpec, options: CallOptions = {}): Promise<ProviderRate[]> {
    const body = await this.call(
      { method: 'POST', url: `${this.base}/api/rating/${VERSIONS.rating}/Shoptimeintransit`, body: rateRequest(shipment, this.credential('accountNumber')) },
      options.signal,
    );
    return ratesFrom(body);
  }

  async purchase(request: PurchaseRequest, options: CallOptions = {}): Promise<PurchaseResult> {
    if (request.labelFormat === 'PNG') throw new ProviderError(UPS, 'invalid', 'UPS labels come as PDF or ZPL here; PNG is not offered');
    const code = request.labelFormat === 'ZPL' ? 'ZPL' : 'GIF';
    const answer = await this.call(
      {
        method: 'POST',
        url: `${this.base}/api/shipments/${VERSIONS.shipping}/ship`,
        body: shipRequest(request.shipment, this.credential('accountNumber'), request.rate.serviceCode, request.idempotencyKey, code),
      },
      options.signal,
    );
    const shipment = shipmentFrom(answer);
    const trackingNumber = shipment.packages[0]!.TrackingNumber;
    let base64: string;
    if (request.labelFormat === 'ZPL') {
      // One ZPL document per package; ZPL documents concatenate into one printable stream.
      base64 = Buffer.concat(shipment.packages.map((p) => Buffer.from(p.ShippingLabel?.GraphicImage ?? '', 'base64'))).toString('base64');
    } else {
      // The Shipping API draws GIF, ZPL, EPL or SPL: a PDF of the same label comes from Label Recovery.
      base64 = await this.recoverPdf(trackingNumber, shipment.shipmentId, options.signal);
    }
    if (!base64) throw new ProviderError(UPS, 'unavailable', `UPS sold label ${trackingNumber} but answered no label image`);
    return {
      providerShipmentId: shipment.shipmentId,
      trackingNumber,
      carrier: 'UPS',
      carrierCode: 'ups',
      service: serviceName(request.rate.serviceCode),
      serviceCode: request.rate.serviceCode,
      charge: shipment.charge,
      label: { format: request.labelFormat, base64 },
    };
  }

  /** The PDF label of a label just sold; a failure here is a lost answer (findPurchase recovers it), never a refusal. */
  private async recoverPdf(trackingNumber: string, shipmentId: string, signal?: AbortSignal): Promise<string> {
    try {
      const body = await this.call(
        {
          method: 'POST',
          url: `${this.base}/api/labels/${VERSIONS.recovery}/recovery`,
          body: { LabelRecoveryRequest: { Request: { SubVersion: '1903' }, LabelSpecification: labelSpecification('PDF'), TrackingNumber: trackingNumber } },
        },
        signal,
      );
      return recoveredFrom(body).images[0]!;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const kind = error.retryable ? error.kind : 'unavailable';
      throw new ProviderError(UPS, kind, `UPS sold shipment ${shipmentId} (tracking ${trackingNumber}) but its PDF label could not be fetched: ${error.message}`, {
        ...error.details,
      });
    }
  }

  /**
   * The label an earlier purchase with this key bought: Label Recovery by reference number (the key, as the purchase
   * sent it) and our shipper number. UPS answers 300007 when no shipment carries the reference. Label Recovery gives
   * no charges: the result carries the rate the purchase was for, on one line that says so.
   */
  async findPurchase(request: PurchaseRequest, options: CallOptions = {}): Promise<PurchaseResult | null> {
    const code = request.labelFormat === 'ZPL' ? 'ZPL' : 'PDF';
    let body: unknown;
    try {
      body = await this.call(
        {
          method: 'POST',
          url: `${this.base}/api/labels/${VERSIONS.recovery}/recovery`,
          body: {
            LabelRecoveryRequest: {
              Request: { SubVersion: '1903' },
              LabelSpecification: labelSpecification(code),
              ReferenceValues: { ReferenceNumber: { Value: referenceValue(request.idempotencyKey) }, ShipperNumber: this.credential('accountNumber') },
            },
          },
        },
        options.signal,
      );
    } catch (error) {
      if (error instanceof ProviderError && error.details.code === '300007') return null;
      throw error;
    }
    const found = recoveredFrom(body);
    const base64 = code === 'ZPL' ? Buffer.concat(found.images.map((i) => Buffer.from(i, 'base64'))).toString('base64') : found.images[0]!;
    const total = request.rate.total;
    return {
      providerShipmentId: found.shipmentId,
      trackingNumber: found.trackingNumbers[0] ?? found.shipmentId,
      carrier: 'UPS',
      carrierCode: 'ups',
      service: serviceName(request.rate.serviceCode),
      serviceCode: request.rate.serviceCode,
      charge: { ...total, lines: chargeLines(total, [{ code: 'QUOTED', label: 'Quoted rate (UPS Label Recovery gives no charges)', amountMinor: total.amountMinor }]) },
      label: { format: request.labelFormat, base64 },
    };
  }

  async label(label: ProviderLabel, options: CallOptions = {}): Promise<LabelDocument> {
    if (label.base64) return { contentType: LABEL_CONTENT_TYPES[label.format], bytes: Buffer.from(label.base64, 'base64') };
    if (label.url) return httpBytes(UPS, label.url, { signal: options.signal, timeoutMs: this.options.timeoutMs });
    throw new ProviderError(UPS, 'invalid', 'UPS label has neither bytes nor a URL');
  }

  /** DELETE /api/shipments/v2409/void/cancel/{id}: voided, already voided, or refused once the void window closed. */
  async void(request: VoidRequest, options: CallOptions = {}): Promise<VoidResult> {
    try {
      const body = await this.call<{ VoidShipmentResponse?: { SummaryResult?: { Status?: { Code?: string; Description?: string } } } }>(
        { method: 'DELETE', url: `${this.base}/api/shipments/${VERSIONS.shipping}/void/cancel/${encodeURIComponent(request.providerShipmentId)}` },
        options.signal,
      );
      const status = body?.VoidShipmentResponse?.SummaryResult?.Status;
      if (status?.Code === '1') return { status: 'voided', message: status.Description ?? 'Voided' };
      throw new ProviderError(UPS, 'unavailable', `UPS answered a void without a voided status: ${status?.Description ?? 'no status'}`);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== 'invalid') throw error;
      // 190117: already voided. 190101 / 190102 / 190103: the void window closed or the parcel was picked up.
      if (error.details.code === '190117') return { status: 'voided', message: error.message };
      if (['190101', '190102', '190103'].includes(error.details.code ?? '')) return { status: 'refused', message: error.message };
      throw error;
    }
  }

  async track(request: TrackRequest, options: CallOptions = {}): Promise<TrackResult> {
    const body = await this.call(
      { method: 'GET', url: `${this.base}/api/track/${VERSIONS.track}/details/${encodeURIComponent(request.trackingNumber)}?locale=en_US&returnSignature=false` },
      options.signal,
    );
    try {
      return trackResultFrom(request.trackingNumber, body);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(UPS, 'unavailable', `UPS tracking: ${(error as Error).message}`);
    }
  }

  /**
   * Asks Track Alert (v1) to push this parcel's events to `callbackUrl` for 14 days, with our webhook credential as the
   * `credential` header UPS will send back. Answers the numbers UPS refused.
   */
  async subscribeTracking(trackingNumbers: string[], callbackUrl: string, options: CallOptions = {}): Promise<{ invalidTrackingNumbers: string[] }> {
    const credential = this.account.credentials['webhookCredential'];
    if (!credential) throw new ProviderError(UPS, 'auth', `UPS account ${this.account.accountId} has no webhookCredential configured`);
    const body = await this.call<{ invalidTrackingNumbers?: string[] }>(
      {
        method: 'POST',
        url: `${this.base}/api/track/${VERSIONS.track}/subscription/standard/package`,
        body: { locale: 'en_US', countryCode: 'US', trackingNumberList: trackingNumbers, destination: { url: callbackUrl, credentialType: 'Bearer', credential } },
      },
      options.signal,
    );
    return { invalidTrackingNumbers: body?.invalidTrackingNumbers ?? [] };
  }

  /** Street-level validation and residential classification, US and Puerto Rico only (others: invalid). */
  async validateAddress(address: PartyAddress, options: CallOptions = {}): Promise<AddressCheck> {
    const body = xavRequest(address);
    const url = `${this.base}/api/addressvalidation/${VERSIONS.addressValidation}/3?maximumcandidatelistsize=5`;
    return addressCheckFrom(address, await this.call({ method: 'POST', url, body }, options.signal));
  }

  parseWebhook(request: WebhookRequest): WebhookParse {
    return parseTrackAlert(request, this.account.credentials['webhookCredential']);
  }
}
