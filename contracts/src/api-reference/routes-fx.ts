import { FxReferenceRatesUploadResultSchema, FxReferenceRatesUploadSchema, FxTableSummarySchema } from '../exchange-rates';
import type { ApiRoute } from './route';

// ── The ECB reference-rate table quoting and compliance convert with (issue 26 item 6) ──

export const FX_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/fx/reference-rates',
    operationId: 'getFxReferenceRates',
    tag: 'Compliance',
    auth: 'public',
    summary: 'Exchange rates answers convert with',
    description: 'The ECB snapshot used today (with a warning when it is more than 7 days old) and the dates and sources of every snapshot held.',
    responses: { 200: { description: 'The snapshot of today and the table.', schema: FxTableSummarySchema } },
  },
  {
    method: 'post',
    path: '/api/fx/reference-rates',
    operationId: 'storeFxReferenceRates',
    tag: 'Compliance',
    auth: ['admin'],
    summary: 'Store ECB reference-rate snapshots',
    description:
      '`waypost fx update` sends the snapshots it read from the ECB XML; a date already held is replaced. Every snapshot needs a rate for each currency the platform converts.',
    body: FxReferenceRatesUploadSchema,
    responses: { 200: { description: 'How many snapshots were stored.', schema: FxReferenceRatesUploadResultSchema } },
  },
];
