import { z } from 'zod';

// ── A real provider account as GET /api/carriers/status shows it (issue 27), for the OpenAPI document ──

export const ProviderStatusSchema = z
  .object({
    key: z.string(),
    id: z.string(),
    name: z.string(),
    account: z.string(),
    mode: z.enum(['test', 'live']),
    capabilities: z.object({
      rates: z.boolean(),
      purchase: z.boolean(),
      void: z.boolean(),
      trackPull: z.boolean(),
      trackPush: z.boolean(),
      addressValidation: z.boolean(),
      pickups: z.boolean(),
      idempotentPurchase: z.boolean(),
      labelFormats: z.array(z.string()),
    }),
    circuit: z.enum(['closed', 'open', 'half_open', 'tripped']),
    paused: z.boolean().optional().meta({ description: 'Paused by an admin: no rates, no purchases; its parcels are still tracked.' }),
    webhookPath: z.string().nullable(),
  })
  .meta({ id: 'ProviderStatus' });

/** A carrier booking's provider: who sold the label. */
export const BookingProviderSchema = z
  .object({ id: z.string(), name: z.string(), account: z.string(), mode: z.enum(['test', 'live']) })
  .nullable()
  .meta({ description: 'The real provider that sold the label (issue 27); null when the sandbox network booked it.' });
