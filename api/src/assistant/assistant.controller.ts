import { Body, Controller, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnalyzeItemRequestSchema,
  ChatRequestSchema,
  RecognizeItemRequestSchema,
  type ChatResponse,
  type ItemAnalysisResult,
  type ItemRecognitionResult,
} from '@waypost/contracts';
import { CurrentUser, Public, type RequestUser } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { requestLanguage } from '../platform/i18n/request-language';
import { clientAddressKey, setRateLimitHeaders } from '../platform/rate-limit/http-rate-limit';
import { AssistantChatService } from './assistant-chat.service';
import { toAnalysis } from './items/item-classifier';
import { ItemRecognitionService } from './item-recognition.service';
import type { ToolCaller } from './tools/assistant-tools';
import { RequestId } from '../platform/http/request-context';

// ── AI endpoints: chat (anyone; shipment data only for who may see it), recognition, analysis ──

/** Who spends model calls: the signed-in user, else the client address. */
const clientOf = (user: RequestUser | undefined, ip: string) => (user ? `user:${user.id}` : `ip:${clientAddressKey(ip)}`);

@Controller('api')
export class AssistantController {
  constructor(
    private readonly chat: AssistantChatService,
    private readonly recognition: ItemRecognitionService,
  ) {}

  @Public()
  @Post('ai/chat')
  @HttpCode(200)
  answer(
    @Body() body: unknown,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestId() requestId: string,
    @CurrentUser() user?: RequestUser,
  ): Promise<ChatResponse> {
    // A handoff is a write: its quota's RateLimit headers go on the answer (a refused one is told in the reply).
    const limitHeaders = (caller: ToolCaller) => {
      if (caller.handoffLimit) setRateLimitHeaders(reply, caller.handoffLimit, false);
    };
    // the offline assistant answers in the visitor's language (the waypost_lang cookie, else Accept-Language)
    return this.chat.answer(parseOrThrow(ChatRequestSchema, body), user, clientOf(user, ip), requestId, limitHeaders, requestLanguage(request));
  }

  /** The wizard's photo upload (signed-in: the wizard is). */
  @Post('ai/recognize')
  @HttpCode(200)
  async recognize(@Body() body: unknown, @Ip() ip: string, @CurrentUser() user?: RequestUser): Promise<ItemRecognitionResult> {
    const input = parseOrThrow(RecognizeItemRequestSchema, body);
    const image = this.recognition.checkDataUrl('imageData', input.imageData);
    return (await this.recognition.recognize(image, input.description, clientOf(user, ip))).result;
  }

  /** The AI shipping page's item card (open to anyone, like the page). */
  @Public()
  @Post('ai/analyze-item')
  @HttpCode(200)
  async analyze(@Body() body: unknown, @Ip() ip: string, @CurrentUser() user?: RequestUser): Promise<ItemAnalysisResult> {
    const input = parseOrThrow(AnalyzeItemRequestSchema, body);
    const image = input.imageBase64?.trim() ? this.recognition.checkBase64('imageBase64', input.imageBase64) : null;
    const { result, hsDescription } = await this.recognition.recognize(image, input.description, clientOf(user, ip));
    return toAnalysis(result, hsDescription);
  }
}
