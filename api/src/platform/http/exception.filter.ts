import { STATUS_CODES } from 'node:http';
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WrongExpectedVersionError, type ApiErrorBody } from '@waypost/contracts';
import type { Logger } from '../logger';
import { databaseUnavailable } from './database-unavailable';
import { routeLabel } from './request-log';

/** Domain errors carry a `name`; this table turns them into HTTP answers. */
const DOMAIN_ERRORS = new Map<string, { status: number; error: string }>([
  ['ShipmentConflictError', { status: 409, error: 'Conflict' }],
  ['ShipmentNotFoundError', { status: 404, error: 'Not Found' }],
  ['RateNotFoundError', { status: 404, error: 'Not Found' }],
  ['InquiryConflictError', { status: 409, error: 'Conflict' }],
  ['InquiryNotFoundError', { status: 404, error: 'Not Found' }],
  ['WebhookEndpointNotFoundError', { status: 404, error: 'Not Found' }],
  ['ProviderAccountNotFoundError', { status: 404, error: 'Not Found' }],
  ['ProviderAccountExistsError', { status: 409, error: 'Conflict' }],
  ['ProviderAccountInvalidError', { status: 400, error: 'Bad Request' }],
  ['AddressBookEntryNotFoundError', { status: 404, error: 'Not Found' }],
  ['AddressBookInvalidError', { status: 400, error: 'Bad Request' }],
  ['ConflictError', { status: 409, error: 'Conflict' }],
  ['NotFoundError', { status: 404, error: 'Not Found' }],
  ['IdempotencyKeyReusedError', { status: 422, error: 'Unprocessable Entity' }],
  ['LaneNotServedError', { status: 422, error: 'Unprocessable Entity' }],
  ['ManifestEmptyError', { status: 422, error: 'Unprocessable Entity' }],
  ['PickupInvalidError', { status: 422, error: 'Unprocessable Entity' }],
  ['ShipmentInvalidError', { status: 400, error: 'Bad Request' }],
]);

export interface SpaFallback {
  /** Sends the web app's index.html for browser navigations to client-side routes. */
  (request: FastifyRequest, reply: FastifyReply): boolean;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spaFallback?: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    if (body.statusCode === 404 && this.spaFallback?.(request, reply)) return;
    if (body.statusCode === 503 && !(exception instanceof HttpException)) {
      // The database is down: one line per request, not a stack trace each, and a hint when to come back.
      // The route's pattern, never its URL: ids and query strings may be personal data.
      this.logger.warn(`${request.method} ${routeLabel(request)}: 503, database unavailable (${(exception as Error)?.message})`, { requestId: request.id });
      void reply.header('retry-after', '2');
    } else if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${routeLabel(request)}: ${(exception as Error)?.stack ?? String(exception)}`, { requestId: request.id });
    }
    void reply.code(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ApiErrorBody {
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const status = exception.getStatus();
      if (typeof response === 'object' && response !== null && 'message' in response) {
        const r = response as Partial<ApiErrorBody> & { message: unknown };
        return {
          statusCode: status,
          error: r.error ?? exception.name,
          message: Array.isArray(r.message) ? r.message.join('; ') : String(r.message),
          ...(r.issues ? { issues: r.issues } : {}),
        };
      }
      // Fastify's refusals of the body itself (invalid JSON, too large, unsupported content-type) arrive as plain strings.
      return { statusCode: status, error: STATUS_CODES[status] ?? exception.name, message: bodyMessage(status, String(response), request) };
    }
    if (exception instanceof WrongExpectedVersionError) return { statusCode: 409, error: 'Conflict', message: exception.message };
    const name = (exception as Error)?.name;
    const mapped = typeof name === 'string' ? DOMAIN_ERRORS.get(name) : undefined;
    if (mapped) {
      const issues = (exception as { issues?: ApiErrorBody['issues'] }).issues;
      return { statusCode: mapped.status, error: mapped.error, message: (exception as Error).message, ...(issues ? { issues } : {}) };
    }
    const unavailable = databaseUnavailable(exception, request.method);
    if (unavailable) return unavailable;
    // Fastify's own errors (body too large, bad JSON) carry a statusCode.
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request', message: bodyMessage(statusCode, (exception as Error).message, request) };
    }
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Nothing was changed.' };
  }
}

/** Fastify says only 'Unsupported Media Type': say which content-type came and which one the API reads. */
function bodyMessage(status: number, message: string, request: FastifyRequest): string {
  if (status !== 415) return message;
  const sent = String(request.headers['content-type'] ?? '').slice(0, 100);
  return `Unsupported Media Type: send the request body as JSON (content-type: application/json)${sent ? `, not as ${sent}` : '; the request has no content-type'}`;
}
