import { itemsTotal, type BuyerType, type CustomerType, type TaxCalculationRequest, type TaxItemRequest, type TaxServiceType } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { numberOr } from './format';

// ── The tax calculator's request (spec section 3, issue 26): the spec's single-value payload, plus item lines and
// the business buyer's registration only when the shipper gives them ──

/** The form as typed (the spec's fields, unchanged) and the business buyer's registration ('' = from the VAT number). */
export interface TaxFormDraft {
  serviceType: string;
  amount: string;
  currency: string;
  originCountry: string;
  destinationCountry: string;
  customerType: string;
  customerVatNumber: string;
  shipmentValue: string;
  isDigitalService: boolean;
  buyer: '' | Exclude<BuyerType, 'consumer'>;
}

/** One item line as typed; `key` stays with the line when lines before it are removed. */
export interface TaxLineDraft {
  key: string;
  description: string;
  hsCode: string;
  quantity: string;
  unitValue: string;
  originCountry: string;
  itemCategory: string;
}
export type LineField = Exclude<keyof TaxLineDraft, 'key'>;

/** A line field's label (compliance catalogue), translated where it is shown. */
export const LINE_LABEL_KEYS = {
  description: 'request.lineFields.description',
  hsCode: 'request.lineFields.hsCode',
  quantity: 'request.lineFields.quantity',
  unitValue: 'request.lineFields.unitValue',
  originCountry: 'request.lineFields.originCountry',
  itemCategory: 'request.lineFields.itemCategory',
} as const satisfies Record<LineField, string>;
export const LINE_FIELDS = Object.keys(LINE_LABEL_KEYS) as LineField[];

/** The compliance catalogue's messages, in the language of the moment (read at call time, never at module load). */
const messages = () => i18n.getFixedT(null, 'compliance');

let lastKey = 0;
export const emptyLine = (): TaxLineDraft => ({ key: `line-${++lastKey}`, description: '', hsCode: '', quantity: '1', unitValue: '', originCountry: '', itemCategory: '' });

/** A number as typed: blank is left out, a number is sent, anything else is sent as typed so the API names it. */
const numeric = (value: string): number | string | undefined => {
  const text = value.trim();
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
};

function toItem(line: TaxLineDraft): TaxItemRequest {
  const quantity = numeric(line.quantity);
  return {
    description: line.description.trim(),
    ...(line.hsCode.trim() ? { hsCode: line.hsCode.trim() } : {}),
    ...(quantity !== undefined ? { quantity: quantity as number } : {}),
    unitValue: numeric(line.unitValue) as number,
    ...(line.originCountry ? { originCountry: line.originCountry } : {}),
    ...(line.itemCategory ? { itemCategory: line.itemCategory } : {}),
  };
}

/** Without lines and without a buyer registration this is exactly the spec's payload (its fields, in its order). */
export function buildTaxRequest(form: TaxFormDraft, lines: readonly TaxLineDraft[]): TaxCalculationRequest {
  const business = form.customerType === 'B2B';
  const vatNumber = business ? form.customerVatNumber.trim() : '';
  return {
    serviceType: form.serviceType as TaxServiceType,
    amount: numberOr(form.amount, 0),
    currency: form.currency,
    originCountry: form.originCountry,
    destinationCountry: form.destinationCountry,
    customerType: form.customerType as CustomerType,
    shipmentValue: numberOr(form.shipmentValue, 0),
    isDigitalService: form.isDigitalService,
    ...(vatNumber ? { customerVatNumber: vatNumber } : {}),
    ...(business && form.buyer ? { buyer: form.buyer } : {}),
    ...(lines.length ? { items: lines.map(toItem) } : {}),
  };
}

/** Field errors by place: a form field's name ('amount'), a line's `${key}.${field}`, 'items' for the list, 'form' otherwise. */
export type FieldErrors = Record<string, string>;

/** The line fields a shipper must fill before the request is sent ('is required', as the API words it). */
export function missingLineFields(lines: readonly TaxLineDraft[]): FieldErrors {
  const t = messages();
  const errors: FieldErrors = {};
  for (const line of lines) {
    if (!line.description.trim()) errors[`${line.key}.description`] = t('request.required', { field: t(LINE_LABEL_KEYS.description) });
    if (!line.unitValue.trim()) errors[`${line.key}.unitValue`] = t('request.required', { field: t(LINE_LABEL_KEYS.unitValue) });
  }
  return errors;
}

const FORM_LABEL_KEYS = {
  serviceType: 'request.formFields.serviceType',
  amount: 'request.formFields.amount',
  currency: 'request.formFields.currency',
  originCountry: 'request.formFields.originCountry',
  destinationCountry: 'request.formFields.destinationCountry',
  customerType: 'request.formFields.customerType',
  customerVatNumber: 'request.formFields.customerVatNumber',
  shipmentValue: 'request.formFields.shipmentValue',
  buyer: 'request.formFields.buyer',
  items: 'request.formFields.items',
} as const;
const isFormField = (field: string): field is keyof typeof FORM_LABEL_KEYS => Object.hasOwn(FORM_LABEL_KEYS, field);
const isLineField = (field: string | undefined): field is LineField => field !== undefined && Object.hasOwn(LINE_LABEL_KEYS, field);

/**
 * The API's 400 issues placed on the fields of the request that was sent: `items.1.hsCode` goes to the second line
 * sent (by its key, so removing a line later does not move the message), a form field to its name, the rest to 'form'.
 */
export function placeIssues(issues: readonly { field: string; message: string }[], sentKeys: readonly string[]): FieldErrors {
  const t = messages();
  const errors: FieldErrors = {};
  const add = (place: string, text: string) => (errors[place] = errors[place] ? `${errors[place]}; ${text}` : text);
  // `message` is the API's own wording (shown as it sends it); the field's name before it is ours
  for (const { field, message } of issues) {
    const line = /^items\.(\d+)\.(\w+)/.exec(field);
    const key = line ? sentKeys[Number(line[1])] : undefined;
    const lineField = line?.[2];
    if (key && isLineField(lineField)) add(`${key}.${lineField}`, t('request.issue', { field: t(LINE_LABEL_KEYS[lineField]), message }));
    else if (key) add('items', t('request.itemIssue', { n: Number(line![1]) + 1, field: field.split('.').slice(2).join('.'), message }));
    else if (isFormField(field)) add(field, t('request.issue', { field: t(FORM_LABEL_KEYS[field]), message }));
    else add('form', t('request.issue', { field, message }));
  }
  return errors;
}

/** The items' total as the API computes it (unit value x quantity, in cents), or undefined while a line is incomplete. */
export function linesTotal(lines: readonly TaxLineDraft[]): number | undefined {
  const parsed = lines.map((l) => ({ quantity: numberOr(l.quantity, 1), unitValue: Number.parseFloat(l.unitValue) }));
  return parsed.every((l) => Number.isFinite(l.unitValue) && Number.isInteger(l.quantity)) ? itemsTotal(parsed) : undefined;
}
