import type { components } from '@waypost/client';

// Answers the CLI names by type, as the API's OpenAPI document states them (the generated client's schema).

/** One entry of GET /api/projections. */
export type ProjectionInfo = components['schemas']['ProjectionStatusList'][number];
/** A rebuild's progress (GET /api/projections, POST /api/projections/{name}/rebuild). */
export type RebuildProgress = components['schemas']['RebuildProgress'];
