// cli/package.json is one level above both src/ (tests) and dist/ (the built binary).
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const VERSION: string = (require('../../package.json') as { version: string }).version;
