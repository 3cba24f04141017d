import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export default defineConfig({
  root: fromHere('.'),
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@waypost/contracts': fromHere('../../contracts/src/index.ts'), '@': fromHere('../src') } },
  server: { port: 5917, strictPort: true, proxy: { '/api': { target: 'http://127.0.0.1:3917' } } },
});
