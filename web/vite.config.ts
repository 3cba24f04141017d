import { fileURLToPath, URL } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * contracts/src only declares schemas and constants, but building a zod schema is a call, and the bundler keeps
 * calls it cannot prove pure. A page that imports one constant from a contracts file would then build every
 * schema in it and download zod for nothing. Every call in a top-level declaration there is marked pure.
 */
function pureContractDeclarations(): Plugin {
  const isContract = (id: string) => /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id);
  return {
    name: 'waypost:pure-contract-declarations',
    enforce: 'pre',
    transform(code, id) {
      if (!isContract(id)) return null;
      const starts = new Set<number>();
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as { type?: string; start?: number };
        if ((n.type === 'CallExpression' || n.type === 'NewExpression') && typeof n.start === 'number') starts.add(n.start);
        for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
      };
      for (const statement of parseAst(code, { lang: 'ts' }).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type === 'VariableDeclaration') declaration.declarations.forEach((d) => visit(d.init));
      }
      let out = code;
      for (const start of [...starts].sort((a, b) => b - a)) out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
      return { code: out, map: null };
    },
  };
}

// React's JSX goes through Vite's built-in Oxc transform: no @vitejs/plugin-react.
export default defineConfig({
  plugins: [pureContractDeclarations()],
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
