import { CustomsSchema } from '@waypost/contracts';
import { readPdf } from '../../../test-support/pdf-reader';
import { catalogueMessages, missingServerKeys, serverI18n } from '../../platform/i18n/server-i18n';
import { documentTexts, standardFontCanDraw } from './document-texts';
import { renderShipmentDocument, type ShipmentForDocuments } from './shipment-documents.pdf';

// ── The customs documents in the shipper's language plus English, or English alone where the fonts cannot draw it ──

jest.setTimeout(30_000);

const shipment: ShipmentForDocuments = {
  trackingNumber: '2PG-2026-000042',
  createdAt: '2026-11-20T10:00:00.000Z',
  fromAddress: { name: 'Greta Müller', address: 'Hauptstraße 1', city: 'Berlin', country: 'DE', postalCode: '10117' },
  toAddress: { name: 'Ike Importer', address: '1 Fifth Ave', city: 'New York', country: 'US', postalCode: '10001' },
  parcelCount: 2,
  totalWeightKg: 2.7,
  customs: CustomsSchema.parse({
    contentType: 'merchandise',
    incoterm: 'DDP',
    items: [
      {
        description: 'Wireless headphones',
        quantity: 2,
        unitValue: { amountMinor: 15_000, currency: 'EUR' },
        hsCode: '851830',
        originCountry: 'DE',
        weight: { value: 350, unit: 'g' },
      },
    ],
  }),
  dutiesEstimate: { currency: 'EUR', dutyMinor: 1200, taxMinor: 3400, totalMinor: 4600, payer: 'shipper', rule: 'test', asOf: '2026-11-20' },
};

/** The same clock for every rendering, so that two PDFs can be compared byte for byte. */
const render = async (kind: 'commercial-invoice' | 'cn23', language?: string) => {
  jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    return await renderShipmentDocument(kind, shipment, language);
  } finally {
    jest.useRealTimers();
  }
};
const text = async (pdf: Buffer) => (await readPdf(pdf)).pages.map((p) => p.text).join('\n');

describe('which characters the standard PDF fonts draw', () => {
  it('Latin-1 and WinAnsi’s extras, nothing else', () => {
    expect(standardFontCanDraw('Zollinhaltserklärung: Größe, Straße, „Ware“ – 5 € … œ Š')).toBe(true);
    expect(standardFontCanDraw('déclaration\u202f: envoi')).toBe(true); // a narrow no-break space is drawn as a no-break space
    expect(standardFontCanDraw('Gro\u0308ße')).toBe(true); // decomposed: drawn composed (NFC)
    for (const foreign of ['przesyłka', 'gönderi ş', 'tờ khai hải quan', 'شحنة', 'משלוח', 'शिपमेंट', 'การจัดส่ง', '货件', '出荷', '배송'])
      expect({ foreign, drawable: standardFontCanDraw(foreign) }).toEqual({ foreign, drawable: false });
  });

  it('the German documents catalogue can be drawn', () => {
    expect(catalogueMessages('de', 'documents').length).toBeGreaterThan(40);
    expect(catalogueMessages('de', 'documents').filter((m) => !standardFontCanDraw(m))).toEqual([]);
  });
});

