import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import type { ApiErrorBody } from '@waypost/contracts';

type Issue = { field: string; message: string };
type PathKey = PropertyKey;
const fieldOf = (path: readonly PathKey[]) => (path.length ? path.map(String).join('.') : '(body)');

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';
/** No contract nests anywhere near this deep; JSON.stringify (request hashes, jsonb) fails near 10,000 levels. */
export const MAX_PAYLOAD_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `nests deeper than ${MAX_PAYLOAD_DEPTH} levels`;
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_RULE_ISSUES = 100;

/**
 * Rules for every payload, whatever its contract: strings (values and keys) that no text or jsonb column can hold
 * (NUL, and surrogates without their pair: not Unicode), and nesting deeper than MAX_PAYLOAD_DEPTH (reported where
 * it crosses the limit). A contract accepts both where it takes any string or any value; PostgreSQL or
 * JSON.stringify then fails with a 500. Iterative, and never deeper than the limit.
 */
export function payloadRuleIssues(value: unknown): Issue[] {
  const issues: Issue[] = [];
  // Each entry points at its parent: a path is spelled out only for an issue, never copied per level.
  type At = { key: PathKey; parent: At; depth: number } | null;
  const fieldAt = (at: At) => {
    const path: PathKey[] = [];
    for (let a = at; a; a = a.parent) path.unshift(a.key);
    return fieldOf(path);
  };
  const stack: [unknown, At][] = [[value, null]];
  while (stack.length && issues.length < MAX_RULE_ISSUES) {
    const [v, at] = stack.pop()!;
    if ((at?.depth ?? 0) > MAX_PAYLOAD_DEPTH) {
      issues.push({ field: fieldAt(at), message: TOO_DEEP_MESSAGE });
    } else if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) issues.push({ field: fieldAt(at), message: UNSTORABLE_TEXT_MESSAGE });
    } else if (v !== null && typeof v === 'object') {
      const depth = (at?.depth ?? 0) + 1;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { key: i, parent: at, depth }]);
      } else {
        for (const key of Object.keys(v)) {
          if (UNSTORABLE.test(key)) issues.push({ field: fieldAt({ key, parent: at, depth }), message: UNSTORABLE_TEXT_MESSAGE });
          stack.push([(v as Record<string, unknown>)[key], { key, parent: at, depth }]);
        }
      }
    }
  }
  return issues;
}

/** The contract's verdict plus the payload rules: the parsed payload, or every bad field. */
export function checkPayload<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.infer<S> } | { ok: false; issues: Issue[] } {
  const result = schema.safeParse(value ?? {});
  const rules = payloadRuleIssues(value);
  if (result.success && rules.length === 0) return { ok: true, data: result.data };
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));
  return { ok: false, issues: [...issues, ...rules] };
}

/** Parses a payload with a contracts schema; a bad payload is a 400 that names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const checked = checkPayload(schema, value);
  if (checked.ok) return checked.data;
  throw badRequest(checked.issues);
}

/** The 400 of every refused payload: each bad field named, and why (what parseOrThrow and later checks throw). */
export function badRequest(issues: readonly (Issue & { suggestion?: string })[]): BadRequestException {
  const body: ApiErrorBody = {
    statusCode: 400,
    error: 'Bad Request',
    message: `Invalid request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`,
    issues: [...issues],
  };
  return new BadRequestException(body);
}
