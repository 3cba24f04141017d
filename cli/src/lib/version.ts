// cli/package.json is one level above both src/ (tests) and dist/ (the built binary).
export const VERSION: string = (require('../../package.json') as { version: string }).version;
