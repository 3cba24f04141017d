import { z } from 'zod';
import { ExportQuerySchema, ReplayRequestSchema, StreamAtQuerySchema, StreamListQuerySchema } from '../audit';
import { ActivateCrisisSchema, HumanOverrideSchema, ResolveCrisisSchema, ShippingPreferenceSchema } from '../autonomy';
import { DecisionListQuerySchema } from '../autonomy-views';
import { AnyJsonArray, AnyJsonObject, idParam, type ApiRoute } from './route';
import { HealthSchema, PlatformConfigSchema } from './responses';

// ── Operations: health, read models, the admin's figures, autonomy, audit, and this reference ──

const ReadinessCheckSchema = z.object({ name: z.string(), ok: z.boolean(), detail: z.string(), ms: z.number().int().meta({ description: 'How long the check took.' }) });
export const ReadySchema = z.object({ status: z.literal('ready'), checks: z.array(ReadinessCheckSchema) }).meta({ id: 'Ready' });
export const NotReadySchema = z
  .object({ statusCode: z.literal(503), error: z.string(), message: z.string(), status: z.literal('not_ready'), checks: z.array(ReadinessCheckSchema) })
  .meta({ id: 'NotReady', description: 'The error body, plus every check and its outcome.' });

const ProjectionStatusListSchema = z
  .array(
    z.looseObject({
      name: z.string(),
      status: z.enum(['live', 'catching_up', 'standby', 'rebuilding', 'stopped', 'error']),
      checkpoint: z.object({ txid: z.string(), position: z.string() }),
      lagEvents: z.number().int().meta({ description: 'Events of its types it still has to fold.' }),
      lastError: z.string().optional(),
    }),
  )
  .meta({ id: 'ProjectionStatusList' });

const streamId = z.object({ streamId: z.string().max(300).meta({ description: 'A stream id, such as shipment-<uuid>.' }) });

