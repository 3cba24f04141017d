import { API_ROUTES } from '@waypost/contracts';
import { buildOpenApiDocument } from './openapi-document';

// ── Shapes stated once: a schema that another answer holds is one component, referenced, never spelled out again ──

describe('the OpenAPI components', () => {
  const schemas = buildOpenApiDocument(API_ROUTES, 'test').components!.schemas! as Record<string, { properties?: Record<string, unknown> }>;

  it("holds the monitor's surge queue as the queue's own QueuedShipment", () => {
    expect(schemas.AutonomyIntelligence!.properties!.surgeQueue).toEqual({ type: 'array', items: { $ref: '#/components/schemas/QueuedShipment' } });
  });
});
