import { CARRIERS } from './catalogue';

// ── A carrier named the way people name it ('dhl', 'DHL Express', 'dhl-express') to its catalogue id ──

export class UnknownCarrierError extends Error {
  constructor(carrier: string) {
    super(`Unknown carrier '${carrier}': use a carrier id such as dhl-express, ups or fedex`);
    this.name = 'UnknownCarrierError';
  }
}

/** 'dhl', 'DHL Express' and 'dhl-express' all name dhl-express. */
export function resolveCarrierId(input: string): string {
  const key = input.trim().toLowerCase();
  const exact = CARRIERS.find((c) => c.id === key || c.name.toLowerCase() === key);
  if (exact) return exact.id;
  // 'dhl' is DHL Express (the carrier the spec's carriers.dhl means): integrators first, then the shortest id.
  const rank = (c: (typeof CARRIERS)[number]) => (c.kind === 'integrator' ? 0 : 1);
  const prefix = CARRIERS.filter((c) => c.id.startsWith(`${key}-`) || c.name.toLowerCase().startsWith(`${key} `)).sort((a, b) => rank(a) - rank(b) || a.id.length - b.id.length);
  if (prefix[0]) return prefix[0].id;
  throw new UnknownCarrierError(input);
}
