// Unit tests of the web app's pure logic (*.unit.spec.ts, Node environment, no DOM) and components with Testing
// Library (*.unit.spec.tsx, `@jest-environment jsdom` in the file). Journeys run in real Chromium (Playwright, e2e/).
const path = require('node:path');

module.exports = {
  displayName: 'web-unit',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.unit.spec.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@/i18n/resources$': '<rootDir>/src/i18n/resources.node.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@waypost/contracts$': path.join(__dirname, '../contracts/src/index.ts'),
  },
};
