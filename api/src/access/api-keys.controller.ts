import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CreateApiKeySchema, UUID_PATTERN, type ApiKeyInfo, type CreatedApiKey } from '@waypost/contracts';
import { CurrentUser, KeyScope, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf } from '../platform/auth/permissions';
import { commandContext } from '../platform/event-store/command-context';
import { parseOrThrow } from '../platform/http/validation';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyCommand } from './commands/create-api-key.command';
import { RevokeApiKeyCommand } from './commands/revoke-api-key.command';
import { RequestId } from '../platform/http/request-context';

// ── /api/auth/keys: the signed-in owner's API keys (a session or the CLI's token; never an API key itself) ──

@Controller('api/auth/keys')
@KeyScope(null)
export class ApiKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly keys: ApiKeysService,
  ) {}

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<CreatedApiKey> {
    const input = parseOrThrow(CreateApiKeySchema, body);
    return this.commands.execute(new CreateApiKeyCommand(user.id, user.role, input, commandContext({ actor: actorOf(user), requestId })));
  }

  @Get()
  list(@CurrentUser() user: RequestUser): Promise<ApiKeyInfo[]> {
    return this.keys.list(user.id);
  }

  @Delete(':id')
  async revoke(@Param('id') id: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<ApiKeyInfo> {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException('No such API key');
    await this.commands.execute(new RevokeApiKeyCommand(user.id, id, commandContext({ actor: actorOf(user), requestId })));
    const key = await this.keys.get(user.id, id);
    if (!key) throw new NotFoundException('No such API key');
    return key;
  }
}
