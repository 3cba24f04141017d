import type { PoolClient } from 'pg';
import { inquiryCustomerId, type InquiryEvent, type StoredEvent } from '@waypost/contracts';
import type { Projection } from '../projection';

// ── Read model: inquiries (desk list, detail with messages, CRM dashboard) ───
// Times are the events' own timestamps (data), so a rebuild gives the same figures.

export const inquiriesProjection: Projection<'inquiries' | 'inquiry_messages'> = {
  name: 'inquiries',
  tables: ['inquiries', 'inquiry_messages'],
  eventTypes: ['InquiryOpened', 'AgentResponded', 'CustomerReplied', 'InquiryStatusChanged', 'InquiryResolved', 'InquiryClosed', 'InquiryRated', 'InquiryCustomerLinked'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.inquiries} (
      id uuid PRIMARY KEY,
      ticket_number text NOT NULL UNIQUE,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text NOT NULL,
      subject text NOT NULL,
      description text NOT NULL,
      category text NOT NULL,
      priority text NOT NULL,
      status text NOT NULL,
      shipment_id uuid,
      opened_by_kind text NOT NULL,
      opened_by uuid NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      first_response_at timestamptz,
      resolved_at timestamptz,
      resolved_by uuid,
      resolution_notes text,
      closed_at timestamptz,
      rating smallint,
      version integer NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_email ON ${t.inquiries} (email, created_at DESC);
    -- customer_id (issue 22): the account that owns the inquiry. Tables from before it get the column, and the rows
    -- opened by shippers get what the fold gives them; the desk's are attached by InquiryCustomerLinked.
    ALTER TABLE ${t.inquiries} ADD COLUMN IF NOT EXISTS customer_id uuid;
    UPDATE ${t.inquiries} SET customer_id = opened_by WHERE customer_id IS NULL AND opened_by_kind = 'customer';
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_customer ON ${t.inquiries} (customer_id, created_at DESC);
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_status ON ${t.inquiries} (status, priority);
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_created ON ${t.inquiries} (created_at DESC);
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_page ON ${t.inquiries} (created_at DESC, ticket_number DESC);
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_customer_page ON ${t.inquiries} (customer_id, created_at DESC, ticket_number DESC);
    CREATE INDEX IF NOT EXISTS ${t.inquiries}_status_page ON ${t.inquiries} (status, created_at DESC, ticket_number DESC);
    CREATE TABLE IF NOT EXISTS ${t.inquiry_messages} (
      id uuid PRIMARY KEY,
      inquiry_id uuid NOT NULL,
      seq integer NOT NULL,
      author_type text NOT NULL,
      author_id uuid NOT NULL,
      author_name text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.inquiry_messages}_inquiry ON ${t.inquiry_messages} (inquiry_id, seq);`,
  fold: {
    kind: 'sql',
    async apply(client, stored, t) {
      const event = stored as StoredEvent & InquiryEvent;
      const touch = (sets: string, values: unknown[], at: string) =>
        client.query(`UPDATE ${t.inquiries} SET ${sets}, updated_at = $2, version = $3 WHERE id = $1`, [event.data.inquiryId, at, stored.version, ...values]);
      switch (event.type) {
        case 'InquiryOpened': {
          const d = event.data;
          await client.query(
            `INSERT INTO ${t.inquiries} (id, ticket_number, email, first_name, last_name, phone, subject, description, category, priority,
               status, shipment_id, opened_by_kind, opened_by, created_at, updated_at, version, customer_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $12, $13, $14, $14, $15, $16) ON CONFLICT (id) DO NOTHING`,
            [
              d.inquiryId,
              d.ticketNumber,
              d.email,
              d.firstName,
              d.lastName,
              d.phone,
              d.subject,
              d.description,
              d.category,
              d.priority,
              d.shipmentId,
              d.openedBy.kind,
              d.openedBy.id,
              d.openedAt,
              stored.version,
              inquiryCustomerId(d),
            ],
          );
          return;
        }
        case 'AgentResponded': {
          const d = event.data;
          await touch('first_response_at = COALESCE(first_response_at, $2)', [], d.respondedAt);
          await insertMessage(client, t.inquiry_messages, d.messageId, d.inquiryId, stored.version, 'agent', d.agentId, d.agentName, d.message, d.respondedAt);
          return;
        }
        case 'CustomerReplied': {
          const d = event.data;
          await touch('status = status', [], d.repliedAt);
          await insertMessage(client, t.inquiry_messages, d.messageId, d.inquiryId, stored.version, 'customer', d.customerId, 'Customer', d.message, d.repliedAt);
          return;
        }
        case 'InquiryStatusChanged':
          await touch('status = $4', [event.data.to], event.data.changedAt);
          return;
        case 'InquiryResolved': {
          const d = event.data;
          await touch(`status = 'resolved', resolved_at = $2, resolved_by = $4, resolution_notes = $5`, [d.agentId, d.resolutionNotes], d.resolvedAt);
          return;
        }
        case 'InquiryClosed':
          await touch(`status = 'closed', closed_at = $2`, [], event.data.closedAt);
          return;
        case 'InquiryRated':
          await touch('rating = $4', [event.data.rating], event.data.ratedAt);
          return;
        case 'InquiryCustomerLinked':
          await touch('customer_id = $4', [event.data.customerId], event.data.linkedAt);
          return;
      }
    },
  },
};

async function insertMessage(
  client: PoolClient,
  table: string,
  ...values: [id: string, inquiryId: string, seq: number, authorType: string, authorId: string, authorName: string, message: string, at: string]
): Promise<void> {
  await client.query(
    `INSERT INTO ${table} (id, inquiry_id, seq, author_type, author_id, author_name, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    values,
  );
}
