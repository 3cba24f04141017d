import { z } from 'zod';

// ── End-of-day manifests (scan forms), issue 28 item 6 ───────────────────────
// A shipper closes one carrier's day: the manifest lists the shipper's booked shipments of that carrier whose label
// was bought that day (UTC), not voided, not yet manifested, not yet picked up. Each listed shipment records it on its
// own stream (ShipmentManifested, shipment-events.ts), so a manifested shipment cannot be voided or listed twice; the
// manifest's own stream `manifest-<id>` holds ManifestCreated with the list. The PDF is drawn from that list.

export const MANIFEST_STREAM_TYPE = 'manifest';
export const manifestStreamId = (manifestId: string): string => `manifest-${manifestId}`;

/** Shipments listed on one page of the manifest PDF. */
export const MANIFEST_ROWS_PER_PAGE = 30;
/** The most shipments one manifest lists (the rest wait for the next manifest of the day). */
export const MANIFEST_MAX_SHIPMENTS = 1000;

/** One line of a manifest: a shipment as it was when the manifest closed it (no personal data: city and country only). */
export const ManifestShipmentSchema = z.object({
  shipmentId: z.string(),
  trackingNumber: z.string(),
  /** The carrier's own reference (its tracking number for a real provider's label). */
  reference: z.string(),
  toCity: z.string(),
  toCountry: z.string(),
  parcelCount: z.number().int(),
  weightGrams: z.number().int(),
});
export type ManifestShipment = z.infer<typeof ManifestShipmentSchema>;

export type ManifestCreated = {
  type: 'ManifestCreated';
  data: {
    manifestId: string;
    ownerId: string;
    carrierId: string;
    carrierName: string;
    /** YYYY-MM-DD (UTC): the day whose labels it closes. */
    shipDate: string;
    shipments: ManifestShipment[];
    createdAt: string;
  };
};
export type ManifestEvent = ManifestCreated;
export const MANIFEST_EVENT_TYPES: ManifestEvent['type'][] = ['ManifestCreated'];

const SHIP_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
export const isShipDate = (value: string): boolean => SHIP_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const shipDate = z
  .string({ error: 'is required (YYYY-MM-DD)' })
  .refine(isShipDate, { message: 'must be a calendar date written YYYY-MM-DD' })
  .meta({ description: 'The ship date (UTC day of the label purchase), YYYY-MM-DD.', example: '2026-11-25' });
const carrierId = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(64, { error: 'must be at most 64 characters' })
  .meta({ description: 'The carrier: its id (dhl-express, ups) or name.', example: 'ups' });

export const CreateManifestSchema = z.strictObject({ carrierId, shipDate });
export type CreateManifestInput = z.infer<typeof CreateManifestSchema>;

export const ManifestPreviewQuerySchema = z.strictObject({ carrierId, shipDate });

export const ManifestViewSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  shipDate: z.string(),
  shipmentCount: z.number().int(),
  parcelCount: z.number().int(),
  weightGrams: z.number().int(),
  shipments: z.array(ManifestShipmentSchema),
  createdAt: z.string(),
  /** The PDF's address. */
  pdfHref: z.string(),
});
export type ManifestView = z.infer<typeof ManifestViewSchema>;

export const ManifestListSchema = z.object({ manifests: z.array(ManifestViewSchema) });
export type ManifestList = z.infer<typeof ManifestListSchema>;

/** What a manifest would list now (the create form's preview). */
export const ManifestPreviewSchema = z.object({
  carrierId: z.string(),
  carrierName: z.string(),
  shipDate: z.string(),
  shipments: z.array(ManifestShipmentSchema),
  parcelCount: z.number().int(),
  weightGrams: z.number().int(),
});
export type ManifestPreview = z.infer<typeof ManifestPreviewSchema>;

/** Messages the API answers with (constants: the web and CLI tests check them). */
export const MANIFEST_NOTICES = {
  nothingToManifest: (carrierName: string, shipDate: string) =>
    `No shipment of yours booked with ${carrierName} on ${shipDate} is waiting for a manifest: each is voided, picked up, or on a manifest already`,
  alreadyManifested: (trackingNumber: string, manifestId: string) =>
    `Shipment ${trackingNumber} is on manifest ${manifestId}: it was handed over to the carrier's end-of-day list and can no longer be voided or manifested again`,
} as const;
