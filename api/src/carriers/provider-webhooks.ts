import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { DB, LOGGER } from '../platform/tokens';
import type { Logger } from '../platform/logger';
import { PROVIDER_REGISTRY } from './providers/provider.tokens';
import type { ProviderRegistry } from './providers/provider-registry';
import { commandBusPort } from './workers/command-bus-port';
import { ProviderParcels } from './workers/provider-parcels';
import { ProviderTrackingRecorder } from './workers/provider-tracking';

// ── POST /api/carriers/webhooks/{provider}: tracking pushed by a real provider (issue 27, item 4) ──
// The provider signs the exact bytes it sends, so this route reads the body raw (its own Fastify scope with a
// buffer parser; every other route keeps the JSON parser). A delivery whose signature does not verify gets 401 and
// changes nothing. A verified one becomes RecordTrackingEvent commands (ids from the provider's event ids: a
// redelivery, or an event also polled, appends nothing) and only then is its delivery id remembered; a failure to
// record answers 503, so the provider delivers it again.

export const PROVIDER_WEBHOOK_PATH = '/api/carriers/webhooks/:provider';

type Answer = { statusCode: number; body: Record<string, unknown> };

@Injectable()
export class ProviderWebhooks implements OnModuleInit {
  private readonly parcels: ProviderParcels;
  private readonly recorder: ProviderTrackingRecorder;
  private readonly log?: Logger;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(DB) pool: Pool,
    commands: CommandBus,
    @Inject(PROVIDER_REGISTRY) private readonly registry: ProviderRegistry,
    @Optional() @Inject(LOGGER) logger?: Logger,
  ) {
    this.parcels = new ProviderParcels(pool);
    this.recorder = new ProviderTrackingRecorder(commandBusPort(commands));
    this.log = logger?.child('provider-webhooks');
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return; // a worker process without HTTP
    void fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
      scope.post(PROVIDER_WEBHOOK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
        const { statusCode, body } = await this.receive(request);
        await reply.code(statusCode).header('cache-control', 'no-store').send(body);
      });
    });
  }

  /** Exposed for tests: the answer to one delivery. */
  async receive(request: Pick<FastifyRequest, 'params' | 'headers' | 'body'>): Promise<Answer> {
    const key = String((request.params as { provider?: unknown }).provider ?? '');
    const provider = this.registry.get(key);
    if (!provider?.parseWebhook) {
      return { statusCode: 404, body: { statusCode: 404, error: 'Not Found', message: `No provider account ${JSON.stringify(key.slice(0, 60))} takes tracking pushes here` } };
    }
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(request.headers)) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    const parsed = provider.parseWebhook({ headers, rawBody, now: Date.now() });
    if (!parsed.ok) return { statusCode: 401, body: { statusCode: 401, error: 'Unauthorized', message: `${provider.name} webhook refused: ${parsed.reason}` } };
    // a delivery is remembered only once it was recorded: one seen before needs nothing more
    if (await this.parcels.deliverySeen(key, parsed.providerEventId)) return { statusCode: 200, body: { received: true, duplicate: true, recorded: 0 } };
    let recorded = 0;
    try {
      for (const update of parsed.updates) {
        const parcel = await this.parcels.byTrackingNumber(key, update.trackingNumber);
        if (!parcel) continue; // not a parcel bought here: acknowledged, nothing to record
        const result = await this.recorder.record(key, parcel, update.events);
        recorded += result.recorded;
        if (result.final) await this.parcels.finish(key, parcel.trackingNumber, 'journey complete (pushed)');
      }
    } catch (error) {
      this.log?.warn(`${provider.name}: recording webhook ${parsed.providerEventId} failed: ${(error as Error).message}`);
      return { statusCode: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The delivery could not be recorded now; deliver it again' } };
    }
    await this.parcels.rememberDelivery(key, parsed.providerEventId);
    return { statusCode: 200, body: { received: true, duplicate: false, recorded } };
  }
}
