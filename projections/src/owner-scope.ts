// ── Whose rows a read may see ────────────────────────────────────────────────
// One owner's (their id), or every owner's (null: tools and workers), or every owner's but some: what staff read,
// with the owners of test-mode data (API test keys' principals) left out, so test data never shows in live views.

export type OwnerScope = string | null | { readonly exceptOwners: readonly string[] };

/** The scope as two query parameters: the one owner (or null) and the owners left out (or null). */
export const ownerParams = (scope: OwnerScope): [string | null, string[] | null] => (scope !== null && typeof scope === 'object' ? [null, [...scope.exceptOwners]] : [scope, null]);
