import { shipmentsProjection } from './shipments/shipments.projection';
import { trackingProjection } from './tracking/tracking.projection';
import type { Projection } from './projection';

export * from './projection';
export * from './runner';
export * from './shipments/shipments.projection';
export * from './shipments/shipments.queries';
export * from './tracking/tracking.projection';
export * from './tracking/tracking.queries';

/** Every read model, in the order the runner starts them. */
export const ALL_PROJECTIONS: Projection[] = [shipmentsProjection as Projection, trackingProjection as Projection];
