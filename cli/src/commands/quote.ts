import { Command } from 'commander';
import { z } from 'zod';
import { CALCULATOR_CATEGORIES, CALCULATOR_COUNTRIES, QUOTE_CURRENCIES, SERVICE_LEVELS, type CalculatorQuote } from '@waypost/contracts';
import { handleError } from '../lib/handle-error';
import { answer as answerOf, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { printJson, printTable } from '../lib/output';

// ── waypost quote: the shipping calculator (POST /api/shipping/calculate) as a table ──

const country = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CALCULATOR_COUNTRIES, { error: `must be one of ${CALCULATOR_COUNTRIES.join(' ')}` }));
const positive = (what: string) => z.coerce.number({ error: `must be a number (${what})` }).positive('must be greater than 0');

const QuoteOptionsSchema = z.object({
  from: country,
  to: country,
  weight: positive('kg').max(1000, 'must be at most 1000 kg'),
  dims: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?x\d+(\.\d+)?x\d+(\.\d+)?$/i, 'must look like 30x20x15 (cm)')
    .default('10x10x10')
    .transform((d) => d.toLowerCase().split('x').map(Number) as [number, number, number]),
  service: z.enum(SERVICE_LEVELS, { error: `must be one of ${SERVICE_LEVELS.join(', ')}` }).default('standard'),
  value: positive('declared value').default(100),
  category: z.enum(CALCULATOR_CATEGORIES, { error: `must be one of ${CALCULATOR_CATEGORIES.join(', ')}` }).default('general'),
  currency: z.string().trim().toUpperCase().pipe(z.enum(QUOTE_CURRENCIES)).default('USD'),
  fromPostal: z.string().trim().max(20).default(''),
  toPostal: z.string().trim().max(20).default(''),
  json: z.boolean().default(false),
});

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: currency === 'JPY' || currency === 'KRW' ? 0 : 2 }).format(amount);

export function quote(io: Io): Command {
  return new Command('quote')
    .description('compare carrier quotes for a parcel (POST /api/shipping/calculate); * marks the recommended ones')
    .requiredOption('--from <country>', `origin country (${CALCULATOR_COUNTRIES.join(' ')})`)
    .requiredOption('--to <country>', 'destination country')
    .requiredOption('--weight <kg>', 'actual weight in kg')
    .option('--dims <LxWxH>', 'box size in cm, e.g. 30x20x15 (default 10x10x10)')
    .option('--service <level>', `${SERVICE_LEVELS.join('|')} (default standard)`)
    .option('--value <amount>', 'declared value (default 100)')
    .option('--category <category>', `${CALCULATOR_CATEGORIES.join('|')} (default general)`)
    .option('--currency <code>', `quote currency (default USD): ${QUOTE_CURRENCIES.join(' ')}`)
    .option('--from-postal <code>', 'origin postal code (remote-area pickup surcharges)')
    .option('--to-postal <code>', 'destination postal code (remote-area delivery surcharges)')
    .option('--json', 'print the API answer as JSON')
    .action(async (opts: object, command: Command) => {
      try {
        const o = parseOptions(QuoteOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const [length, width, height] = o.dims;
        const body = {
          origin: { country: o.from, city: '', postalCode: o.fromPostal },
          destination: { country: o.to, city: '', postalCode: o.toPostal },
          package: { weight: o.weight, dimensions: { length, width, height }, value: o.value, category: o.category },
          preferences: { serviceLevel: o.service, currency: o.currency },
        };
        const answer = await answerOf(api, api.anonymous.POST('/api/shipping/calculate', { body }), false);
        if (o.json) return printJson(io, answer);
        if (answer.quotes.length === 0) {
          io.stdout.write(`No ${o.service} service from ${o.from} to ${o.to} for this parcel; try another --service.\n`);
          return;
        }
        printTable<CalculatorQuote>(
          io,
          [
            { header: ' ', value: (q) => (q.recommendations?.length ? '*' : ' ') },
            { header: 'CARRIER', value: (q) => q.carrierName },
            { header: 'SERVICE', value: (q) => q.serviceName },
            { header: 'PRICE', value: (q) => money(q.price, q.currency) },
            { header: 'TRANSIT', value: (q) => q.transitTime },
            { header: 'ON-TIME', value: (q) => `${Math.round(q.confidence * 100)}%` },
            { header: 'SAVINGS', value: (q) => `${q.savings.toFixed(1)}%` },
            { header: 'RECOMMENDED', value: (q) => (q.recommendations ?? []).join(', ') },
          ],
          answer.quotes,
        );
        io.stdout.write(
          `\n${answer.quotes.length} ${o.service} quotes, ${o.from} -> ${o.to} (${answer.zone.replace('_', ' ')}), ${o.weight} kg in a ${o.dims.join('x')} cm box.\n` +
            `Savings: ${answer.savingsDefinition}\n` +
            `Fuel surcharges effective ${answer.rateTables.fuelSurchargeEffective}; FX reference rates of ${answer.rateTables.fxReferenceDate}. Sandbox rates.\n`,
        );
      } catch (error) {
        handleError(error, io);
      }
    });
}
