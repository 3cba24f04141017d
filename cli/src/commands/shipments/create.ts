import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CreateShipmentSchema, MESSAGES, type CreateShipmentRequest } from '@waypost/contracts';
import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError, NetworkError, ValidationError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { printShipment } from '../../lib/shipment-view';
import { printRates } from '../../lib/rate-view';

// ── Flags and how the payload's fields map back to them (for error messages) ─
const ADDRESS_FLAGS = {
  name: 'name',
  company: 'company',
  address: 'address',
  address2: 'address2',
  city: 'city',
  state: 'state',
  country: 'country',
  postalCode: 'postal',
  phone: 'phone',
  email: 'email',
  residential: 'residential',
};
const FIELD_FLAGS: Record<string, string> = {
  ...prefixed('fromAddress', 'from'),
  ...prefixed('toAddress', 'to'),
  'itemDetails.description': '--description',
  'itemDetails.weight': '--weight',
  'itemDetails.value': '--value',
  'itemDetails.dimensions': '--dims',
};
function prefixed(field: string, flag: string): Record<string, string> {
  return Object.fromEntries(Object.entries(ADDRESS_FLAGS).map(([key, name]) => [`${field}.${key}`, `--${flag}-${name}`]));
}
const PAYLOAD_FLAGS = [
  'description',
  'weight',
  'value',
  'dims',
  ...['from', 'to'].flatMap((side) => Object.values(ADDRESS_FLAGS).map((name) => `${side}${name[0]!.toUpperCase()}${name.slice(1)}`)),
];

const requiredText = z.string({ error: 'is required' }).trim().min(1, 'is required');
const number = z
  .string({ error: 'is required' })
  .trim()
  .refine((s) => s !== '' && Number.isFinite(Number(s)), 'must be a number')
  .transform(Number);
const dims = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?x\d+(\.\d+)?x\d+(\.\d+)?$/i, 'must look like LxWxH in cm, e.g. 30x20x10')
  .transform((s) => {
    const [length, width, height] = s.toLowerCase().split('x').map(Number) as [number, number, number];
    return { length, width, height };
  });

const CommonOptionsSchema = z.object({
  file: z.string().trim().min(1, 'is required').optional(),
  // the API's rule for the Idempotency-Key header
  idempotencyKey: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .regex(/^[ -~]+$/, 'must be printable ASCII')
    .optional(),
  json: z.boolean().default(false),
});

/** Company, line 2, state, phone, email (text) and residential (a switch) of one side; absent when not given. */
function optionalAddressFlags<S extends 'from' | 'to'>(side: S) {
  const text = z.string().trim().optional();
  return {
    [`${side}Company`]: text,
    [`${side}Address2`]: text,
    [`${side}State`]: text,
    [`${side}Phone`]: text,
    [`${side}Email`]: text,
    [`${side}Residential`]: z.boolean().optional(),
  } as Record<`${S}${'Company' | 'Address2' | 'State' | 'Phone' | 'Email'}`, typeof text> & Record<`${S}Residential`, z.ZodOptional<z.ZodBoolean>>;
}

const FlagsSchema = z.object({
  fromName: requiredText,
  fromAddress: requiredText,
  fromCity: requiredText,
  fromCountry: requiredText,
  fromPostal: z.string().trim().default(''),
  ...optionalAddressFlags('from'),
  toName: requiredText,
  toAddress: requiredText,
  toCity: requiredText,
  toCountry: requiredText,
  toPostal: z.string().trim().default(''),
  ...optionalAddressFlags('to'),
  description: requiredText,
  weight: number,
  value: number,
  dims: dims.optional(),
});

