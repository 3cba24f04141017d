import { z } from 'zod';
import { CreateReturnSchema, RETURN_PORTAL_LINK_DAYS, type ReturnPortalLink, type ReturnPortalView } from '../returns';
import { CreatedShipmentSchema } from './responses-purchase';
import { idParam, type ApiRoute } from './route';

// ── Returns and the return portal (issue 28 item 2) ──────────────────────────

const dateTime = z.string().meta({ format: 'date-time' });
const optionalText = z.string().optional();

export const ReturnPortalLinkSchema = z
  .object({
    token: z.string().meta({ description: 'Signed and expiring; it names the shipment without revealing its id.' }),
    path: z.string().meta({ example: '/returns/eyJ…', description: 'The web app’s portal page: prefix it with the app’s origin.' }),
    expiresAt: dateTime,
  })
  .meta({ id: 'ReturnPortalLink' }) satisfies z.ZodType<ReturnPortalLink>;

const PortalAddressSchema = z.object({
  name: z.string(),
  company: optionalText,
  address: z.string(),
  address2: optionalText,
  city: z.string(),
  state: optionalText,
  postalCode: z.string(),
  country: z.string(),
});

export const ReturnPortalViewSchema = z
  .object({
    trackingNumber: z.string(),
    status: z.string(),
    customerAddress: PortalAddressSchema.meta({ description: 'The customer’s own address (no phone, no email).' }),
    returnAddress: PortalAddressSchema.meta({ description: 'Where the parcel goes back to.' }),
    items: z.array(z.object({ description: z.string(), quantity: z.number().int() })),
    returnTrackingNumber: z.string().nullable().meta({ description: 'The return already requested, if any.' }),
    expiresAt: dateTime,
  })
  .meta({ id: 'ReturnPortalView' }) satisfies z.ZodType<ReturnPortalView>;

export const PortalReturnAnswerSchema = z.object({ returnTrackingNumber: z.string() }).meta({ id: 'PortalReturnAnswer' });

const tokenParam = z.object({ token: z.string().meta({ description: 'The token of a return portal link (a bad or expired one answers 404).' }) });
const RULES =
  'Only a shipment in transit or delivered can be returned (404 for another user’s, 409 for one voided, cancelled, never booked, itself a return, or with an open return: at most one unless the first was cancelled).';

export const RETURN_ROUTES: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/shipments/{id}/returns',
    operationId: 'createReturn',
    tag: 'Returns',
    auth: 'signed-in',
    idempotent: true,
    summary: 'Create a return of a shipment',
    description: `${RULES} The return is a new shipment: the addresses swapped, the same parcels, the customs declaration kept with content type \`return\`, its own tracking number, linked both ways (\`returnOf\`, \`returnedAs\`). It is rated (rateSelection manual): buy its label with POST /api/shipments/{id}/purchase.`,
    params: idParam('original shipment’s'),
    body: CreateReturnSchema,
    responses: { 201: { description: 'The return shipment and its rates, cheapest first.', schema: CreatedShipmentSchema }, 409: { description: RULES } },
  },
  {
    method: 'post',
    path: '/api/shipments/{id}/return-link',
    operationId: 'createReturnPortalLink',
    tag: 'Returns',
    auth: 'signed-in',
    summary: 'A return portal link for the shipment’s customer',
    description: `A signed link, valid ${RETURN_PORTAL_LINK_DAYS} days, to a public page where the customer sees the shipment’s summary and requests its return. The shipment’s owner only.`,
    params: idParam('shipment'),
    responses: { 200: { description: 'The link.', schema: ReturnPortalLinkSchema }, 409: { description: RULES } },
  },
  {
    method: 'get',
    path: '/api/returns/portal/{token}',
    operationId: 'getReturnPortal',
    tag: 'Returns',
    auth: 'public',
    summary: 'The return portal: what the customer sees',
    params: tokenParam,
    responses: { 200: { description: 'The shipment’s summary, as much as the customer needs.', schema: ReturnPortalViewSchema } },
  },
  {
    method: 'post',
    path: '/api/returns/portal/{token}',
    operationId: 'requestPortalReturn',
    tag: 'Returns',
    auth: 'public',
    idempotent: true,
    summary: 'The customer requests the return',
    description: `${RULES} The return is created as POST /api/shipments/{id}/returns does, attributed to the portal; the shipper buys its label. An anonymous write: limited per client address (ANONYMOUS_WRITE_LIMIT), bad tokens included.`,
    params: tokenParam,
    body: CreateReturnSchema,
    responses: { 201: { description: 'The return’s tracking number.', schema: PortalReturnAnswerSchema }, 409: { description: RULES } },
  },
];
