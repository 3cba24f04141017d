import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWaypost, testIo, type TestIo } from '../test-support/test-io';
import { clearConfigToken, configPath, readConfig, writeConfig } from './config-store';

describe('config store', () => {
  let io: TestIo;
  beforeEach(() => {
    io = testIo();
  });
  afterEach(() => io.cleanup());

  it('lives in $WAYPOST_CONFIG, else ~/.config/waypost/config.json', () => {
    expect(configPath(io)).toBe(io.configFile);
    const home = testIo();
    delete home.env.WAYPOST_CONFIG;
    expect(configPath(home)).toBe(join(home.homedir(), '.config', 'waypost', 'config.json'));
    home.cleanup();
  });

  it('creates missing folders and keeps the file 0600 even when it was wider before', async () => {
    const nested = testIo();
    nested.env.WAYPOST_CONFIG = join(nested.homedir(), 'a', 'b', 'config.json');
    await writeConfig(nested, { token: 't' });
    expect(statSync(nested.env.WAYPOST_CONFIG).mode & 0o777).toBe(0o600);
    nested.cleanup();

    writeFileSync(io.configFile, '{}');
    chmodSync(io.configFile, 0o644);
    await writeConfig(io, { url: 'http://x', token: 't' });
    expect(statSync(io.configFile).mode & 0o777).toBe(0o600);
    expect(await readConfig(io)).toEqual({ url: 'http://x', token: 't' });
  });

  it('forgets the token but keeps the URL', async () => {
    await writeConfig(io, { url: 'http://x', token: 't', tokenId: 'i', email: 'e' });
    await clearConfigToken(io);
    expect(await readConfig(io)).toEqual({ url: 'http://x' });
  });

  it('reads a missing file as empty and reports a corrupt one (exit 1)', async () => {
    expect(await readConfig(io)).toEqual({});
    writeFileSync(io.configFile, 'not json');
    await runWaypost(io, ['whoami']);
    expect(io.err.text).toBe(`Error: The config file ${io.configFile} is not valid JSON: fix or delete it.\n`);
    expect(io.exitCode).toBe(1);
  });
});
