import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, NotImplementedException, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  ChangeProviderAccountSchema,
  ConnectProviderAccountSchema,
  PROVIDER_CREDENTIAL_NAMES,
  PROVIDER_DISPLAY_NAMES,
  providerAccountKey,
  ReplaceProviderCredentialsSchema,
  type EventStore,
  type ManagedProviderId,
  type ProviderAccountList,
  type ProviderAccountView,
} from '@waypost/contracts';
import { listProviderAccounts, type ProviderAccountRow } from '@waypost/projections';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf } from '../platform/auth/permissions';
import { commandContext, type CommandContext } from '../platform/event-store/command-context';
import { derivedId } from '../platform/event-store/ids';
import { RequestId } from '../platform/http/request-context';
import { parseOrThrow } from '../platform/http/validation';
import { DB, EVENT_STORE } from '../platform/tokens';
import { ChangeProviderAccountCommand } from './commands/change-provider-account.command';
import type { ProviderAccountResult } from './commands/change-provider-account.handler';
import { foldProviderAccount, type ProviderAccountCommand } from './domain/provider-account';
import { ProviderAccountsSync } from './provider-accounts-sync';
import { PROVIDER_WEBHOOK_PATH } from './provider-webhooks';
import { PROVIDER_REGISTRY } from './providers/provider.tokens';
import type { ProviderRegistry } from './providers/provider-registry';
import type { ResilientProvider } from './providers/resilient-provider';

// ── /api/admin/provider-accounts: real shipping provider accounts, managed by admins (issue 27, item 6) ──
// Every change is a command on the account's stream; the credentials go into its events (sealed by the store) and
// nowhere else: not the request hash, not a log line, not an answer. Each process reloads accounts on its own
// (provider-accounts-sync.ts); the answers here say whether this one has.

const KEY = /^(karrio|easypost|shippo|dhl-direct|ups-direct|fedex-direct)\.[a-z0-9][a-z0-9-]{0,31}$/;