describe('documentTexts', () => {
  it('English alone for English; translation / English for German', () => {
    const en = documentTexts('en');
    expect(en.language).toBe('en');
    expect(en.label('invoice.title')).toBe('COMMERCIAL INVOICE');
    expect(en.statement('invoice.statement')).toHaveLength(1);
    const de = documentTexts('de-AT');
    expect(de.language).toBe('de');
    expect(de.label('invoice.title')).toBe('HANDELSRECHNUNG / COMMERCIAL INVOICE');
    expect(de.label('invoice.hsCode')).toBe('HS-Code / HS code');
    expect(de.label('incoterms')).toBe('Lieferbedingungen (Incoterms 2020) / Terms of delivery (Incoterms 2020)');
    expect(de.statement('invoice.statement')).toEqual([expect.stringMatching(/^Ich erkläre/), expect.stringMatching(/^I declare/)]);
  });

  it('English alone for a language with no documents catalogue yet, or one the fonts cannot draw', () => {
    expect(documentTexts('ja').language).toBe('en');
    const i18n = serverI18n();
    i18n.addResourceBundle('pl', 'documents', { invoice: { title: 'FAKTURA HANDLOWA' }, contents: { merchandise: 'Sprzedaż towarów' } });
    try {
      expect(documentTexts('pl').language).toBe('en');
      expect(documentTexts('pl').label('invoice.title')).toBe('COMMERCIAL INVOICE');
    } finally {
      i18n.removeResourceBundle('pl', 'documents');
    }
  });
});

describe('the shipment’s documents as PDFs', () => {
  it('the commercial invoice in German plus English', async () => {
    const pdf = await text(await render('commercial-invoice', 'de'));
    for (const expected of [
      'HANDELSRECHNUNG / COMMERCIAL INVOICE',
      'Sendung / Shipment: 2PG-2026-000042',
      'Exporteur/Verkäufer / Exporter / seller',
      'Greta Müller',
      'Art der Sendung / Category of item: Verkauf von Waren / Sale of goods',
      'Lieferbedingungen (Incoterms 2020) / Terms of delivery (Incoterms 2020): DDP',
      'Ursprung / origin DE',
      'Gesamtwert / Total value: EUR 300.00',
      'bezahlt vom Versender / EUR 46.00 (duty EUR 12.00, tax EUR 34.00), paid by the shipper',
      'Ich erkläre, dass die Angaben in dieser Rechnung wahr und richtig sind.',
      'I declare that the information on this invoice is true and correct.',
      'Datum und Unterschrift des Absenders / Date and sender',
    ])
      expect(pdf.replace(/\s+/g, ' ')).toContain(expected);
  });

  it('the CN23 in German plus English', async () => {
    const pdf = (await text(await render('cn23', 'de'))).replace(/\s+/g, ' ');
    expect(pdf).toContain('ZOLLINHALTSERKLÄRUNG CN23 / CUSTOMS DECLARATION CN23');
    expect(pdf).toContain('Absender / From');
    expect(pdf).toContain('I certify that the particulars given in this customs declaration are correct');
  });

  it('in English alone for English, word for word as before', async () => {
    const pdf = (await text(await render('commercial-invoice', 'en'))).replace(/\s+/g, ' ');
    for (const expected of [
      'COMMERCIAL INVOICE',
      'Shipment: 2PG-2026-000042',
      'Exporter / seller',
      'Category of item: Sale of goods',
      'HS 8518.30 | origin DE | quantity 2 | unit weight 350 g | unit value EUR 150.00 | line EUR 300.00',
      'Estimated duties and import taxes: EUR 46.00 (duty EUR 12.00, tax EUR 34.00), paid by the shipper',
      "Date and sender's signature: 2026-11-20",
    ])
      expect(pdf).toContain(expected);
    for (const german of ['HANDELSRECHNUNG', 'Sendung', 'Ich erkläre']) expect(pdf).not.toContain(german);
  });

  it('falls back to English alone, byte for byte, where the fonts cannot draw the language (and without a language)', async () => {
    const english = await render('commercial-invoice', 'en');
    expect((await render('commercial-invoice')).equals(english)).toBe(true);
    expect((await render('commercial-invoice', 'ja')).equals(english)).toBe(true);
    const i18n = serverI18n();
    i18n.addResourceBundle('tr', 'documents', { invoice: { title: 'TİCARİ FATURA' }, shipment: 'Gönderi' });
    try {
      expect((await render('commercial-invoice', 'tr')).equals(english)).toBe(true);
    } finally {
      i18n.removeResourceBundle('tr', 'documents');
    }
    expect(missingServerKeys()).toEqual([]);
  });
});
