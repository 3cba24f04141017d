import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWaypost, testIo, type TestIo } from './test-support/test-io';

describe('waypost (program)', () => {
  let io: TestIo;
  beforeEach(() => {
    io = testIo();
  });
  afterEach(() => io.cleanup());

  it('prints its version and exits 0', async () => {
    await runWaypost(io, ['--version']);
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(io.out.text).toBe(`${version}\n`);
    expect(io.exitCode).toBe(0);
  });

  it('lists every command in --help and exits 0', async () => {
    await runWaypost(io, ['--help']);
    for (const command of ['login', 'logout', 'whoami', 'shipments', 'track', 'events', 'projections', 'tokens']) {
      expect(io.out.text).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    }
    expect(io.exitCode).toBe(0);
  });

  it('exits 2 on an unknown command, suggesting the closest one', async () => {
    await runWaypost(io, ['shipment', 'list']);
    expect(io.err.text).toContain("error: unknown command 'shipment'");
    expect(io.err.text).toContain('(Did you mean shipments?)');
    expect(io.exitCode).toBe(2);
  });

  it('exits 2 on a missing argument or an unknown option of a subcommand', async () => {
    await runWaypost(io, ['track']);
    expect(io.err.text).toContain("error: missing required argument 'trackingNumber'");
    expect(io.exitCode).toBe(2);

    const other = testIo();
    await runWaypost(other, ['shipments', 'list', '--jsn']);
    expect(other.err.text).toContain("error: unknown option '--jsn'");
    expect(other.exitCode).toBe(2);
    other.cleanup();
  });

  it('exits 2 with the group help when a group is called without a subcommand', async () => {
    await runWaypost(io, ['projections']);
    expect(io.err.text).toContain('Usage: waypost projections [options] [command]');
    expect(io.exitCode).toBe(2);
  });
});
