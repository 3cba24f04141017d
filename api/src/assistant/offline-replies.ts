import { DEFAULT_LANGUAGE } from '@waypost/contracts';
import { fixedT } from '../platform/i18n/server-i18n';
import type { ToolResult } from './tools/assistant-tools';

// ── The offline assistant's words: tool results to plain sentences ───────────
// Messages of api/locales/<language>/assistant.json in the language of the chat request (requestLanguage); money and
// dates in that language's formats (en-US for English). What the tools return (a status label, a carrier's service,
// a tool's refusal) is shown as the tool words it.

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tool results are loose JSON, read field by field into the reply

/** The Intl locale of a language: English keeps the US formats it always had. */
const localeOf = (language: string) => (language === DEFAULT_LANGUAGE ? 'en-US' : language);

// Formatters are built once (per locale and currency): building one costs far more than formatting with it.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

const list = (xs: string[]) => xs.map((x) => `• ${x}`).join('\n');

export type OfflineReplies = ReturnType<typeof repliesIn>;

/** The offline assistant's replies in a language (a supported code; English when absent). */
export function repliesIn(language: string = DEFAULT_LANGUAGE) {
  const tr = fixedT(language);
  const t = (key: string, values?: Record<string, unknown>) => tr(`assistant:${key}`, values);
  const locale = localeOf(language);
  const money = (amount: number, currency = 'USD') => {
    const key = `${locale} ${currency}`;
    let format = moneyFormats.get(key);
    if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
    return format.format(amount);
  };
  const day = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return t('invalidDate'); // as toLocaleDateString answers
    let format = dayFormats.get(locale);
    if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })));
    return format.format(date);
  };

  return {
    track(number: string, r: ToolResult): string {
      if (!r.ok) return t(r.error === 'sign_in_required' ? 'track.signInRequired' : 'track.notFound', { number });
      const d = r.data as Data;
      const shipment = {
        trackingNumber: `${d.trackingNumber}`,
        item: `${d.item}`,
        from: `${d.from}`,
        to: `${d.to}`,
        status: `${d.statusLabel}`,
        delivery: day(d.estimatedDelivery),
      };
      if (!d.lastEvent) return t('track.status', shipment);
      const update = { update: `${d.lastEvent.description}`, location: `${d.lastEvent.location}`, date: day(d.lastEvent.timestamp) };
      return t('track.statusWithUpdate', { ...shipment, ...update });
    },

    signInToTrack: () => t('signInToTrack'),

    myShipments(r: ToolResult): string {
      if (!r.ok) return r.message;
      const shipments = (r.data as Data).shipments as Data[];
      if (shipments.length === 0) return t('myShipments.none');
      const items = shipments.map((s) => t('myShipments.item', { trackingNumber: `${s.trackingNumber}`, to: `${s.to}`, status: `${s.statusLabel}` }));
      return `${t('myShipments.heading')}\n${list(items)}\n${t('myShipments.askByNumber')}`;
    },

    handoff(r: ToolResult, reachable: boolean): string {
      if (!r.ok && r.error === 'read_only') return r.message;
      if (!r.ok) return t('handoff.failed', { reason: r.message });
      const d = r.data as Data;
      if (d.ticketNumber) return t('handoff.ticket', { ticketNumber: `${d.ticketNumber}`, contact: `${d.contact}` });
      return t(reachable ? 'handoff.requestedWithContact' : 'handoff.requestedWithoutContact', { reference: `${d.reference}`, contact: `${d.contact}` });
    },

    customsNeedsCountries: () => t('customs.needsCountries'),

    customs(r: ToolResult, valueAssumed: boolean): string {
      if (!r.ok) return r.message;
      const d = r.data as Data;
      const x = d.estimatedTaxes as Data;
      const verdict = d.status === 'prohibited' ? 'customs.prohibited' : d.status === 'restricted' ? 'customs.restricted' : 'customs.allowed';
      const taxes = {
        value: money(d.declaredValue, x.currency),
        duty: money(x.duty, x.currency),
        dutyRate: `${x.dutyRate}`,
        vat: money(x.vat, x.currency),
        vatRate: `${x.vatRate}`,
        total: money(x.total, x.currency),
      };
      const parts = [
        t(verdict, { category: `${d.category}`, hsCode: `${d.hsCode}`, from: `${d.fromCountry}`, to: `${d.toCountry}` }),
        t(valueAssumed ? 'customs.taxesOnAssumedValue' : 'customs.taxes', taxes),
      ];
      if ((d.restrictions as string[]).length) parts.push(`${t('customs.restrictions')}\n${list(d.restrictions)}`);
      if ((d.requiredDocuments as string[]).length) parts.push(`${t('customs.documents')}\n${list(d.requiredDocuments)}`);
      return parts.join('\n');
    },

    quoteNeedsPlaces: () => t('quote.needsPlaces'),

    quote(r: ToolResult, weightAssumed: boolean): string {
      if (!r.ok) return r.message;
      const d = r.data as Data;
      const route = { from: `${d.from}`, to: `${d.to}`, weight: `${d.weightKg}` };
      if (!(d.cheapest as Data[]).length) return t('quote.none', route);
      const option = (q: Data) => ({ carrier: `${q.carrier}`, service: `${q.service}`, price: money(q.price, d.currency), transitTime: `${q.transitTime}` });
      const lines = (d.cheapest as Data[]).map((q) => t('quote.option', option(q)));
      const fastest = d.fastest ? `\n${t('quote.fastest', option(d.fastest))}` : '';
      const urgency = d.urgency === 'express' || d.urgency === 'overnight' ? d.urgency : 'standard';
      const heading = t(`quote.cheapest.${urgency}`, { ...route, assumedWeight: weightAssumed ? t('quote.assumedWeight') : '' });
      return `${heading}\n${list(lines)}${fastest}\n${t('quote.compareAll', { total: `${d.totalOptions}` })}`;
    },

    thanks: () => t('thanks'),

    greeting: (signedIn: boolean) => t(signedIn ? 'greeting.signedIn' : 'greeting.signedOut'),

    help: (signedIn: boolean) => `${t('help.intro')}\n${list([t(signedIn ? 'help.track' : 'help.trackAfterSignIn'), t('help.quote'), t('help.customs'), t('help.agent')])}`,
  };
}