@Controller('api/admin/provider-accounts')
@Roles('admin')
export class ProviderAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sync: ProviderAccountsSync,
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROVIDER_REGISTRY) private readonly registry: ProviderRegistry,
  ) {}

  @Get()
  async list(): Promise<ProviderAccountList> {
    const managed = (await listProviderAccounts(this.pool)).map((row) => this.view(row));
    // the environment's accounts ('default'), as this process has them: read-only here
    const fromEnv = this.registry
      .list()
      .filter((p) => p.account.accountId === 'default')
      .map((p) => this.environmentView(p));
    return { accounts: [...managed, ...fromEnv].sort((a, b) => (a.key < b.key ? -1 : 1)) };
  }

  @Post()
  async connect(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<ProviderAccountView> {
    const input = parseOrThrow(ConnectProviderAccountSchema, body);
    this.requireSealingStore();
    const key = providerAccountKey(input.provider, input.account);
    const ctx = this.ctx(user, requestId, { ...input, credentials: Object.keys(input.credentials) });
    const result = await this.execute(
      {
        type: 'ConnectProviderAccount',
        data: {
          key,
          providerId: input.provider,
          accountId: input.account,
          label: input.label || `${PROVIDER_DISPLAY_NAMES[input.provider]} ${input.account}`,
          mode: input.mode,
          baseUrl: input.baseUrl ?? null,
          connectionId: derivedId(ctx.commandId, 'provider-connection'),
          credentials: input.credentials,
          by: user.id,
          now: ctx.now,
        },
      },
      ctx,
    );
    return this.answer(key, result);
  }

  @Put(':key')
  async change(@Param('key') key: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<ProviderAccountView> {
    const input = parseOrThrow(ChangeProviderAccountSchema, body);
    this.checkKey(key);
    const ctx = this.ctx(user, requestId, input);
    return this.answer(key, await this.execute({ type: 'ChangeProviderAccount', data: { key, ...input, by: user.id, now: ctx.now } }, ctx));
  }

  @Put(':key/credentials')
  async replaceCredentials(@Param('key') key: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<ProviderAccountView> {
    const input = parseOrThrow(ReplaceProviderCredentialsSchema, body);
    this.checkKey(key);
    this.requireSealingStore();
    const ctx = this.ctx(user, requestId, { credentials: Object.keys(input.credentials) });
    return this.answer(key, await this.execute({ type: 'ReplaceProviderCredentials', data: { key, credentials: input.credentials, by: user.id, now: ctx.now } }, ctx));
  }

  @Delete(':key')
  @HttpCode(204)
  async remove(@Param('key') key: string, @CurrentUser() user: RequestUser, @RequestId() requestId: string): Promise<void> {
    this.checkKey(key);
    const ctx = this.ctx(user, requestId);
    const result = await this.execute({ type: 'RemoveProviderAccount', data: { key, by: user.id, now: ctx.now } }, ctx);
    this.sync.apply(key, foldProviderAccount(result.events));
  }

  // ── helpers ──

  /** Only the PostgreSQL event store seals credentials; EventStoreDB would keep them in the clear. */
  private requireSealingStore(): void {
    if (this.store.kind !== 'postgres')
      throw new NotImplementedException('Credentials are sealed by the PostgreSQL event store only; with EventStoreDB, configure provider accounts in the environment');
  }

  /** An environment account or an unknown key: 404 (the environment's are changed where they are configured). */
  private checkKey(key: string): void {
    if (!KEY.test(key)) throw new NotFoundException(`Provider account ${key} not found`);
  }

  private ctx(user: RequestUser, requestId: string, body?: unknown): CommandContext {
    return commandContext({ actor: actorOf(user), requestId, ...(body !== undefined ? { body } : {}) });
  }

  private async execute(command: ProviderAccountCommand, ctx: CommandContext): Promise<ProviderAccountResult> {
    return this.commands.execute(new ChangeProviderAccountCommand(command, ctx));
  }

  /** The account as its stream stands after the command (the read model follows a moment later). */
  private async answer(key: string, result: ProviderAccountResult): Promise<ProviderAccountView> {
    this.sync.apply(key, foldProviderAccount(result.events)); // this process uses it at once, the others within seconds
    const row = accountRowOf(key, result);
    if (!row) throw new NotFoundException(`Provider account ${key} not found`);
    return this.view(row);
  }

  private view(row: ProviderAccountRow): ProviderAccountView {
    const p = this.registry.get(row.key);
    const active = Boolean(p) && row.enabled && this.sync.hasLoaded(row.key, row.streamVersion);
    return {
      key: row.key,
      provider: row.providerId,
      providerName: PROVIDER_DISPLAY_NAMES[row.providerId],
      account: row.accountId,
      label: row.label,
      mode: row.mode,
      baseUrl: row.baseUrl,
      enabled: row.enabled,
      source: 'dashboard',
      credentialsSet: row.credentialsSet,
      credentialsUpdatedAt: row.credentialsUpdatedAt,
      connectedAt: row.connectedAt,
      updatedAt: row.updatedAt,
      active,
      circuit: p ? p.state : null,
      webhookPath: p?.capabilities.trackPush ? PROVIDER_WEBHOOK_PATH.replace(':provider', row.key) : null,
    };
  }

  private environmentView(p: ResilientProvider): ProviderAccountView {
    const providerId = p.id as ManagedProviderId;
    return {
      key: p.id,
      provider: providerId,
      providerName: PROVIDER_DISPLAY_NAMES[providerId],
      account: 'default',
      label: `${PROVIDER_DISPLAY_NAMES[providerId]} (environment)`,
      mode: p.account.mode,
      baseUrl: p.account.baseUrl,
      enabled: true,
      source: 'environment',
      credentialsSet: PROVIDER_CREDENTIAL_NAMES.filter((n) => Object.hasOwn(p.account.credentials, n)),
      credentialsUpdatedAt: null,
      connectedAt: null,
      updatedAt: null,
      active: true,
      circuit: p.state,
      webhookPath: p.capabilities.trackPush ? PROVIDER_WEBHOOK_PATH.replace(':provider', p.id) : null,
    };
  }
}

/** The read model's row of an account, from its events (what the projection will write); null when removed. */
function accountRowOf(key: string, result: ProviderAccountResult): ProviderAccountRow | null {
  const state = foldProviderAccount(result.events);
  if (state.status !== 'connected') return null;
  let connectedAt = '';
  let updatedAt = '';
  let credentialsUpdatedAt: string | null = null;
  for (const e of result.events) {
    if (e.type === 'ProviderAccountConnected') connectedAt = updatedAt = credentialsUpdatedAt = e.data.connectedAt;
    else if (e.type === 'ProviderAccountChanged') updatedAt = e.data.changedAt;
    else if (e.type === 'ProviderAccountCredentialsReplaced') updatedAt = credentialsUpdatedAt = e.data.replacedAt;
  }
  return {
    key,
    providerId: state.providerId,
    accountId: state.accountId,
    label: state.label,
    mode: state.mode,
    baseUrl: state.baseUrl,
    enabled: state.enabled,
    credentialsSet: PROVIDER_CREDENTIAL_NAMES.filter((n) => typeof state.credentials[n] === 'string'),
    credentialsUpdatedAt,
    connectedAt,
    updatedAt,
    streamVersion: result.version,
  };
}
