import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from '../compliance';
import { CUSTOMS_CONTENT_TYPES, INCOTERMS, TAX_ID_TYPES } from '../customs';
import { BatteryFactsSchema } from '../dangerous-goods';
import { LENGTH_UNITS, PACKAGING_TYPES, WEIGHT_UNITS } from '../parcels';

// ── Parcels, customs and the duties estimate of a shipment (issue 24), as answered ──

const SidesOut = z.object({ length: z.number(), width: z.number(), height: z.number() });

export const ParcelOut = z
  .object({
    weight: z.object({ value: z.number(), unit: z.enum(WEIGHT_UNITS) }),
    dimensions: SidesOut.extend({ unit: z.enum(LENGTH_UNITS) }).optional(),
    packaging: z.enum(PACKAGING_TYPES),
    weightKg: z.number().meta({ description: 'The weight converted to kg, to the gram.' }),
    dimensionsCm: SidesOut.optional().meta({ description: 'The sides converted to cm, to the millimetre.' }),
  })
  .meta({ id: 'Parcel' });

const MoneyOut = z.object({ amountMinor: z.number().int(), currency: z.enum(SUPPORTED_CURRENCIES) });
const TaxIdOut = z.object({ type: z.enum(TAX_ID_TYPES), value: z.string() });

export const CustomsOut = z
  .object({
    contentType: z.enum(CUSTOMS_CONTENT_TYPES),
    incoterm: z.enum(INCOTERMS),
    items: z.array(
      z.object({
        description: z.string(),
        quantity: z.number().int(),
        unitValue: MoneyOut,
        hsCode: z.string(),
        originCountry: z.string(),
        weight: z.object({ value: z.number(), unit: z.enum(WEIGHT_UNITS) }),
        battery: BatteryFactsSchema.optional(),
      }),
    ),
    exporterTaxIds: z.array(TaxIdOut).optional(),
    importerTaxIds: z.array(TaxIdOut).optional(),
  })
  .meta({ id: 'Customs' });

export const DutiesEstimateOut = z
  .object({
    currency: z.string(),
    dutyMinor: z.number().int(),
    taxMinor: z.number().int(),
    totalMinor: z.number().int(),
    payer: z.enum(['shipper', 'recipient']),
    rule: z.string(),
    asOf: z.string(),
  })
  .meta({ id: 'DutiesEstimate', description: "The compliance engine's estimate at creation; amounts in minor units of `currency`." });

export const ShipmentDocumentSchema = z
  .object({ kind: z.enum(['commercial-invoice', 'cn22', 'cn23']), title: z.string(), contentType: z.literal('application/pdf'), href: z.string() })
  .meta({ id: 'ShipmentDocument' });
