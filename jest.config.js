// Test layers by file name: *.unit.spec.ts (pure, no I/O), the provider adapters' *.contract.spec.ts (against local fakes) and *.int.spec.ts (real PostgreSQL: the server in
// DATABASE_URL, or an embedded one started by jest/global-setup.mjs). Each int test file gets its own database.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@waypost/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@waypost/client$': '<rootDir>/client/src/index.ts',
    '^@waypost/projections$': '<rootDir>/projections/src/index.ts',
  },
  // openid-client and its dependencies ship only ES modules: compile them for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/', '<rootDir>/web/'],
  rootDir: __dirname,
};
module.exports = {
  // One worker on 2 cores, restarted once it holds more than this after a test file: run in band, ~150 files of Nest
  // apps grew one process past V8's 4 GB heap.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.spec.ts'] },
    // Provider adapters against their providers' local fakes (HTTP on 127.0.0.1, no database): issue 27.
    { ...shared, displayName: 'contract', testMatch: ['<rootDir>/api/src/carriers/providers/**/*.contract.spec.ts'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/jest/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/jest/int-setup.js'],
    },
  ],
};
