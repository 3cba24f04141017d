import { z } from 'zod';
import { LABEL_STATUSES, REFUND_STATUSES, type BookingSummary } from '../booking-summary';
import { RATE_SELECTIONS } from '../rates';

// ── A shipment's booking summary (issue 24), as a zod schema for the OpenAPI document ──
// As in responses.ts: `Same` makes the compiler refuse a schema that no longer matches its interface.

const dateTime = z.string().meta({ format: 'date-time' });
const minor = z.number().int().meta({ description: 'Minor units (cents).' });

export const BookingSummarySchema = z
  .object({
    rateSelection: z.enum(RATE_SELECTIONS),
    awaitingPurchase: z.boolean().meta({ description: 'The shipment waits for POST /api/shipments/{id}/purchase (created manual, or its label voided).' }),
    purchasedRate: z
      .object({
        rateId: z.string(),
        carrierId: z.string(),
        carrierName: z.string(),
        serviceId: z.string(),
        serviceName: z.string(),
        serviceLevel: z.string(),
        amountMinor: minor,
        currency: z.string(),
        lines: z.array(z.object({ kind: z.enum(['base', 'fuel', 'surcharge', 'tax']), code: z.string(), label: z.string(), amountMinor: z.number().int() })),
        transitDays: z.number().int(),
        purchasedAt: dateTime,
      })
      .nullable()
      .meta({ description: 'The rate bought and not voided, as it was bought (its charge lines stay after the rates expire).' }),
    carrier: z
      .object({
        carrierId: z.string(),
        carrierName: z.string(),
        serviceName: z.string(),
        reference: z.string(),
        sandbox: z.boolean(),
        amountMinor: minor,
        currency: z.string(),
        bookedAt: dateTime,
      })
      .nullable()
      .meta({ description: 'The carrier that booked the shipment; null before a booking and after a void.' }),
    label: z.object({
      status: z.enum(LABEL_STATUSES),
      at: dateTime.nullable(),
      reason: z.string().nullable().meta({ description: 'needs_attention: why no carrier takes the shipment.' }),
    }),
    lastRefund: z
      .object({
        refundId: z.string(),
        rateId: z.string().nullable(),
        amountMinor: minor,
        currency: z.string(),
        status: z.enum(REFUND_STATUSES).meta({
          description:
            'issued: returned; pending: the real provider that sold the label has not confirmed the void yet; refused: the provider refused the void, nothing is returned.',
        }),
        at: dateTime,
        provider: z.string().optional().meta({ description: 'pending or refused: the provider that answers for the label.' }),
        reason: z.string().optional().meta({ description: 'refused: the provider’s own words.' }),
      })
      .nullable(),
  })
  .meta({ id: 'BookingSummary' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const BOOKING_SCHEMA_MATCHES_CONTRACTS: Same<z.output<typeof BookingSummarySchema>, BookingSummary> = true;
