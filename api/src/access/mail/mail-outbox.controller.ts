import { Controller, Get, Query } from '@nestjs/common';
import { OutboxQuerySchema, type OutboxMail, type Page } from '@waypost/contracts';
import { parseOrThrow } from '../../platform/http/validation';
import { CurrentUser, Roles, type RequestUser } from '../../platform/auth/auth.decorators';
import { PageCursors, filtersOf } from '../../platform/http/pagination';
import { MailOutbox } from './mail-outbox';

/** GET /api/admin/mail/outbox?to=&limit=: the mail the platform wrote, newest first (admins; `waypost mail outbox`). */
@Controller('api/admin/mail')
@Roles('admin')
export class MailOutboxController {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly cursors: PageCursors,
  ) {}

  @Get('outbox')
  async list(@Query() query: unknown, @CurrentUser() admin: RequestUser): Promise<OutboxMail[] | Page<OutboxMail>> {
    const q = parseOrThrow(OutboxQuerySchema, query ?? {});
    const request = this.cursors.read<OutboxMail>({ list: 'mail-outbox', caller: admin.id, filters: filtersOf(q) }, q);
    return request.answer(await this.outbox.list({ to: q.to }, request.page));
  }
}
