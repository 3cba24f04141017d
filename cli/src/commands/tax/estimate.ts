import { Command } from 'commander';
import { z } from 'zod';
import {
  BUYER_TYPES,
  COMPLIANCE_MESSAGES,
  CUSTOMER_TYPES,
  SUPPORTED_CURRENCIES,
  TAX_SERVICE_TYPES,
  toCountryCode,
  type TaxCalculationRequest,
  type TaxCalculationResult,
} from '@waypost/contracts';
import { ValidationError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson, printTable, type Column } from '../../lib/output';

const country = z
  .string({ error: COMPLIANCE_MESSAGES.taxMissing.description })
  .trim()
  .min(1, COMPLIANCE_MESSAGES.taxMissing.description)
  .refine((v) => toCountryCode(v) !== undefined, 'must be a country name or ISO code of the 15 supported countries')
  .transform((v) => toCountryCode(v)!);

// A decimal number as typed, never coerced: '', ' ', '0x10', '1e309', 'NaN' and 'abc' are refused (Number('') is 0).
const amount = z
  .string({ error: 'must be a number' })
  .trim()
  .superRefine((s, ctx) => {
    if (!/^-?\d+(\.\d+)?$/.test(s)) ctx.addIssue({ code: 'custom', message: 'must be a number (digits, optionally with a decimal point)' });
    else if (s.startsWith('-')) ctx.addIssue({ code: 'custom', message: 'must not be negative' });
  })
  .transform(Number)
  .pipe(z.number().max(100_000_000, 'must be at most 100000000'));

const TaxEstimateOptionsSchema = z.object({
  from: country,
  to: country,
  amount,
  customerType: z.string().trim().toUpperCase().pipe(z.enum(CUSTOMER_TYPES)).default('B2B'),
  currency: z.string().trim().toUpperCase().pipe(z.enum(SUPPORTED_CURRENCIES)).default('USD'),
  serviceType: z.enum(TAX_SERVICE_TYPES).default('logistics_orchestration'),
  shipmentValue: amount.optional(),
  buyer: z.enum(BUYER_TYPES, { message: `must be one of ${BUYER_TYPES.join(', ')}` }).optional(),
  vatNumber: z.string().trim().optional(),
  // the reason an unconfirmed number is taken as a business customer's: recorded by the API as an event (signed in)
  vatOverride: z.string().trim().min(10, 'must be at least 10 characters (the reason, as it will be recorded)').max(500, 'must be at most 500 characters').optional(),
  digital: z.boolean().default(false),
  category: z.string().trim().optional(),
  description: z.string().trim().optional(),
  hsCode: z.string().trim().optional(),
  date: z.iso.date('must be a date YYYY-MM-DD').optional(),
  asOf: z.iso.date('must be a date YYYY-MM-DD').optional(),
  json: z.boolean().default(false),
});

