// ── Tables of the catalogue's reference data (issue 26; migration ids 1200..1209) ──
// fx_reference_rates: euro reference rates stored by `waypost fx update` (POST /api/fx/reference-rates), one row per
// reference date and currency, the rate kept as the publisher's decimal text. The shipped table
// (data/fx-rates.ts) is the base; a stored date replaces the shipped snapshot of the same date.

export const CATALOGUE_MIGRATIONS = [
  {
    id: 1200,
    name: 'catalogue: ECB reference rates stored by `waypost fx update`',
    sql: `
      CREATE TABLE IF NOT EXISTS fx_reference_rates (
        rate_date date NOT NULL,
        currency text NOT NULL,
        rate text NOT NULL,
        source text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rate_date, currency)
      );
    `,
  },
];
