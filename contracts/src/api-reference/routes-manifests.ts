import { z } from 'zod';
import { LanguageQuerySchema } from '../languages';
import { CreateManifestSchema, MANIFEST_ROWS_PER_PAGE, ManifestListSchema, ManifestPreviewQuerySchema, ManifestPreviewSchema, ManifestViewSchema } from '../manifests';
import type { ApiRoute } from './route';

// ── End-of-day manifests (scan forms), issue 28 item 6 ───────────────────────

const manifestParam = z.object({ id: z.string().meta({ description: 'The manifest id (another shipper’s answers 404).' }) });
const LISTS =
  'It lists the caller’s shipments booked with the carrier on the ship date (UTC day of the label), label standing (not voided), not yet picked up and on no manifest yet. ' +
  'A listed shipment is closed: it can no longer be voided, cancelled, re-booked or listed again (409 naming the manifest).';

export const MANIFEST_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/manifests',
    operationId: 'listManifests',
    tag: 'Manifests',
    auth: ['shipper'],
    summary: 'The caller’s end-of-day manifests',
    responses: { 200: { description: 'Newest first.', schema: ManifestListSchema } },
  },
  {
    method: 'get',
    path: '/api/manifests/preview',
    operationId: 'previewManifest',
    tag: 'Manifests',
    auth: ['shipper'],
    summary: 'What a manifest of this carrier and ship date would list now',
    description: LISTS,
    query: ManifestPreviewQuerySchema,
    responses: { 200: { description: 'The shipments and totals it would list (nothing is changed).', schema: ManifestPreviewSchema } },
  },
  {
    method: 'post',
    path: '/api/manifests',
    operationId: 'createManifest',
    tag: 'Manifests',
    auth: ['shipper'],
    idempotent: true,
    summary: 'Close a carrier’s day: create its manifest',
    description: `${LISTS} Two manifests made at once never list the same shipment: each shipment is closed on its own stream first.`,
    body: CreateManifestSchema,
    responses: {
      201: { description: 'Created, with the shipments it closed.', schema: ManifestViewSchema },
      422: { description: 'No shipment is waiting for a manifest of this carrier and day (issues name each shipment that was refused, and why).' },
    },
  },
  {
    method: 'get',
    path: '/api/manifests/{id}',
    operationId: 'getManifest',
    tag: 'Manifests',
    auth: ['shipper'],
    summary: 'One of the caller’s manifests',
    params: manifestParam,
    responses: { 200: { description: 'The manifest and its shipments.', schema: ManifestViewSchema } },
  },
  {
    method: 'get',
    path: '/api/manifests/{id}/pdf',
    operationId: 'getManifestPdf',
    tag: 'Manifests',
    auth: ['shipper'],
    summary: 'The manifest as a PDF (scan form)',
    description: `${MANIFEST_ROWS_PER_PAGE} shipments a page, with the carrier, ship date, shipper, totals and a Code 128 barcode of the manifest id. In the language of \`lang\` (else the waypost_lang cookie, else Accept-Language) plus English.`,
    params: manifestParam,
    query: LanguageQuerySchema,
    responses: { 200: { description: 'The PDF as an attachment.', mediaType: 'application/pdf' } },
  },
];
