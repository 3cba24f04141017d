/** A bad field the server named ('toAddress.state', 'customs.items.0.hsCode') and why. */
export type FieldIssue = { field: string; message: string };

/** The server's messages about these exact fields, joined; undefined when it said nothing about them. */
export const issueText = (issues: readonly FieldIssue[], ...fields: string[]): string | undefined =>
  issues
    .filter((issue) => fields.includes(issue.field))
    .map((issue) => issue.message)
    .join('; ') || undefined;
