import { ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  ACCESS_MESSAGES,
  INQUIRY_STREAM_TYPE,
  formatTicketNumber,
  inquiryStreamId,
  shipmentStreamId,
  type CreatedInquiry,
  type EventStore,
  type InquiryOpened,
  type ShipmentCreated,
} from '@waypost/contracts';
import { DB, EVENT_STORE } from '../../platform/tokens';
import { firstEventOfRetry, handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { decide } from '../domain/decide';
import { CrmQueries } from '../queries/crm.queries';
import { fold } from '../domain/inquiry';
import { OpenInquiryCommand } from './open-inquiry.command';

@CommandHandler(OpenInquiryCommand)
export class OpenInquiryHandler implements ICommandHandler<OpenInquiryCommand, CreatedInquiry> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly pool: Pool,
    private readonly queries: CrmQueries,
  ) {}

  async execute({ input, openedBy, ctx }: OpenInquiryCommand): Promise<CreatedInquiry> {
    const inquiryId = derivedId(ctx.commandId, 'inquiry');
    // A shipper may only ask about their own shipment (checked on the shipment's history: no read-model lag).
    if (openedBy.kind === 'customer' && input.shipmentId) {
      const [created] = await this.store.readStream(shipmentStreamId(input.shipmentId), { toVersion: 1 });
      if ((created as unknown as ShipmentCreated | undefined)?.data.ownerId !== openedBy.id) throw new NotFoundException(`Shipment ${input.shipmentId} not found`);
    }
    const customerId = await this.owner(input.email, openedBy);
    const { rows } = await this.pool.query<{ n: string }>("SELECT nextval('inquiry_ticket_seq')::text AS n");
    const ticketNumber = formatTicketNumber(new Date(ctx.now).getUTCFullYear(), Number(rows[0]!.n));
    const { shipmentId, ...fields } = input;
    const result = await handleStreamCommand({
      store: this.store,
      streamId: inquiryStreamId(inquiryId),
      streamType: INQUIRY_STREAM_TYPE,
      ctx,
      isNew: true,
      fold,
      decide: (state) => decide({ type: 'OpenInquiry', data: { inquiryId, ticketNumber, ...fields, shipmentId: shipmentId ?? null, openedBy, customerId, now: ctx.now } }, state),
    });
    if (!result.duplicate) return { id: inquiryId, ticketNumber, status: 'open' };
    // A retried open (same Idempotency-Key): answer with the ticket the first request created.
    const first = await firstEventOfRetry(this.store, inquiryStreamId(inquiryId), ctx);
    return { id: inquiryId, ticketNumber: (first as unknown as InquiryOpened).data.ticketNumber, status: 'open' };
  }

  /**
   * Whose inquiry it is: a shipper's own (their account must have proven its address: the desk sees that address);
   * for the desk, the account that has verified the address now, else nobody yet (the linker attaches it later).
   */
  private async owner(email: string, openedBy: OpenInquiryCommand['openedBy']): Promise<string | null> {
    if (openedBy.kind === 'customer') {
      if (!(await this.queries.hasVerifiedEmail(openedBy.id))) throw new ForbiddenException(ACCESS_MESSAGES.verifyFirst);
      return openedBy.id;
    }
    return this.queries.verifiedAccountFor(email);
  }
}
