import type { Role } from '@waypost/contracts';

// ── Roles from the provider: the configured claim's values through OIDC_ROLE_MAP ──
// The claim may be a list (groups: ["a", "b"]) or one string (roles: "a b" or "a,b"). Several mapped values: the
// strongest role wins. The claim present but nothing mapped: shipper. The claim absent: nothing is decided.

const STRENGTH: readonly Role[] = ['shipper', 'auditor', 'agent', 'admin'];

export function claimValues(claim: unknown): string[] | null {
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string').slice(0, 200);
  if (typeof claim === 'string')
    return claim
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, 200);
  return null;
}

export function roleFromClaim(values: readonly string[], map: ReadonlyMap<string, Role>): Role {
  let best: Role = 'shipper';
  for (const value of values) {
    const role = map.get(value);
    if (role && STRENGTH.indexOf(role) > STRENGTH.indexOf(best)) best = role;
  }
  return best;
}
