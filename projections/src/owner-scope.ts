// ── Whose rows a read may see ────────────────────────────────────────────────
// One owner's (their id), or every owner's (null: tools and workers), or every owner's but some: what staff read,
// with the owners of test-mode data (API test keys' principals) left out, so test data never shows in live views.
// A staff scope names its reader: what only an owner may read (customs tax ids) is hidden from them on others' rows.

export type OwnerScope = string | null | { readonly exceptOwners: readonly string[]; readonly reader?: string };

/** The scope as two query parameters: the one owner (or null) and the owners left out (or null). */
export const ownerParams = (scope: OwnerScope): [string | null, string[] | null] => (scope !== null && typeof scope === 'object' ? [null, [...scope.exceptOwners]] : [scope, null]);

/** Whether the reader of `scope` reads a row of `ownerId` as its owner (an owner's scope, or tools and workers). */
export const readsAsOwner = (scope: OwnerScope, ownerId: string): boolean => scope === null || typeof scope === 'string' || scope.reader === ownerId;
