import { LANGUAGE_UNSUPPORTED_MESSAGE } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { binaryBody } from '../../test-support/binary-body';
import { readPdf } from '../../test-support/pdf-reader';
import { DE_US_CUSTOMS, DE_US_ITEM_DETAILS, DE_US_PARCELS } from '../../test-support/de-us-shipment';

// ── Issue 29 over HTTP: the commercial invoice in the shipper's language plus English (?lang=, cookie, Accept-Language) ──

jest.setTimeout(60_000);

const pdfText = async (body: Buffer) => (await readPdf(body)).pages.map((p) => p.text.replace(/\s+/g, ' ')).join('\n');
const address = (name: string, city: string, country: string, postalCode: string) => ({ name, address: `${name} Street 1`, city, country, postalCode });
const declaration = {
  fromAddress: { name: 'A', address: 'Str. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'B', address: 'Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Cotton t-shirt', weight: 1, value: 500 },
};

describe('customs documents in the shipper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const declarationPdf = (query: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
    t.anonymous().post('/api/customs/declaration/pdf').query(query).set(headers).send(declaration).buffer(true).parse(binaryBody);

  it('POST /api/customs/declaration/pdf: German plus English by Accept-Language and by ?lang=, English alone otherwise', async () => {
    for (const [query, headers] of [
      [{}, { 'accept-language': 'de-DE,de;q=0.9' }],
      [{ lang: 'de' }, {}],
      [{ lang: 'de-AT' }, { cookie: 'waypost_lang=en' }],
    ] as const) {
      const res = await declarationPdf(query, headers).expect(200);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('HANDELSRECHNUNG / COMMERCIAL INVOICE');
      expect(text).toContain('Warenbeschreibung / Description of goods: Cotton t-shirt');
      expect(text).toContain('ZOLLINHALTSERKLÄRUNG CN23 / CUSTOMS DECLARATION CN23');
    }
    for (const [query, headers] of [
      [{}, {}],
      [{ lang: 'en' }, { 'accept-language': 'de' }],
      [{}, { cookie: 'waypost_lang=en', 'accept-language': 'de' }],
      [{ lang: 'ja' }, {}], // no documents catalogue in Japanese yet, and Helvetica could not draw it: English alone
    ] as const) {
      const text = await pdfText((await declarationPdf(query, headers).expect(200)).body as Buffer);
      expect(text).toContain('COMMERCIAL INVOICE');
      expect(text).toContain('Description of goods: Cotton t-shirt');
      expect(text).not.toContain('HANDELSRECHNUNG');
    }
  });

  it('an unsupported ?lang= is a 400 naming the field', async () => {
    for (const lang of ['xx', 'klingon', '', '__proto__', ['de', 'fr']]) {
      const res = await t.anonymous().post('/api/customs/declaration/pdf').query({ lang }).send(declaration).expect(400);
      expect({ lang, issues: res.body.issues }).toEqual({ lang, issues: [{ field: 'lang', message: LANGUAGE_UNSUPPORTED_MESSAGE }] });
    }
  });

  it('GET /api/shipments/:id/documents/:kind: the invoice in German plus English, English alone in English, 400 for ?lang=xx', async () => {
    const shipper = await t.signIn('shipper');
    const created = (
      await shipper
        .post('/api/shipments')
        .send({
          fromAddress: address('Greta Exporter', 'Berlin', 'Germany', '10117'),
          toAddress: address('Ike Importer', 'New York', 'United States', '10001'),
          itemDetails: DE_US_ITEM_DETAILS,
          parcels: DE_US_PARCELS,
          customs: DE_US_CUSTOMS,
        })
        .expect(201)
    ).body;
    await t.project();
    const url = `/api/shipments/${created.id}/documents/commercial-invoice`;

    const german = await pdfText((await shipper.get(url).set('accept-language', 'de').buffer(true).parse(binaryBody).expect(200)).body as Buffer);
    expect(german).toContain('HANDELSRECHNUNG / COMMERCIAL INVOICE');
    expect(german).toContain(`Sendung / Shipment: ${created.trackingNumber}`);
    expect(german).toContain('Ich erkläre, dass die Angaben in dieser Rechnung wahr und richtig sind.');
    expect(german).toContain('I declare that the information on this invoice is true and correct.');
    const byQuery = await pdfText((await shipper.get(url).query({ lang: 'de' }).buffer(true).parse(binaryBody).expect(200)).body as Buffer);
    expect(byQuery).toContain('HANDELSRECHNUNG / COMMERCIAL INVOICE');

    const english = await pdfText((await shipper.get(url).buffer(true).parse(binaryBody).expect(200)).body as Buffer);
    expect(english).toContain('COMMERCIAL INVOICE');
    expect(english).toContain(`Shipment: ${created.trackingNumber}`);
    expect(english).not.toContain('HANDELSRECHNUNG');

    const refused = await shipper.get(url).query({ lang: 'xx' }).expect(400);
    expect(refused.body.issues).toEqual([{ field: 'lang', message: LANGUAGE_UNSUPPORTED_MESSAGE }]);
  });
});
