import { z } from 'zod';
import type { Address } from './addresses';

// ── Returns (issue 28 item 2) ────────────────────────────────────────────────
// A return is a shipment of its own (own stream, own tracking number), created from an original that is in transit
// or delivered: the addresses swapped, the same parcels, the customs declaration kept with its content type `return`.
// Its ShipmentCreated says what it returns (`returnOf`); the original's stream records ReturnRequested, so each read
// model row shows the other. The return is created `manual` (rated): its shipper buys the label as any other.

export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Who asked for the return: the shipper (its API, web app or CLI), or its customer on the return portal. */
export const RETURN_CHANNELS = ['shipper', 'portal'] as const;
export type ReturnChannel = (typeof RETURN_CHANNELS)[number];

/** How long a return portal link stays valid. */
export const RETURN_PORTAL_LINK_DAYS = 30;
export const RETURN_NOTE_MAX = 500;

export const CreateReturnSchema = z
  .object({
    reason: z.enum(RETURN_REASONS, { error: `must be one of ${RETURN_REASONS.join(', ')}` }),
    /** Required with `other`: the reason in the customer's words. */
    note: z.string({ error: 'must be text' }).trim().max(RETURN_NOTE_MAX, `must be at most ${RETURN_NOTE_MAX} characters`).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.reason === 'other' && !r.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'is required when the reason is other' });
  });
export type CreateReturnInput = z.infer<typeof CreateReturnSchema>;

/** The other shipment of a return pair, as a read model row shows it. */
export interface ShipmentReturnLink {
  shipmentId: string;
  trackingNumber: string;
  reason: ReturnReason;
}
/** Its answer schema (OpenAPI). */
export const ShipmentReturnLinkSchema = z
  .object({ shipmentId: z.string(), trackingNumber: z.string(), reason: z.enum(RETURN_REASONS) })
  .meta({ id: 'ShipmentReturnLink', description: 'The other shipment of a return pair.' });

/** On the return's ShipmentCreated: the shipment it returns. */
export interface ReturnOf extends ShipmentReturnLink {
  note?: string;
  channel: ReturnChannel;
}

/** On the original's stream: a return was created for it (its own stream holds the return's ShipmentCreated). */
export type ReturnRequested = {
  type: 'ReturnRequested';
  data: {
    shipmentId: string;
    trackingNumber: string;
    /** The owner of both shipments (the subject of the note's personal data). */
    ownerId: string;
    returnShipmentId: string;
    returnTrackingNumber: string;
    reason: ReturnReason;
    note?: string;
    channel: ReturnChannel;
    requestedAt: string;
  };
};

/** The answer of POST /api/shipments/{id}/return-link: a signed link for the shipper's customer. */
export interface ReturnPortalLink {
  token: string;
  /** The web app's path of the portal page (prefix it with the app's origin). */
  path: string;
  expiresAt: string;
}

/** An address on the portal: no phone, no email (the page is opened by whoever holds the link). */
export type PortalAddress = Pick<Address, 'name' | 'company' | 'address' | 'address2' | 'city' | 'state' | 'postalCode' | 'country'>;

export const portalAddress = (a: Address): PortalAddress => ({
  name: a.name,
  ...(a.company ? { company: a.company } : {}),
  address: a.address,
  ...(a.address2 ? { address2: a.address2 } : {}),
  city: a.city,
  ...(a.state ? { state: a.state } : {}),
  postalCode: a.postalCode,
  country: a.country,
});

/** What the return portal shows the customer: no more than they need to send the parcel back. */
export interface ReturnPortalView {
  trackingNumber: string;
  status: string;
  /** The customer's own address (the original's destination): where the parcel is collected from. */
  customerAddress: PortalAddress;
  /** Where the parcel goes back to (the original's sender). */
  returnAddress: PortalAddress;
  items: { description: string; quantity: number }[];
  /** The return already requested (the portal does not create a second one). */
  returnTrackingNumber: string | null;
  expiresAt: string;
}

export const RETURN_NOTICES = {
  notReturnable: (tracking: string, status: string) => `Shipment ${tracking} is ${status}: only a shipment in transit or delivered can be returned`,
  neverBooked: (tracking: string) => `Shipment ${tracking} was never handed to a carrier, so it cannot be returned`,
  openReturn: (tracking: string, returnTracking: string) => `Shipment ${tracking} already has an open return (${returnTracking}); cancel it first to create another`,
  isReturn: (tracking: string) => `Shipment ${tracking} is itself a return and cannot be returned again`,
} as const;
