import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';

// ── Checks a real answer against the OpenAPI document: its status is documented, and its body matches ──

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function answerChecker(document: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi.json');
  const doc = document as Document;

  /** Throws with what differs when `res` is not what the document says `method path` answers. */
  return function expectDocumented(method: string, path: string, res: Response): void {
    const operation = doc.paths[path]?.[method];
    if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
    const documented = operation.responses[String(res.status)];
    if (!documented)
      throw new Error(
        `${method.toUpperCase()} ${path} answered ${res.status}, which the document does not list (${Object.keys(operation.responses).join(', ')}): ${res.text.slice(0, 300)}`,
      );
    const mediaTypes = Object.keys(documented.content ?? {});
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (mediaTypes.length === 0) {
      if (res.text) throw new Error(`${method.toUpperCase()} ${path} ${res.status}: documented without a body, answered ${type}`);
      return;
    }
    if (!mediaTypes.includes(type)) throw new Error(`${method.toUpperCase()} ${path} ${res.status}: answered ${type}, documented ${mediaTypes.join(', ')}`);
    if (type !== 'application/json') return;
    const ref = `openapi.json#/${pointer('paths', path, method, 'responses', String(res.status), 'content', type, 'schema')}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (!validate(res.body)) {
      throw new Error(
        `${method.toUpperCase()} ${path} ${res.status} disagrees with the document:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(res.body).slice(0, 500)}`,
      );
    }
  };
}
