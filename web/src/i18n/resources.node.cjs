// Jest's stand-in for resources.ts (which needs Vite's import.meta.glob): the same exports, read from disk.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const LOCALES = path.join(__dirname, '../locales');
const read = (language, namespace) => JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));

const NAMESPACES = readdirSync(path.join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

const bundled = { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, read('en', ns)])) };

async function loadNamespace(language, namespace) {
  return existsSync(path.join(LOCALES, language, `${namespace}.json`)) ? read(language, namespace) : {};
}

module.exports = { NAMESPACES, bundled, loadNamespace };
