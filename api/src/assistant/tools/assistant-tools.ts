import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { z } from 'zod';
import { findTracking, listShipmentsOfOwner } from '@waypost/projections';
import {
  ASSISTANT_MESSAGES,
  SHIPMENT_STATUS_LABELS,
  TRACKING_NUMBER_PATTERN,
  toCountryCode,
  toComplianceCategory,
  type AssistantToolName,
  type CreatedInquiry,
  type Role,
} from '@waypost/contracts';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { actorOf, isReadOnly } from '../../platform/auth/permissions';
import { ReadScopes } from '../../access/queries/read-scopes';
import { DB } from '../../platform/tokens';
import { commandContext } from '../../platform/event-store/command-context';
import { instantQuote, UnservedPlaceError } from '../../quoting/queries/instant-quote.query';
import { resolvePlace } from '../../catalogue/queries/places';
import { checkCompliance } from '../../compliance/queries/compliance-rules.queries';
import { identifyItem } from '../items/item-classifier';
import { HttpRateLimits } from '../../platform/rate-limit/http-rate-limit';
import type { RateLimitDecision, RateLimitPolicy } from '../../platform/rate-limit/rate-limiter';
import { handoffDescription, oneLine, type RecordedMessage } from '../domain/transcript';
import { RequestHandoffCommand } from '../commands/request-handoff.command';
import { OpenInquiryCommand } from '../../crm/commands/open-inquiry.command';

// ── The assistant's tools: our own queries and engines, with the caller's rights ──
// Both the OpenAI-compatible model (as function tools) and the offline assistant call exactly these.
// Over 300 lines: the tool definitions, their permission table and their implementations stay together, so that a
// tool cannot be added without its rights.

export interface ToolCaller {
  user?: RequestUser;
  now: Date;
  /**
   * The conversation as the server recorded it, then the message being answered. Never the client's
   * context.recentMessages: that is the client's copy, and a client can write anything into it.
   */
  transcript: RecordedMessage[];
  /** The HTTP request the chat came in (its commands' events carry it). */
  requestId?: string;
  /** who is asking (user id, else IP): bounds handoffs per client */
  client?: string;
  /** the handoff already made while answering this message (a model may ask twice) */
  handoff?: ToolResult;
  /** the handoff quota's verdict, when a handoff was asked for (its RateLimit headers go on the answer) */
  handoffLimit?: RateLimitDecision;
}

/** Handoffs per client and hour: each one writes an event or opens an inquiry. */
export const HANDOFFS_PER_HOUR = 5;
/** Counted in PostgreSQL: every API process shares the count. */
const HANDOFF_POLICY: RateLimitPolicy = { name: 'assistant-handoff', limit: HANDOFFS_PER_HOUR, windowSeconds: 3600 };

export type ToolResult = { ok: true; data: Record<string, unknown> } | { ok: false; error: string; message: string };

// ── What each tool changes, and who may cause it ─────────────────────────────
// A tool that writes is allowed to the roles of the HTTP routes that make the same change, never to a read-only
// account (the rule of AuditorReadOnlyGuard). The Record over every tool name makes a new tool say which it is.

export type ToolEffect = { kind: 'read' } | { kind: 'write'; roles: readonly Role[]; anonymous: boolean; action: string };

export const TOOL_EFFECTS: Record<AssistantToolName, ToolEffect> = {
  track_shipment: { kind: 'read' },
  list_my_shipments: { kind: 'read' },
  quote_parcel: { kind: 'read' },
  check_compliance: { kind: 'read' },
  // Signed in: opens an inquiry, as POST /api/inquiries (shipper) and POST /api/crm/inquiries (agent, admin) do.
  // Signed out: records AssistantHandoffRequested (the chat route itself is public).
  request_human_agent: { kind: 'write', roles: ['shipper', 'agent', 'admin'], anonymous: true, action: 'open a support ticket or hand this conversation to a person' },
};

const toolEffect = (name: string): ToolEffect | undefined => (Object.hasOwn(TOOL_EFFECTS, name) ? TOOL_EFFECTS[name as AssistantToolName] : undefined);

