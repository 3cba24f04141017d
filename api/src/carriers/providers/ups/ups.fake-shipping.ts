import type { FakeResponse } from '../testing/fake-server';
import {
  asArray,
  businessDaysAfter,
  chargesBody,
  currencyOf,
  DOMESTIC_SERVICES,
  GIF_LABEL,
  INTERNATIONAL_SERVICES,
  invalidBody,
  price,
  RateRequestSchema,
  ShipRequestSchema,
  upsError,
  zplLabel,
} from './ups.fake-api';

// ── The UPS fake's Rating and Shipping APIs: UPS's business rules on a request, and the answer to it ──
// Rules and codes as listed in ups.fake-api.ts; the fake (ups.fake.ts) keeps what a sale leaves behind.

export interface Place {
  city: string;
  state: string;
  country: string;
}

const ymd = (t: number) => new Date(t).toISOString().slice(0, 10).replaceAll('-', '');

export function rateAnswer(option: string, body: unknown, accountNumber: string): FakeResponse {
  const requested = option.toLowerCase();
  if (!['rate', 'shop', 'ratetimeintransit', 'shoptimeintransit'].includes(requested)) return upsError(400, '20008', `The field, requestoption, contains invalid data, ${option}.`);
  const parsed = RateRequestSchema.safeParse(body);
  if (!parsed.success) return invalidBody(body, parsed.error);
  const s = parsed.data.RateRequest.Shipment;
  const refused = lane(s.Shipper.Address.CountryCode, s.ShipTo.Address, asArray(s.Package));
  if (refused) return refused;
  const international = (s.ShipFrom?.Address ?? s.Shipper.Address).CountryCode !== s.ShipTo.Address.CountryCode;
  const withTransit = requested.endsWith('timeintransit') && s.DeliveryTimeInformation !== undefined;
  if (withTransit && international && !s.InvoiceLineTotal) return upsError(400, '20007', 'Missing Required field, RateRequest/Shipment/InvoiceLineTotal.');
  let services: readonly { code: string; base: number; perUnit: number; days: number }[] = international ? INTERNATIONAL_SERVICES : DOMESTIC_SERVICES;
  if (requested.startsWith('rate')) {
    services = services.filter((x) => x.code === s.Service?.Code);
    if (services.length === 0) return upsError(400, '120124', 'The requested service is unavailable between the selected locations');
  }
  const units = asArray(s.Package).reduce((t, p) => t + Number(p.PackageWeight.Weight), 0);
  const residential = s.ShipTo.Address.ResidentialAddressIndicator !== undefined && !international;
  const currency = currencyOf(s.Shipper.Address.CountryCode);
  const negotiated = s.ShipmentRatingOptions?.NegotiatedRatesIndicator !== undefined && s.Shipper.ShipperNumber === accountNumber;
  const pickup = s.DeliveryTimeInformation?.Pickup?.Date ?? ymd(Date.now());
  const rated = services.map((x) => ({
    Service: { Code: x.code, Description: '' },
    BillingWeight: { UnitOfMeasurement: { Code: asArray(s.Package)[0]!.PackageWeight.UnitOfMeasurement.Code }, Weight: units.toFixed(1) },
    ...chargesBody(price(x, units, residential), currency, negotiated),
    RatedPackage: [{ Weight: units.toFixed(1) }],
    GuaranteedDelivery: { BusinessDaysInTransit: String(x.days) },
    ...(withTransit
      ? {
          TimeInTransit: {
            PickupDate: pickup,
            PackageBillType: s.DeliveryTimeInformation!.PackageBillType,
            ServiceSummary: {
              Service: { Description: '' },
              EstimatedArrival: {
                Arrival: { Date: businessDaysAfter(pickup, x.days), Time: '230000' },
                BusinessDaysInTransit: String(x.days),
                Pickup: { Date: pickup },
                DayOfWeek: 'MON',
              },
            },
          },
        }
      : {}),
  }));
  return { status: 200, body: { RateResponse: { Response: { ResponseStatus: { Code: '1', Description: 'Success' } }, RatedShipment: rated } } };
}

