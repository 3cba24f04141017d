// Runs only the log recorders of this folder (never part of `npm test`): a recorder writes a fixture from the code
// checked out at the time, e.g. `npx jest -c api/test-fixtures/jest.recorder.config.mjs` in a checkout of main.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import root from '../../jest.config.js';

const int = root.projects.find((p) => p.displayName === 'int');
export default { ...int, displayName: 'recorder', rootDir: join(dirname(fileURLToPath(import.meta.url)), '../..'), testMatch: ['<rootDir>/api/test-fixtures/*.recorder.ts'] };
