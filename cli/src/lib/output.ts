import type { Io, Writer } from './io';

// ── Tables and --json ────────────────────────────────────────────────────────
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
}

export function printJson(io: Io, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Left-aligned columns two spaces apart; the last column is never padded (it may hold long JSON). */
export function formatTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const cells = rows.map((row) => columns.map((column) => oneLine(column.value(row))));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === values.length - 1 ? value : value.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].map((l) => `${l}\n`).join('');
}

export function printTable<Row>(io: Io, columns: Column<Row>[], rows: Row[]): void {
  io.stdout.write(formatTable(columns, rows));
}

/** `label: value` lines with aligned values. */
export function printFields(out: Writer, fields: [string, string][]): void {
  const width = Math.max(...fields.map(([label]) => label.length));
  for (const [label, value] of fields) out.write(`${`${label}:`.padEnd(width + 2)}${value}\n`);
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, 'Z');
}

function oneLine(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ');
}