/** Business rules shared by rating and shipping: the shipper's units, a state for US/CA receivers, US ZIP codes. */
function lane(
  shipperCountry: string,
  to: { CountryCode: string; StateProvinceCode?: string; PostalCode?: string },
  packages: { PackageWeight: { UnitOfMeasurement: { Code: string } }; Dimensions?: { UnitOfMeasurement: { Code: string } } }[],
): FakeResponse | null {
  const imperial = shipperCountry === 'US' || shipperCountry === 'PR';
  for (const p of packages) {
    const w = p.PackageWeight.UnitOfMeasurement.Code;
    if (imperial ? w !== 'LBS' : w !== 'KGS') return upsError(400, '120546', `${w} is not a valid unit of measurement for weight for this shipment`);
    const d = p.Dimensions?.UnitOfMeasurement.Code;
    if (d && (imperial ? d !== 'IN' : d !== 'CM')) return upsError(400, '120547', `${d} is not a valid unit of measurement for dimensions.`);
  }
  if (['US', 'CA'].includes(to.CountryCode) && !to.StateProvinceCode) return upsError(400, '120206', 'Missing/Invalid ShipTo StateProvinceCode');
  if (to.CountryCode === 'US' && !/^\d{5}(\d{4})?$/.test(to.PostalCode ?? '')) return upsError(400, '120207', 'Missing/Invalid ShipTo PostalCode. (Description)');
  return null;
}

export interface ShipOrder {
  from: Place;
  to: Place;
  references: string[];
  packages: number;
  serviceCode: string;
  format: string;
  answer: (trackingNumbers: string[]) => FakeResponse;
}