const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(currency === 'JPY' || currency === 'KRW' ? 0 : 2)}`;

export function taxEstimate(io: Io): Command {
  return new Command('estimate')
    .description('estimate VAT/GST and customs duty for a service fee and a shipment (POST /api/tax/calculate)')
    .requiredOption('--from <country>', 'origin country (name or ISO code, e.g. DE)')
    .requiredOption('--to <country>', 'destination country (name or ISO code, e.g. FR)')
    .requiredOption('--amount <amount>', 'service fee amount')
    .option('--customer-type <type>', 'B2B or B2C (default B2B)')
    .option('--currency <code>', `one of ${SUPPORTED_CURRENCIES.join(', ')} (default USD)`)
    .option('--service-type <type>', `one of ${TAX_SERVICE_TYPES.join(', ')}`)
    .option('--shipment-value <value>', 'declared value of the goods (for duty and import VAT)')
    .option('--vat-number <number>', 'customer VAT number (B2B reverse charge)')
    .option('--vat-override <reason>', 'take an unconfirmed --vat-number as a registered business (signed in; the reason is recorded)')
    .option('--digital', 'the service is electronically supplied (VAT of the customer country)')
    .option('--category <category>', 'goods category, e.g. "Clothing & Textiles" or clothing')
    .option('--description <text>', 'goods description (for the HS code)')
    .option('--buyer <type>', `buyer of the goods: ${BUYER_TYPES.join(', ')} (default from the customer type and VAT number)`)
    .option('--hs-code <code>', 'HS code of the goods (6 to 10 digits; wins over the description)')
    .option('--date <yyyy-mm-dd>', 'transaction date (default today)')
    .option('--as-of <yyyy-mm-dd>', 'compute the answer as of this date (the same as --date), to reproduce a past quote')
    .option('--json', 'print the API result as JSON')
    .action(async (opts: object, command: Command) => {
      try {
        const o = parseOptions(TaxEstimateOptionsSchema, opts);
        if (o.vatOverride && !o.vatNumber) throw new ValidationError([{ field: '--vat-override', message: 'needs --vat-number (the number to take as confirmed)' }]);
        const body: TaxCalculationRequest = {
          serviceType: o.serviceType,
          amount: o.amount,
          currency: o.currency,
          originCountry: o.from,
          destinationCountry: o.to,
          customerType: o.customerType,
          shipmentValue: o.shipmentValue ?? 0,
          isDigitalService: o.digital,
          ...(o.vatNumber ? { customerVatNumber: o.vatNumber } : {}),
          ...(o.category ? { itemCategory: o.category } : {}),
          ...(o.description ? { description: o.description } : {}),
          ...(o.hsCode ? { hsCode: o.hsCode } : {}),
          ...(o.date ? { transactionDate: o.date } : {}),
          ...(o.asOf ? { asOf: o.asOf } : {}),
          ...(o.buyer ? { buyer: o.buyer } : {}),
          ...(o.vatOverride ? { vatNumberOverride: { reason: o.vatOverride } } : {}),
        };
        const api = await createApiClient(io, globalUrl(command));
        // an override is recorded with who gave it: sent with the stored token; an estimate alone needs none
        const client = o.vatOverride ? api.signedIn : api.anonymous;
        const result = await answer(api, client.POST('/api/tax/calculate', { body }), Boolean(o.vatOverride));
        if (o.json) return printJson(io, result);
        printTaxResult(io, result);
      } catch (error) {
        handleError(error, io);
      }
    });
}

const BREAKDOWN: Column<TaxCalculationResult['taxBreakdown'][number] & { currency: string }>[] = [
  { header: 'JURISDICTION', value: (l) => l.jurisdiction },
  { header: 'TAX', value: (l) => l.taxType },
  { header: 'RATE', value: (l) => `${l.rate}%` },
  { header: 'AMOUNT', value: (l) => money(l.amount, l.currency) },
];
const REQUIRED: Column<TaxCalculationResult['complianceRequired'][number]>[] = [
  { header: 'DEADLINE', value: (r) => r.deadline },
  { header: 'JURISDICTION', value: (r) => r.jurisdiction },
  { header: 'REQUIREMENT', value: (r) => r.requirement },
];

export function printTaxResult(io: Io, r: TaxCalculationResult): void {
  printFields(io.stdout, [
    ['Total tax', money(r.totalTax, r.currency)],
    ['VAT/GST', money(r.vatGst, r.currency)],
    ['Customs duty', money(r.customsDuty, r.currency)],
    ['Date', r.transactionDate],
    ...(r.classification ? [['HS code', `${r.classification.hsCode} (${r.classification.basis}, confidence ${r.classification.confidence})`] as [string, string]] : []),
    ...(r.customerVatNumber
      ? [
          [
            'VAT number',
            `${r.customerVatNumber.vatNumber}: ${r.customerVatNumber.status}${r.customerVatNumber.overrideId ? ` (override ${r.customerVatNumber.overrideId})` : ''}`,
          ] as [string, string],
        ]
      : []),
    ...(r.buyerRule ? ([['Buyer', `${r.buyerRule.buyer} (${r.buyerRule.collector}, ${r.buyerRule.rule.id})`]] as [string, string][]) : []),
  ]);
  io.stdout.write('\n');
  printTable(
    io,
    BREAKDOWN,
    r.taxBreakdown.map((l) => ({ ...l, currency: r.currency })),
  );
  if (r.complianceRequired.length) {
    io.stdout.write('\nCompliance required:\n');
    printTable(io, REQUIRED, r.complianceRequired);
  }
  if (r.notes.length) {
    io.stdout.write('\nNotes:\n');
    for (const note of r.notes) io.stdout.write(`- ${note}\n`);
  }
}