export const OPERATIONS_ROUTES: ApiRoute[] = [
  {
    method: 'get', path: '/api/health', operationId: 'getHealth', tag: 'Operations', auth: 'public',
    summary: 'Is the API up', responses: { 200: { description: 'Up, with the event store and database in use.', schema: HealthSchema } },
  },
  {
    method: 'get', path: '/api/health/live', operationId: 'getLiveness', tag: 'Operations', auth: 'public',
    summary: 'Liveness: the process answers', description: 'Checks nothing else: a database outage must not get the process restarted.',
    responses: { 200: { description: 'Alive.', schema: z.object({ status: z.literal('ok') }).meta({ id: 'Live' }) } },
  },
  {
    method: 'get', path: '/api/health/ready', operationId: 'getReadiness', tag: 'Operations', auth: 'public',
    summary: 'Readiness: PostgreSQL, the event store, the bus and the read models’ lag',
    description: 'Each check is bounded (2 s). Load balancers route only to instances answering 200.',
    responses: { 200: { description: 'Ready: every check passed.', schema: ReadySchema }, 503: { description: 'Not ready: the message names the failing checks.', schema: NotReadySchema } },
  },
  {
    method: 'get', path: '/api/platform/config', operationId: 'getPlatformConfig', tag: 'Operations', auth: 'public',
    summary: 'Settings the web app needs', responses: { 200: { description: 'Settings.', schema: PlatformConfigSchema } },
  },
  {
    method: 'get', path: '/api/openapi.json', operationId: 'getOpenApiDocument', tag: 'Operations', auth: 'public',
    summary: 'This reference as an OpenAPI 3.1 document', responses: { 200: { description: 'The OpenAPI document.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/docs', operationId: 'getApiDocs', tag: 'Operations', auth: 'public',
    summary: 'This reference, interactive (Swagger UI)', responses: { 200: { description: 'The reference page.', mediaType: 'text/html' } },
  },
  {
    method: 'get', path: '/api/docs/assets/{file}', operationId: 'getApiDocsAsset', tag: 'Operations', auth: 'public',
    summary: 'Scripts and styles of the reference page', params: z.object({ file: z.string() }),
    responses: { 200: { description: 'The file (JavaScript or CSS).', mediaType: ['text/javascript', 'text/css'] } },
  },
  {
    method: 'get', path: '/api/events/{streamId}', operationId: 'getStreamEvents', tag: 'Operations', auth: ['admin', 'auditor'],
    summary: 'A stream’s events', params: streamId, responses: { 200: { description: 'The events, oldest first.', schema: AnyJsonArray } },
  },
  {
    method: 'get', path: '/api/projections', operationId: 'getProjections', tag: 'Operations', auth: ['admin'],
    summary: 'Read models and their checkpoints', responses: { 200: { description: 'Each projection’s status, checkpoint and lag.', schema: ProjectionStatusListSchema } },
  },
  {
    method: 'post', path: '/api/projections/{name}/rebuild', operationId: 'rebuildProjection', tag: 'Operations', auth: ['admin'],
    summary: 'Rebuild a read model', params: z.object({ name: z.string().max(100) }),
    responses: { 202: { description: 'Rebuild requested.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/admin/metrics', operationId: 'getAdminMetrics', tag: 'Admin', auth: ['admin'],
    summary: 'Business figures for the admin dashboard', responses: { 200: { description: 'Figures.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/admin/analytics', operationId: 'getAdminAnalytics', tag: 'Admin', auth: ['admin'],
    summary: 'Analytics for the admin dashboard', responses: { 200: { description: 'Analytics.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/metrics', operationId: 'getPrometheusMetrics', tag: 'Admin', auth: ['admin'],
    summary: 'Prometheus metrics (scrape with an admin API token)', responses: { 200: { description: 'Prometheus text exposition.', mediaType: 'text/plain' } },
  },
  // Autonomy (admins)
  {
    method: 'get', path: '/api/autonomous/intelligence', operationId: 'getAutonomyIntelligence', tag: 'Autonomy', auth: ['admin'],
    summary: 'What the dispatcher knows and decides', responses: { 200: { description: 'Figures and state.', schema: AnyJsonObject } },
  },
  {
    method: 'post', path: '/api/autonomous/override', operationId: 'overrideAutomation', tag: 'Autonomy', auth: ['admin'],
    summary: 'A human override', body: HumanOverrideSchema, responses: { 200: { description: 'Applied.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/autonomous/overrides', operationId: 'listOverrides', tag: 'Autonomy', auth: ['admin'],
    summary: 'Overrides so far', responses: { 200: { description: 'Newest first.', schema: AnyJsonArray } },
  },
  {
    method: 'post', path: '/api/autonomous/crisis', operationId: 'activateCrisis', tag: 'Autonomy', auth: ['admin'],
    summary: 'Declare a crisis', body: ActivateCrisisSchema, responses: { 201: { description: 'Declared.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/autonomous/crisis', operationId: 'listCrises', tag: 'Autonomy', auth: ['admin'],
    summary: 'Crises', responses: { 200: { description: 'Active and past crises.', schema: AnyJsonArray } },
  },
  {
    method: 'post', path: '/api/autonomous/crisis/{id}/resolve', operationId: 'resolveCrisis', tag: 'Autonomy', auth: ['admin'],
    summary: 'Resolve a crisis', params: idParam('crisis'), body: ResolveCrisisSchema, responses: { 200: { description: 'Resolved.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/autonomous/decisions', operationId: 'listDecisions', tag: 'Autonomy', auth: ['admin'],
    summary: 'The dispatcher’s decisions', query: DecisionListQuerySchema, responses: { 200: { description: 'Newest first.', schema: AnyJsonArray } },
  },
  {
    method: 'get', path: '/api/autonomous/queue', operationId: 'getDispatchQueue', tag: 'Autonomy', auth: ['admin'],
    summary: 'Shipments waiting for the dispatcher', responses: { 200: { description: 'The queue.', schema: AnyJsonArray } },
  },
  {
    method: 'get', path: '/api/notifications', operationId: 'listNotifications', tag: 'Autonomy', auth: 'signed-in',
    summary: 'The caller’s notifications', responses: { 200: { description: 'Newest first.', schema: AnyJsonArray } },
  },
  {
    method: 'get', path: '/api/preferences/shipping', operationId: 'getShippingPreference', tag: 'Autonomy', auth: 'signed-in',
    summary: 'What the dispatcher optimises for on the caller’s shipments', responses: { 200: { description: 'The preference.', schema: AnyJsonObject } },
  },
  {
    method: 'put', path: '/api/preferences/shipping', operationId: 'setShippingPreference', tag: 'Autonomy', auth: 'signed-in',
    summary: 'Set the caller’s carrier preference', body: ShippingPreferenceSchema, responses: { 200: { description: 'Saved.', schema: AnyJsonObject } },
  },
  // Audit (auditors read; admins also import and forget)
  {
    method: 'get', path: '/api/audit/streams', operationId: 'listAuditStreams', tag: 'Audit', auth: ['auditor', 'admin'],
    summary: 'Streams in the event log', query: StreamListQuerySchema, responses: { 200: { description: 'A page of streams.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/audit/streams/{streamId}', operationId: 'getAuditStream', tag: 'Audit', auth: ['auditor', 'admin'],
    summary: 'A stream as of a time or version', params: streamId, query: StreamAtQuerySchema,
    responses: { 200: { description: 'Its events and folded state.', schema: AnyJsonObject } },
  },
  {
    method: 'get', path: '/api/audit/export', operationId: 'exportHistory', tag: 'Audit', auth: ['auditor', 'admin'],
    summary: 'Export the event log (NDJSON, with a checksum line)', query: ExportQuerySchema,
    responses: { 200: { description: 'One event per line, then the checksum.', mediaType: 'application/x-ndjson' } },
  },
  {
    method: 'post', path: '/api/audit/import', operationId: 'importHistory', tag: 'Audit', auth: ['admin'],
    summary: 'Import an export into an empty store', bodyMediaType: 'application/x-ndjson',
    responses: { 201: { description: 'Imported.', schema: AnyJsonObject }, 409: { description: 'The store is not empty.' } },
  },
  {
    method: 'post', path: '/api/audit/replays', operationId: 'replayProjections', tag: 'Audit', auth: ['auditor', 'admin'],
    summary: 'Replay read models from the log', body: ReplayRequestSchema,
    responses: { 202: { description: 'Started.', schema: AnyJsonObject }, 409: { description: 'A replay is running.' } },
  },
  {
    method: 'get', path: '/api/audit/replays', operationId: 'listReplays', tag: 'Audit', auth: ['auditor', 'admin'],
    summary: 'Replays so far', responses: { 200: { description: 'Replays.', schema: AnyJsonArray } },
  },
  {
    method: 'get', path: '/api/audit/replays/{id}', operationId: 'getReplay', tag: 'Audit', auth: ['auditor', 'admin'],
    summary: 'A replay', params: z.object({ id: z.string() }), responses: { 200: { description: 'Its progress and verification.', schema: AnyJsonObject } },
  },
  {
    method: 'post', path: '/api/audit/forget/{userId}', operationId: 'forgetUser', tag: 'Audit', auth: ['admin'],
    summary: 'Erase a user’s personal data (crypto-shredding)', params: z.object({ userId: z.string().max(200) }),
    responses: { 202: { description: 'Forgotten.', schema: AnyJsonObject } },
  },
];
