import { describeField } from '@/features/shipments/components/shipment-wizard/shipment-draft';
import { formatDays } from '@/lib/format';
import { i18n } from './i18n';
import fr from '../locales/fr/shipments.json';
import ar from '../locales/ar/common.json';

// The catalogues at work: a language's own word order for field names, its own plural forms, English as the fallback.

afterEach(() => i18n.changeLanguage('en'));

it('names a wizard field in the language’s own order', async () => {
  expect(describeField('customs.items.1.hsCode')).toBe('Customs item 2 HS code');
  await i18n.changeLanguage('fr');
  expect(describeField('fromAddress.city')).toBe(`${fr.fieldNames.sections.fromAddress} – ${fr.fieldNames.fields.city}`);
  expect(describeField('customs.items.1.hsCode')).toBe(
    `${fr.fieldNames.sections.customs} – ${fr.fieldNames.numbered.items.replace('{{number}}', '2')} – ${fr.fieldNames.fields.hsCode}`,
  );
});

it('counts with the language’s plural forms (Arabic has six)', async () => {
  await i18n.changeLanguage('ar');
  const form = (n: number) => new Intl.PluralRules('ar').select(n);
  for (const n of [0, 1, 2, 3, 11, 100]) {
    const key = `days_${form(n)}` as keyof typeof ar.format;
    expect(ar.format[key]).toBeDefined();
    expect(formatDays(n)).toBe(ar.format[key].replace('{{days}}', new Intl.NumberFormat('ar').format(n)).replace('{{count}}', String(n)));
  }
});

it('falls back to English, key by key, for a language without a catalogue', async () => {
  await i18n.changeLanguage('xx');
  expect(i18n.t('common:language.label')).toBe('Language');
});
