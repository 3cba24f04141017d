// Unit tests of the web app's pure logic (*.unit.spec.ts, Node environment, no DOM).
// Screens are tested in real Chromium by the Playwright journeys in e2e/.
const path = require('node:path');

module.exports = {
  displayName: 'web-unit',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.unit.spec.ts'],
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
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@waypost/contracts$': path.join(__dirname, '../contracts/src/index.ts'),
  },
};
