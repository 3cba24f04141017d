import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import type { ApiErrorBody } from '@waypost/contracts';

/** Parses a payload with a contracts schema; a bad payload is a 400 that names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
  const body: ApiErrorBody = {
    statusCode: 400,
    error: 'Bad Request',
    message: `Invalid request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`,
    issues,
  };
  throw new BadRequestException(body);
}
