import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { MAX_PAYLOAD_DEPTH, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE, checkPayload, parseOrThrow, payloadRuleIssues } from './validation';

const Schema = z.object({ name: z.string().max(10), note: z.unknown().optional() });

const nested = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe('payload rules', () => {
  it('refuse NUL and unpaired surrogates in values and keys, by field', () => {
    expect(payloadRuleIssues({ a: 'x\u0000y', b: ['ok', '\ud800'], c: { '\udfff': 1 }, d: 'a\ud83db' })).toEqual(
      expect.arrayContaining([
        { field: 'a', message: UNSTORABLE_TEXT_MESSAGE },
        { field: 'b.1', message: UNSTORABLE_TEXT_MESSAGE },
        { field: 'c.\udfff', message: UNSTORABLE_TEXT_MESSAGE },
        { field: 'd', message: UNSTORABLE_TEXT_MESSAGE },
      ]),
    );
  });

  it('accept emoji (paired surrogates), right-to-left text and other Unicode', () => {
    expect(payloadRuleIssues({ a: '👩‍👩‍👧‍👦🚀', b: '\u202eevil\u202c', c: 'مرحبا', d: '𝕳𝖊𝖑𝖑𝖔', e: '\ufeff\u200b' })).toEqual([]);
  });

  it(`allow ${MAX_PAYLOAD_DEPTH} levels of nesting and name where a deeper value starts`, () => {
    expect(payloadRuleIssues({ note: nested(MAX_PAYLOAD_DEPTH - 1) })).toEqual([]);
    expect(payloadRuleIssues({ note: nested(MAX_PAYLOAD_DEPTH) })).toEqual([{ field: `note${'.0'.repeat(MAX_PAYLOAD_DEPTH)}`, message: TOO_DEEP_MESSAGE }]);
  });

  it('walk 100,000 levels without recursion, quickly', () => {
    const started = Date.now();
    expect(payloadRuleIssues(nested(100_000))).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('parseOrThrow', () => {
  it('returns what the contract parsed when the payload obeys the rules', () => {
    expect(parseOrThrow(Schema, { name: 'Ann', extra: 1 })).toEqual({ name: 'Ann' });
  });

  it('answers 400 naming the contract issues and the rule issues together', () => {
    const error = (() => {
      try {
        parseOrThrow(Schema, { name: 'x'.repeat(11), note: 'a\u0000' });
      } catch (e) {
        return e as BadRequestException;
      }
      throw new Error('expected a 400');
    })();
    expect(error).toBeInstanceOf(BadRequestException);
    const body = error.getResponse() as { issues: { field: string }[]; message: string };
    expect(body.issues.map((i) => i.field)).toEqual(['name', 'note']);
    expect(body.message).toContain(`note ${UNSTORABLE_TEXT_MESSAGE}`);
  });

  it('checkPayload reports a missing body as the contract sees {}', () => {
    expect(checkPayload(Schema, undefined)).toEqual({ ok: false, issues: [{ field: 'name', message: expect.any(String) }] });
  });
});
