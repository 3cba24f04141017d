import { createHash, randomUUID } from 'node:crypto';

// Name-based UUIDs (RFC 9562 version 5): the same command id always yields the same event ids, so a retried
// command can never append twice.
const NAMESPACE = Buffer.from('6f1c2a4e8b9d4f0a9e3c5b7d1a2f4e6c', 'hex');

export function uuidV5(name: string, namespace: Buffer = NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The id of the n-th event a command appends. */
export function eventIdFor(commandId: string, index: number): string {
  return uuidV5(`${commandId}/event/${index}`);
}

/** A stable id derived from a command (for example the id of the aggregate a create command makes). */
export function derivedId(commandId: string, purpose: string): string {
  return uuidV5(`${commandId}/${purpose}`);
}

export const newCommandId = (): string => randomUUID();
