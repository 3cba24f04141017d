import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// React's JSX goes through Vite's built-in Oxc transform: no @vitejs/plugin-react.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@waypost/contracts': fromHere('../contracts/src/index.ts'),
      '@': fromHere('./src'),
    },
  },
  server: {
    // The dev server forwards API calls to the one-port app (override with WAYPOST_API_URL).
    proxy: { '/api': { target: process.env.WAYPOST_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // contracts/src only declares schemas and constants: a page importing one message
      // must not pull every zod schema (and zod) into its chunk.
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      onwarn(warning, warn) {
        // React Query and React Router ship "use client" directives; meaningless in an SPA bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