/** A Shipping API request checked against UPS's rules, ready to be sold; or UPS's refusal. */
export function shipOrder(body: unknown, accountNumber: string): ShipOrder | FakeResponse {
  const parsed = ShipRequestSchema.safeParse(body);
  if (!parsed.success) return invalidBody(body, parsed.error);
  const { Shipment: s, LabelSpecification: spec } = parsed.data.ShipmentRequest;
  if (s.Shipper.ShipperNumber !== accountNumber) return upsError(400, '120100', 'Missing or Invalid shipper number');
  const charges = asArray(s.PaymentInformation.ShipmentCharge);
  const transport = charges.find((c) => c.Type === '01');
  if (!transport) return upsError(400, '120400', 'Missing/Invalid shipment payment method');
  if (charges.some((c) => c.BillShipper && c.BillShipper.AccountNumber !== s.Shipper.ShipperNumber))
    return upsError(400, '120415', 'PaymentInformation/ShipmentCharge/BillShipper/AccountNumber must be the same shipper number as Shipper/ShipperNumber');
  const packages = asArray(s.Package);
  const refused = lane(s.Shipper.Address.CountryCode, s.ShipTo.Address, packages);
  if (refused) return refused;
  const from = s.ShipFrom?.Address ?? s.Shipper.Address;
  const international = from.CountryCode !== s.ShipTo.Address.CountryCode;
  if (international) {
    if (!s.Shipper.AttentionName) return upsError(400, '120110', 'Missing/Invalid Shipper AttentionName');
    if (!s.Shipper.Phone) return upsError(400, '120109', 'Missing/Invalid Shipper PhoneNumber');
    if (!s.ShipTo.AttentionName) return upsError(400, '120201', 'Missing/Invalid ShipTo AttentionName');
    if (!s.ShipTo.Phone) return upsError(400, '120209', 'Missing/Invalid ShipTo PhoneNumber');
    if (!s.Description) return upsError(400, '120512', 'Shipment Description is required for this shipment.');
  } else if (charges.some((c) => c.Type === '02')) {
    // Duties and taxes (type 02) are invalid for a qualified domestic shipment.
    return upsError(400, '20008', 'The field, ShipmentRequest/Shipment/PaymentInformation/ShipmentCharge/Type, contains invalid data, "02".');
  }
  const usDomestic = (from.CountryCode === 'US' || from.CountryCode === 'PR') && from.CountryCode === s.ShipTo.Address.CountryCode;
  const shipmentRefs = asArray(s.ReferenceNumber);
  if (usDomestic && shipmentRefs.length) return upsError(400, '120541', 'Shipment/ReferenceNumber is not allowed for this shipment');
  if (!usDomestic && packages.some((p) => asArray(p.ReferenceNumber).length)) return upsError(400, '120542', 'Package/ReferenceNumber is not allowed for this shipment');
  if (shipmentRefs.length > 2) return upsError(400, '120543', 'No more than 2 Shipment/ReferenceNumber can be given per shipment');
  if (packages.some((p) => asArray(p.ReferenceNumber).length > 2)) return upsError(400, '120544', 'No more than 2 Package/ReferenceNumber can be given per package');
  if (from.CountryCode === 'US' && ['CA', 'PR'].includes(s.ShipTo.Address.CountryCode) && !/^\d+$/.test(s.InvoiceLineTotal?.MonetaryValue ?? ''))
    return upsError(400, '120539', 'InvoiceLineTotal/ MonetaryValue is required and must be a whole number');
  const forms = s.ShipmentServiceOptions?.InternationalForms;
  if (forms && asArray(forms.FormType).includes('01')) {
    const missing = (['InvoiceDate', 'ReasonForExport', 'CurrencyCode'] as const).find((k) => !forms[k]);
    if (missing) return upsError(400, '20007', `Missing Required field, ShipmentRequest/Shipment/ShipmentServiceOptions/InternationalForms/${missing}.`);
    if (forms.Product.some((p) => !p.Unit))
      return upsError(400, '20007', 'Missing Required field, ShipmentRequest/Shipment/ShipmentServiceOptions/InternationalForms/Product/Unit.');
  }
  const format = spec.LabelImageFormat.Code.toUpperCase();
  if (!['GIF', 'ZPL', 'EPL', 'SPL'].includes(format))
    return upsError(400, '20008', `The field, ShipmentRequest/LabelSpecification/LabelImageFormat/Code, contains invalid data, ${format}.`);
  if (format !== 'GIF' && !spec.LabelStockSize) return upsError(400, '20007', 'Missing Required field, ShipmentRequest/LabelSpecification/LabelStockSize.');
  const service = (international ? INTERNATIONAL_SERVICES : DOMESTIC_SERVICES).find((x) => x.code === s.Service.Code);
  if (!service) return upsError(400, '120124', 'The requested service is unavailable between the selected locations');

  const place = (a: { City?: string; StateProvinceCode?: string; CountryCode: string }): Place => ({
    city: a.City ?? '',
    state: a.StateProvinceCode ?? '',
    country: a.CountryCode,
  });
  const units = packages.reduce((t, p) => t + Number(p.PackageWeight.Weight), 0);
  const priced = price(service, units, s.ShipTo.Address.ResidentialAddressIndicator !== undefined && !international);
  const negotiated = s.ShipmentRatingOptions?.NegotiatedRatesIndicator !== undefined;
  const { NegotiatedRateCharges, ...shipmentCharges } = chargesBody(priced, currencyOf(s.Shipper.Address.CountryCode), negotiated);
  const image = (tn: string) => (format === 'ZPL' ? zplLabel(tn) : GIF_LABEL).toString('base64');
  const answer = (trackingNumbers: string[]): FakeResponse => ({
    status: 200,
    body: {
      ShipmentResponse: {
        Response: { ResponseStatus: { Code: '1', Description: 'Success' }, TransactionReference: { CustomerContext: '' } },
        ShipmentResults: {
          ShipmentCharges: shipmentCharges,
          ...(NegotiatedRateCharges ? { NegotiatedRateCharges } : {}),
          BillingWeight: { UnitOfMeasurement: { Code: packages[0]!.PackageWeight.UnitOfMeasurement.Code }, Weight: units.toFixed(1) },
          ShipmentIdentificationNumber: trackingNumbers[0],
          PackageResults: trackingNumbers.map((tn) => ({
            TrackingNumber: tn,
            ShippingLabel: {
              ImageFormat: { Code: format },
              GraphicImage: image(tn),
              ...(format === 'GIF' ? { HTMLImage: Buffer.from(`<html><img src="label${tn}.gif"></html>`).toString('base64') } : {}),
            },
          })),
        },
      },
    },
  });
  const references = [...shipmentRefs, ...packages.flatMap((p) => asArray(p.ReferenceNumber))].map((x) => x.Value);
  return { from: place(from), to: place(s.ShipTo.Address), references, packages: packages.length, serviceCode: s.Service.Code, format, answer };
}