export function createShipment(io: Io): Command {
  return new Command('create')
    .description('create a shipment from flags or from a JSON payload file')
    .option('--file <payload.json|yaml>', 'body of POST /api/shipments as JSON, or YAML for a .yaml/.yml file (instead of the flags below)')
    .option('--from-name <name>', 'sender name')
    .option('--from-address <street>', 'sender street address')
    .option('--from-city <city>', 'sender city')
    .option('--from-country <country>', 'sender country')
    .option('--from-postal <code>', 'sender postal code')
    .option('--to-name <name>', 'recipient name')
    .option('--to-address <street>', 'recipient street address')
    .option('--to-city <city>', 'recipient city')
    .option('--to-country <country>', 'recipient country')
    .option('--to-postal <code>', 'recipient postal code')
    .option('--from-company <name>', 'sender company (optional)')
    .option('--from-address2 <line>', 'sender address line 2 (optional)')
    .option('--from-state <code>', 'sender state or province code, where the country needs one (US, CA, AU, MX, BR, IN)')
    .option('--from-phone <number>', 'sender phone (optional; stored in E.164)')
    .option('--from-email <address>', 'sender email (optional)')
    .option('--from-residential', 'the sender address is a home')
    .option('--to-company <name>', 'recipient company (optional)')
    .option('--to-address2 <line>', 'recipient address line 2 (optional)')
    .option('--to-state <code>', 'recipient state or province code, where the country needs one (US, CA, AU, MX, BR, IN)')
    .option('--to-phone <number>', 'recipient phone (optional; stored in E.164)')
    .option('--to-email <address>', 'recipient email (optional)')
    .option('--to-residential', 'the recipient address is a home')
    .option('--description <text>', 'what is shipped')
    .option('--weight <kg>', 'weight in kg')
    .option('--value <amount>', 'declared value')
    .option('--dims <LxWxH>', 'dimensions in cm, e.g. 30x20x10')
    .option('--manual', 'wait for you to buy one of its rates (`waypost shipments buy`) instead of booking automatically')
    .option('--idempotency-key <key>', 'reuse the key of a failed attempt to retry it safely (default: a new UUID)')
    .option('--json', 'print the created shipment as JSON')
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const idempotencyKey = typeof opts.idempotencyKey === 'string' ? opts.idempotencyKey.trim() : io.randomUUID();
      try {
        const common = parseOptions(CommonOptionsSchema, pick(opts, ['file', 'idempotencyKey', 'json']));
        const read = common.file ? await payloadFromFile(common.file, opts) : payloadFromFlags(opts);
        const payload: CreateShipmentRequest = opts.manual === true ? { ...read, rateSelection: 'manual' } : read;
        const api = await createApiClient(io, globalUrl(command));
        const shipment = await answer(api, api.signedIn.POST('/api/shipments', { body: payload, params: { header: { 'idempotency-key': idempotencyKey } } }));
        if (common.json) return printJson(io, shipment);
        io.stdout.write(`${MESSAGES.shipmentCreated.title}: ${MESSAGES.shipmentCreated.description}\n`);
        printShipment(io, shipment);
        if (shipment.rateSelection === 'manual') {
          printRates(io, shipment.rates, shipment.rates[0]?.expiresAt ?? null);
          io.stdout.write(`Buy one with: waypost shipments buy ${shipment.id} <rate id>\n`);
        }
      } catch (error) {
        handleError(error, io);
        if (mayHaveBeenCreated(error)) io.stderr.write(`${CLI_MESSAGES.idempotencyHint(idempotencyKey)}\n`);
      }
    });
}

async function payloadFromFile(path: string, opts: Record<string, unknown>): Promise<CreateShipmentRequest> {
  if (PAYLOAD_FLAGS.some((flag) => opts[flag] !== undefined)) throw new CliError(CLI_MESSAGES.fileAndFlags, EXIT.usage);
  let json: unknown;
  try {
    const text = await readFile(path, 'utf8');
    // YAML for .yaml/.yml files (JSON is YAML too, but JSON.parse's messages are the ones people know)
    json = /\.ya?ml$/i.test(path) ? parseYaml(text, { maxAliasCount: 100 }) : JSON.parse(text);
  } catch (error) {
    throw new CliError(CLI_MESSAGES.cannotReadFile(path, (error as Error).message), EXIT.usage);
  }
  const parsed = CreateShipmentSchema.safeParse(json);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(payload)', message: i.message })));
  }
  return parsed.data;
}

function payloadFromFlags(opts: Record<string, unknown>): CreateShipmentRequest {
  const flags = parseOptions(FlagsSchema, pick(opts, Object.keys(FlagsSchema.shape)));
  const optional = (side: 'from' | 'to') =>
    Object.fromEntries(
      (['company', 'address2', 'state', 'phone', 'email', 'residential'] as const)
        .map((key) => [key, flags[`${side}${key[0]!.toUpperCase()}${key.slice(1)}` as keyof typeof flags]])
        .filter(([, value]) => value !== undefined && value !== ''),
    );
  const request: CreateShipmentRequest = {
    fromAddress: {
      name: flags.fromName,
      address: flags.fromAddress,
      city: flags.fromCity,
      country: flags.fromCountry,
      postalCode: flags.fromPostal,
      ...optional('from'),
    },
    toAddress: { name: flags.toName, address: flags.toAddress, city: flags.toCity, country: flags.toCountry, postalCode: flags.toPostal, ...optional('to') },
    itemDetails: { description: flags.description, weight: flags.weight, value: flags.value, dimensions: flags.dims },
  };
  // The same schema the API applies, so limits (max weight, lengths) are reported against the flag.
  const parsed = CreateShipmentSchema.safeParse(request);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => {
        const path = issue.path.map(String);
        const flag = FIELD_FLAGS[path.join('.')] ?? FIELD_FLAGS[path.slice(0, 2).join('.')];
        return { field: flag ?? path.join('.'), message: issue.message };
      }),
    );
  }
  return parsed.data;
}

function pick(opts: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => opts[key] !== undefined).map((key) => [key, opts[key]]));
}

/** The request may have reached the server: retrying with the same key cannot create a duplicate. */
function mayHaveBeenCreated(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof NetworkError;
}
