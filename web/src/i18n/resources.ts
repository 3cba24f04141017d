// ── Where the catalogues come from (src/locales/<language>/<namespace>.json) ──
// English is bundled: it is the language every other one falls back to, key by key, so the first paint never waits
// for it. Every other language is a chunk of its own per namespace, loaded when a visitor uses that language.
// Jest cannot run import.meta.glob: jest.config.cjs maps this module to resources.node.cjs (same exports, read from disk).

type Catalogue = Record<string, unknown>;

const english = import.meta.glob<Catalogue>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Catalogue>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)![1]!;

export const NAMESPACES: readonly string[] = Object.keys(english).map(namespaceOf).sort();

export const bundled: Record<string, Record<string, Catalogue>> = {
  en: Object.fromEntries(Object.entries(english).map(([file, catalogue]) => [namespaceOf(file), catalogue])),
};

/** One namespace of one language; an empty catalogue when it does not exist (its keys then fall back to English). */
export async function loadNamespace(language: string, namespace: string): Promise<Catalogue> {
  const load = others[`../locales/${language}/${namespace}.json`];
  return load ? await load() : {};
}
