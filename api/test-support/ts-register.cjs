// Loads the TypeScript sources directly (SWC, decorators on): in a worker thread started by a test (jest transforms only its own modules), and in bench/replay (no build needed).
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const aliases = {
  '@waypost/contracts': path.join(root, 'contracts/src/index.ts'),
  '@waypost/projections': path.join(root, 'projections/src/index.ts'),
  '@waypost/client': path.join(root, 'client/src/index.ts'),
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (aliases[request]) return aliases[request];
  return resolve.call(this, request, parent, ...rest);
};
require.extensions['.ts'] = function (module, filename) {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: false,
  });
  module._compile(code, filename);
};
// Node tries extensions in the order they were registered: put .json after .ts, so that `./languages` is
// contracts/src/languages.ts (as for tsc and jest), not the languages.json beside it.
const loadJson = require.extensions['.json'];
delete require.extensions['.json'];
require.extensions['.json'] = loadJson;