/** Why this caller may not run a tool that writes; null when it may. */
export function writeRefusal(name: string, user: RequestUser | undefined): ToolResult | null {
  const effect = toolEffect(name);
  if (!effect || effect.kind === 'read') return null;
  const allowed = user ? !isReadOnly(user) && effect.roles.includes(user.role) : effect.anonymous;
  return allowed ? null : { ok: false, error: 'read_only', message: ASSISTANT_MESSAGES.readOnlyRefusal(effect.action) };
}

const fail = (error: string, message: string): ToolResult => ({ ok: false, error, message });

const TrackArgs = z.object({ trackingNumber: z.string().trim().toUpperCase().regex(TRACKING_NUMBER_PATTERN, 'must look like 2PG-2024-000001') });
const QuoteArgs = z.object({
  from: z.string().trim().min(1).max(120),
  to: z.string().trim().min(1).max(120),
  weightKg: z.number().positive().max(1000).default(1),
  urgency: z.enum(['standard', 'express', 'overnight']).default('standard'),
  declaredValue: z.number().nonnegative().max(1_000_000).default(100),
});
const ComplianceArgs = z.object({
  description: z.string().trim().min(1).max(500),
  fromCountry: z.string().trim().min(1).max(60),
  toCountry: z.string().trim().min(1).max(60),
  declaredValue: z.number().nonnegative().max(100_000_000).default(100),
  currency: z.enum(['USD', 'EUR', 'GBP', 'CNY', 'CHF', 'JPY', 'AUD', 'CAD', 'KRW', 'SEK']).default('USD'),
  category: z.string().max(60).optional(),
});
const HandoffArgs = z.object({ summary: z.string().trim().min(1).max(500), email: z.string().trim().email().max(200).optional() });

