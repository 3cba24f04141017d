// ── Tables of the desk's process manager (issue 22; migration ids 20..29) ────
// crm_unlinked_inquiries: inquiries the desk opened for an address no verified account owned yet, by the SHA-256 of
// the address, until an account verifies it (the linker's own state, built from the log in log order).

export const CRM_MIGRATIONS = [
  {
    id: 600,
    name: 'crm: inquiry ticket numbers',
    sql: `CREATE SEQUENCE IF NOT EXISTS inquiry_ticket_seq START 1;`,
  },
  {
    id: 20,
    name: 'crm: inquiries waiting for a verified account',
    sql: `
      CREATE TABLE IF NOT EXISTS crm_unlinked_inquiries (
        inquiry_id uuid PRIMARY KEY,
        email_hash text NOT NULL
      );
      CREATE INDEX IF NOT EXISTS crm_unlinked_inquiries_email ON crm_unlinked_inquiries (email_hash);
    `,
  },
];
