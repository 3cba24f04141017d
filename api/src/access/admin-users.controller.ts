import { BadRequestException, Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminUsersQuerySchema, ChangeRoleSchema, UUID_PATTERN, type AdminUserRow, type Page, type RoleChangeAnswer } from '@waypost/contracts';
import { parseOrThrow } from '../platform/http/validation';
import { PageCursors, filtersOf } from '../platform/http/pagination';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { commandContext } from '../platform/event-store/command-context';
import { ChangeRoleCommand, type ChangeRoleResult } from './commands/change-role.command';
import { UsersRepository } from './users.repository';
import { RequestId } from '../platform/http/request-context';

/**
 * GET /api/admin/users: the accounts and their roles; PUT /api/admin/users/:id/role: an admin grants or changes a role
 * (RoleChanged on the account's stream). Used by the admin page and `waypost users role`.
 */
@Controller('api/admin/users')
@Roles('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersRepository,
    private readonly commands: CommandBus,
    private readonly cursors: PageCursors,
  ) {}

  @Get()
  async list(@Query() query: unknown, @CurrentUser() admin: RequestUser): Promise<AdminUserRow[] | Page<AdminUserRow>> {
    const q = parseOrThrow(AdminUsersQuerySchema, query ?? {});
    const request = this.cursors.read<AdminUserRow>({ list: 'admin-users', caller: admin.id, filters: filtersOf(q) }, q);
    return request.answer(await this.users.list({ q: q.q }, request.page));
  }

  @Put(':id/role')
  async changeRole(@Param('id') id: string, @Body() body: unknown, @CurrentUser() admin: RequestUser, @RequestId() requestId: string): Promise<RoleChangeAnswer> {
    if (!UUID_PATTERN.test(id))
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request: id must be a user id',
        issues: [{ field: 'id', message: 'must be a user id' }],
      });
    const { role } = parseOrThrow(ChangeRoleSchema, body ?? {});
    if (id === admin.id && role !== 'admin') {
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request: role cannot take away your own admin role (ask another admin)',
        issues: [{ field: 'role', message: 'cannot take away your own admin role (ask another admin)' }],
      });
    }
    const ctx = commandContext({ actor: { kind: 'admin', id: admin.id }, requestId });
    const result: ChangeRoleResult = await this.commands.execute(new ChangeRoleCommand(id, role, { kind: 'admin', adminId: admin.id }, ctx));
    return { id, ...result };
  }
}
