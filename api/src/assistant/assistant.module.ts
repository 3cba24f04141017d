import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES } from '@waypost/contracts';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/tokens';
import './assistant-personal-data';
import { AssistantChatService } from './assistant-chat.service';
import { AssistantController } from './assistant.controller';
import { ASSISTANT_CLOCK, MODEL_BUDGET, OPENAI_CHAT, OPENAI_OPTIONS, OPENAI_VISION } from './assistant.tokens';
import { ModelBudget } from './domain/model-budget';
import { RequestHandoffHandler } from './commands/request-handoff.handler';
import { ItemRecognitionService } from './item-recognition.service';
import { OpenAiChat, type OpenAiOptions } from './openai/openai-chat';
import { OpenAiVision } from './openai/openai-vision';
import { AssistantTools } from './tools/assistant-tools';
import { AssistantConversations } from './conversations/assistant-conversations';
import { ASSISTANT_MIGRATIONS } from './assistant.migration';
import { AccessModule } from '../access/access.module';

/** Image routes carry up to 5 MB decoded (about 6.7 MB of base64): only they get a larger body limit. */
const IMAGE_ROUTES = new Set(['/api/ai/recognize', '/api/ai/analyze-item']);
const IMAGE_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

const openAiOptions = (c: AppConfig): OpenAiOptions | null =>
  c.OPENAI_API_KEY ? { apiKey: c.OPENAI_API_KEY, ...(c.OPENAI_BASE_URL ? { baseURL: c.OPENAI_BASE_URL } : {}), model: c.OPENAI_MODEL, timeoutMs: 30_000, maxRetries: 1 } : null;

@Module({
  imports: [AccessModule],
  controllers: [AssistantController],
  providers: [
    { provide: ASSISTANT_CLOCK, useValue: () => new Date() },
    // 30 model calls per client (user, else IP) per 10 minutes; beyond that the offline assistant answers.
    { provide: MODEL_BUDGET, useValue: new ModelBudget({ limit: 30, windowMs: 10 * 60_000 }) },
    { provide: OPENAI_OPTIONS, inject: [APP_CONFIG], useFactory: openAiOptions },
    { provide: OPENAI_CHAT, inject: [OPENAI_OPTIONS], useFactory: (o: OpenAiOptions | null) => (o ? new OpenAiChat(o) : null) },
    { provide: OPENAI_VISION, inject: [OPENAI_OPTIONS], useFactory: (o: OpenAiOptions | null) => (o ? new OpenAiVision(o) : null) },
    AssistantTools,
    AssistantConversations,
    AssistantChatService,
    ItemRecognitionService,
    RequestHandoffHandler,
  ],
})
export class AssistantModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = ASSISTANT_MIGRATIONS;

  // Runs while Nest builds the module graph, before app.init() registers the routes.
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    fastify?.addHook('onRoute', (route) => {
      if (IMAGE_ROUTES.has(route.url)) route.bodyLimit = IMAGE_BODY_LIMIT;
    });
  }
}
