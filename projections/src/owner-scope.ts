// ── Whose rows a read may see ────────────────────────────────────────────────
// One owner's (their id), or every owner's (null: tools and workers), or every owner's but some: what staff read,
// with the owners of test-mode data (API test keys' principals) left out, so test data never shows in live views.

export type OwnerScope = string | null | { readonly exceptOwners: readonly string[] };

/** The scope as two query parameters: the one owner (or null) and the owners left out (or null). */
export const ownerParams = (scope: OwnerScope): [string | null, string[] | null] => (scope !== null && typeof scope === 'object' ? [null, [...scope.exceptOwners]] : [scope, null]);

/** The SQL condition on `column` for the parameters $a (owner) and $b (owners left out) of ownerParams. */
export const ownerCondition = (column: string, a: number, b: number): string =>
  `($${a}::uuid IS NULL OR ${column} = $${a}::uuid) AND ($${b}::uuid[] IS NULL OR ${column} <> ALL($${b}::uuid[]))`;
