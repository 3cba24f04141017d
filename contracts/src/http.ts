import { z } from 'zod';

/** Body of every error the API answers with. `issues` lists each bad field on a 400. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** `suggestion`: a plausible fix of the value, where one exists (an address's postal code or state). */
  issues?: { field: string; message: string; suggestion?: string }[];
}

/**
 * A whole number in a query string ('?limit=50'): digits only, in range. '1.5', '', ' 5', '0x10', '1e2' and a
 * repeated parameter are refused, not coerced.
 */
export const queryInteger = (min: number, max: number) =>
  z
    .string({ error: 'must be a whole number' })
    .regex(/^\d{1,15}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** A UUID in a path (any version, either case): ids of shipments, inquiries, crises. Anything else is not found. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
