import { Controller, Get, Query } from '@nestjs/common';
import { OutboxQuerySchema, type OutboxMail } from '@waypost/contracts';
import { parseOrThrow } from '../../platform/http/validation';
import { Roles } from '../../platform/auth/auth.decorators';
import { MailOutbox } from './mail-outbox';

/** GET /api/admin/mail/outbox?to=&limit=: the mail the platform wrote, newest first (admins; `waypost mail outbox`). */
@Controller('api/admin/mail')
@Roles('admin')
export class MailOutboxController {
  constructor(private readonly outbox: MailOutbox) {}

  @Get('outbox')
  list(@Query() query: unknown): Promise<OutboxMail[]> {
    return this.outbox.list(parseOrThrow(OutboxQuerySchema, query ?? {}));
  }
}
