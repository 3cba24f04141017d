import { createHash } from 'node:crypto';

/** A deterministic generator per (seed, name): the same shipment always gets the same simulated journey. */
export function seededRandom(seed: number, name: string): () => number {
  const h = createHash('sha256').update(`${seed}/${name}`).digest();
  let a = h.readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const digitsFrom = (seed: number, name: string, count: number): string => {
  const rnd = seededRandom(seed, name);
  return Array.from({ length: count }, () => Math.floor(rnd() * 10)).join('');
};