/** JSON schemas of the tools, in the chat-completions `tools` format. */
export const TOOL_DEFINITIONS = [
  {
    type: 'function' as const,
    function: {
      name: 'track_shipment',
      description: 'Status, route and latest tracking event of one shipment by tracking number (format 2PG-YYYY-NNNNNN). Only shipments the signed-in user may see are found.',
      parameters: {
        type: 'object',
        properties: { trackingNumber: { type: 'string', description: 'e.g. 2PG-2024-000001' } },
        required: ['trackingNumber'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'list_my_shipments',
      description: "The signed-in user's most recent shipments (tracking number, status, route).",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'quote_parcel',
      description: "Carrier quotes for a parcel between two places ('city, country' or a country).",
      parameters: {
        type: 'object',
        properties: {
          from: { type: 'string' },
          to: { type: 'string' },
          weightKg: { type: 'number' },
          urgency: { type: 'string', enum: ['standard', 'express', 'overnight'] },
          declaredValue: { type: 'number', description: 'USD' },
        },
        required: ['from', 'to', 'weightKg'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'check_compliance',
      description: 'Whether an item may be shipped between two countries, its restrictions, required documents and estimated import duty and VAT.',
      parameters: {
        type: 'object',
        properties: {
          description: { type: 'string', description: 'what the item is' },
          fromCountry: { type: 'string' },
          toCountry: { type: 'string' },
          declaredValue: { type: 'number' },
          currency: { type: 'string', description: 'ISO code, default USD' },
        },
        required: ['description', 'fromCountry', 'toCountry'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'request_human_agent',
      description:
        'Hand the conversation to a human customer-service agent (opens a support inquiry for signed-in users). Use when the user asks for a person or the problem needs one.',
      parameters: {
        type: 'object',
        properties: { summary: { type: 'string', description: 'what the user needs, one or two sentences' }, email: { type: 'string' } },
        required: ['summary'],
        additionalProperties: false,
      },
    },
  },
];

/** 'Germany', 'DE', 'Berlin' or 'Lyon, France' -> one of the compliance engine's countries. */
export function complianceCountry(text: string) {
  const direct = toCountryCode(text);
  if (direct) return direct;
  const place = resolvePlace(text);
  return place.ok && place.place.resolvedBy !== 'default' ? toCountryCode(place.place.country) : undefined;
}

@Injectable()
export class AssistantTools {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly commands: CommandBus,
    private readonly limits: HttpRateLimits,
    private readonly scopes: ReadScopes,
  ) {}

  async run(name: AssistantToolName | string, args: unknown, caller: ToolCaller): Promise<ToolResult> {
    const refused = writeRefusal(name, caller.user);
    if (refused) return refused;
    switch (name) {
      case 'track_shipment':
        return this.track(args, caller);
      case 'list_my_shipments':
        return this.myShipments(caller);
      case 'quote_parcel':
        return this.quote(args, caller);
      case 'check_compliance':
        return this.compliance(args, caller);
      case 'request_human_agent': {
        if (caller.handoff) return caller.handoff;
        caller.handoffLimit = await this.limits.take(HANDOFF_POLICY, caller.client ?? caller.user?.id ?? 'anonymous');
        if (!caller.handoffLimit.allowed) return fail('too_many_handoffs', 'Several requests for an agent were made recently; an agent will get back to you on the earlier one.');
        caller.handoff = await this.handoff(args, caller);
        return caller.handoff;
      }
      default:
        return fail('unknown_tool', `There is no tool called ${name}.`);
    }
  }

  private async track(args: unknown, { user }: ToolCaller): Promise<ToolResult> {
    if (!user) return fail('sign_in_required', 'Shipment details are only shown to signed-in users who may see the shipment.');
    const parsed = TrackArgs.safeParse(args);
    if (!parsed.success) return fail('bad_arguments', 'trackingNumber must look like 2PG-2024-000001.');
    const number = parsed.data.trackingNumber;
    const result = await findTracking(this.pool, number, await this.scopes.ownerScope(user));
    // Unknown and someone else's look the same: nothing about other users' shipments leaks.
    if (!result) return fail('not_found', `No shipment ${number} was found among the shipments this account may see.`);
    const { shipment, events } = result;
    const last = events[events.length - 1];
    return {
      ok: true,
      data: {
        trackingNumber: shipment.trackingNumber,
        status: shipment.status,
        statusLabel: SHIPMENT_STATUS_LABELS[shipment.status],
        from: `${shipment.fromAddress.city}, ${shipment.fromAddress.country}`,
        to: `${shipment.toAddress.city}, ${shipment.toAddress.country}`,
        item: shipment.itemDetails.description,
        estimatedDelivery: shipment.estimatedDelivery,
        lastEvent: last ? { eventType: last.eventType, description: last.description, location: last.location, timestamp: last.timestamp } : null,
        eventCount: events.length,
      },
    };
  }

  private async myShipments({ user }: ToolCaller): Promise<ToolResult> {
    if (!user) return fail('sign_in_required', 'Sign in to see your shipments.');
    const shipments = await listShipmentsOfOwner(this.pool, user.id, 5);
    return {
      ok: true,
      data: {
        shipments: shipments.map((s) => ({
          trackingNumber: s.trackingNumber,
          status: s.status,
          statusLabel: SHIPMENT_STATUS_LABELS[s.status],
          to: `${s.toAddress.city}, ${s.toAddress.country}`,
          estimatedDelivery: s.estimatedDelivery,
        })),
      },
    };
  }

  private quote(args: unknown, { now }: ToolCaller): ToolResult {
    const parsed = QuoteArgs.safeParse(args);
    if (!parsed.success) return fail('bad_arguments', 'A quote needs from, to and weightKg.');
    const a = parsed.data;
    // The engine would assume a default country for a place it does not know; the assistant asks instead.
    const unknown = [a.from, a.to].find((p) => {
      const r = resolvePlace(p);
      return !r.ok || r.place.resolvedBy === 'default';
    });
    if (unknown) return fail('unserved_place', `I don't know where '${unknown}' is. Please write it as 'city, country' (for example 'Lyon, France').`);
    try {
      const answer = instantQuote(
        {
          fromLocation: a.from,
          toLocation: a.to,
          weight: a.weightKg,
          category: 'Other',
          urgency: a.urgency,
          declaredValue: a.declaredValue,
          dimensions: { length: 30, width: 20, height: 15 },
        },
        now,
      );
      const cheapest = [...answer.carriers].sort((x, y) => x.price - y.price).slice(0, 3);
      const fastest = [...answer.carriers].sort((x, y) => x.estimatedDays - y.estimatedDays || x.price - y.price)[0];
      return {
        ok: true,
        data: {
          from: `${answer.origin.city}, ${answer.origin.countryName}`,
          to: `${answer.destination.city}, ${answer.destination.countryName}`,
          weightKg: a.weightKg,
          urgency: a.urgency,
          currency: answer.currency,
          totalOptions: answer.totalOptions,
          cheapest: cheapest.map((q) => ({ carrier: q.name, service: q.service, price: q.price, transitTime: q.transitTime })),
          fastest: fastest ? { carrier: fastest.name, service: fastest.service, price: fastest.price, transitTime: fastest.transitTime } : null,
          assumptions: answer.assumptions,
        },
      };
    } catch (e) {
      if (e instanceof UnservedPlaceError) return fail('unserved_place', e.message);
      throw e;
    }
  }

  private compliance(args: unknown, { now }: ToolCaller): ToolResult {
    const parsed = ComplianceArgs.safeParse(args);
    if (!parsed.success) return fail('bad_arguments', 'A compliance check needs an item description, fromCountry and toCountry.');
    const a = parsed.data;
    const from = complianceCountry(a.fromCountry);
    const to = complianceCountry(a.toCountry);
    if (!from || !to) return fail('unserved_country', `The compliance engine covers 15 countries; '${!from ? a.fromCountry : a.toCountry}' is not one of them.`);
    const category = (a.category && toComplianceCategory(a.category)) || identifyItem(a.description).kind.category;
    const r = checkCompliance(
      { itemCategory: category, description: a.description, fromCountry: from, toCountry: to, declaredValue: a.declaredValue, currency: a.currency },
      now.toISOString().slice(0, 10),
    );
    return {
      ok: true,
      data: {
        item: a.description,
        category,
        fromCountry: from,
        toCountry: to,
        declaredValue: a.declaredValue,
        status: r.status,
        allowed: r.allowed,
        hsCode: r.hsCode,
        restrictions: r.restrictions,
        requiredDocuments: r.requiredDocuments.slice(0, 4),
        warnings: r.warnings.slice(0, 3),
        estimatedTaxes: r.estimatedTaxes,
      },
    };
  }

  /**
   * Signed-in users get a real inquiry through the CRM's command (their session's name and email, the shipment
   * they asked about if it is theirs). Anonymous chats cannot open inquiries in someone's name (the desk matches
   * inquiries to accounts by email), so they are recorded as AssistantHandoffRequested for the desk instead.
   */
  private async handoff(args: unknown, { user, now, transcript, requestId }: ToolCaller): Promise<ToolResult> {
    const parsed = HandoffArgs.safeParse(args);
    if (!parsed.success) return fail('bad_arguments', 'A handoff needs a short summary.');
    const summary = oneLine(parsed.data.summary);
    // An account whose address is unconfirmed cannot open an inquiry in that address's name: recorded as anonymous.
    if (user?.emailVerified) {
      const shipment = await this.shipmentMentioned(transcript, user);
      const ctx = commandContext({ actor: actorOf(user), now, requestId });
      const input = {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: '',
        subject: `AI Assistant handoff: ${summary}`.slice(0, 200),
        description: handoffDescription(summary, transcript),
        category: shipment ? ('tracking' as const) : ('general' as const),
        priority: 'medium' as const,
        ...(shipment ? { shipmentId: shipment } : {}),
      };
      const created = await this.commands.execute<OpenInquiryCommand, CreatedInquiry>(new OpenInquiryCommand(input, { kind: 'customer', id: user.id }, ctx));
      return { ok: true, data: { ticketNumber: created.ticketNumber, recordedAs: 'InquiryOpened', contact: user.email } };
    }
    const ctx = commandContext({ actor: { kind: 'user', id: 'anonymous' }, now, requestId });
    const result = await this.commands.execute<RequestHandoffCommand, { handoffId: string; reference: string }>(
      new RequestHandoffCommand({ userId: null, email: parsed.data.email ?? null, summary, transcript }, ctx),
    );
    return {
      ok: true,
      data: {
        reference: result.reference,
        recordedAs: 'AssistantHandoffRequested',
        note: 'Recorded for the customer-service team; signed-out chats get no ticket. Signing in opens a real inquiry.',
        contact: parsed.data.email ?? null,
      },
    };
  }

  /** The id of a shipment named by tracking number in the chat, if this user may see it. */
  private async shipmentMentioned(transcript: ToolCaller['transcript'], user: RequestUser): Promise<string | undefined> {
    const number = [...transcript]
      .reverse()
      .map((m) => /\b2PG-\d{4}-\d{6,}\b/i.exec(m.content)?.[0])
      .find(Boolean);
    if (!number) return undefined;
    const found = await findTracking(this.pool, number.toUpperCase(), await this.scopes.ownerScope(user));
    return found?.shipment.id;
  }
}
