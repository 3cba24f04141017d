import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError, ValidationError } from '../../lib/errors';
import { testIo, type TestIo } from '../../test-support/test-io';
import { collectCredentials, credentialsFromEnv, MAX_CREDENTIALS_BYTES, parseCredentialsText, readCredentialSources } from './credential-sources';

const SECRET = 'EZTKsecret123';
const sources = (o: { credentialsFile?: string; credentialsStdin?: boolean; credentialEnv?: string[] }) => ({
  credentialsStdin: false,
  credentialEnv: [],
  ...o,
});
async function refusal(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  // whatever is refused, no message may repeat a value
  expect(JSON.stringify(error.issues)).not.toContain(SECRET);
  return error;
}

describe('credential sources: file and stdin formats', () => {
  it('reads a JSON object of names to strings', () => {
    expect(parseCredentialsText(`{"apiKey": "${SECRET}", "webhookSecret": "whs"}\n`, '--credentials-file')).toEqual({
      credentials: [
        { name: 'apiKey', value: SECRET, from: '--credentials-file' },
        { name: 'webhookSecret', value: 'whs', from: '--credentials-file' },
      ],
      issues: [],
    });
  });

  it('reads name=value lines: comments, blank lines, CRLF, a byte-order mark, .env quotes and = inside values', () => {
    const text = `\uFEFF# EasyPost, test account\r\n\r\napiKey = "${SECRET}"\r\nwebhookSecret=a=b==\r\nusername='x y'\n`;
    expect(parseCredentialsText(text, '--credentials-stdin').credentials).toEqual([
      { name: 'apiKey', value: SECRET, from: '--credentials-stdin' },
      { name: 'webhookSecret', value: 'a=b==', from: '--credentials-stdin' },
      { name: 'username', value: 'x y', from: '--credentials-stdin' },
    ]);
  });

  it('names the line of a malformed entry without repeating it', () => {
    const { issues } = parseCredentialsText(`apiKey=ok\n${SECRET}\n=nothing\n`, '--credentials-file');
    expect(issues).toEqual([
      { field: '--credentials-file line 2', message: 'must be name=value (e.g. apiKey=…)' },
      { field: '--credentials-file line 3', message: 'must be name=value (e.g. apiKey=…)' },
    ]);
  });

  it('refuses broken JSON without quoting it (JSON.parse would), an array, and values that are not strings', () => {
    const broken = parseCredentialsText(`{"apiKey": ${SECRET}}`, '--credentials-file');
    expect(broken.issues).toEqual([{ field: '--credentials-file', message: 'is not valid JSON (expected an object of credential names to values)' }]);
    expect(JSON.stringify(broken)).not.toContain(SECRET);
    expect(parseCredentialsText('[]', 'x').issues).toEqual([{ field: 'x', message: 'must be a JSON object of credential names to values' }]);
    expect(parseCredentialsText('{"accountNumber": 123456, "apiKey": null}', 'f').issues).toEqual([
      { field: 'accountNumber (from f)', message: 'must be a string (in quotes)' },
      { field: 'apiKey (from f)', message: 'must be a string (in quotes)' },
    ]);
  });

  it('refuses an empty input or one of comments only', () => {
    expect(parseCredentialsText(' \n\n', 's').issues).toEqual([{ field: 's', message: 'holds no credentials' }]);
    expect(parseCredentialsText('# nothing yet\n', 's').issues).toEqual([{ field: 's', message: 'holds no credentials' }]);
  });
});

describe('credential sources: environment variables named on the command line', () => {
  it('takes the value of the variable, and says which is not set', () => {
    const env = { EASYPOST_API_KEY: SECRET };
    expect(credentialsFromEnv(['apiKey=EASYPOST_API_KEY', 'webhookSecret=MISSING'], env)).toEqual({
      credentials: [{ name: 'apiKey', value: SECRET, from: '$EASYPOST_API_KEY' }],
      issues: [{ field: 'webhookSecret (from $MISSING)', message: 'the environment variable MISSING is not set' }],
    });
  });

  it('refuses entries that are not name=VARIABLE, and never reads the prototype of the environment', () => {
    const { credentials, issues } = credentialsFromEnv(['apiKey', '=X', 'apiKey=not a name', 'apiKey=__proto__', 'password=toString'], {});
    expect(credentials).toEqual([]);
    expect(issues.map((i) => i.field)).toEqual(['--credential-env', '--credential-env', '--credential-env', 'apiKey (from $__proto__)', 'password (from $toString)']);
  });
});

describe('credential sources: together, checked against the provider', () => {
  let io: TestIo;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'waypost-creds-'));
  });
  afterEach(() => {
    io?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });
  const file = (text: string) => {
    const path = join(dir, 'creds');
    writeFileSync(path, text, { mode: 0o600 });
    return path;
  };

  it('combines a file, stdin and the environment into the request object', async () => {
    io = testIo({ env: { UPS_ACCOUNT: 'A1B2C3' }, stdin: '{"clientSecret": "s3cret"}' });
    const creds = await collectCredentials(
      io,
      'ups-direct',
      sources({ credentialsFile: file('clientId=cid\n'), credentialsStdin: true, credentialEnv: ['accountNumber=UPS_ACCOUNT'] }),
    );
    expect(creds).toEqual({ clientId: 'cid', clientSecret: 's3cret', accountNumber: 'A1B2C3' });
  });

  it("refuses a name the provider does not take, listing the provider's names, and a missing required one", async () => {
    io = testIo({ stdin: `apiKey=${SECRET}\nclientId=x\n` });
    const error = await refusal(collectCredentials(io, 'easypost', sources({ credentialsStdin: true })));
    expect(error.issues).toEqual([{ field: 'clientId (from --credentials-stdin)', message: 'is not a credential of EasyPost, which takes apiKey (required), webhookSecret' }]);

    const missing = await refusal(collectCredentials(io, 'dhl-direct', sources({ credentialsFile: file(`username=u\npassword=${SECRET}\n`) })));
    expect(missing.issues).toEqual([{ field: 'accountNumber', message: 'is required for DHL Express (DHL Express account number)' }]);
  });

  it('refuses empty values and a name given twice, from any source', async () => {
    io = testIo({ env: { EMPTY: '  ', KEY: SECRET }, stdin: 'apiKey=\n' });
    const error = await refusal(readCredentialSources(io, sources({ credentialsStdin: true, credentialEnv: ['webhookSecret=EMPTY', 'apiKey=KEY'] })));
    expect(error.issues).toEqual([
      { field: 'apiKey (from --credentials-stdin)', message: 'is empty' },
      { field: 'webhookSecret (from $EMPTY)', message: 'is empty' },
      { field: 'apiKey', message: 'is given twice (--credentials-stdin and $KEY)' },
    ]);
  });

  it('asks for a source when none is given, and refuses a missing or oversized file or stdin', async () => {
    io = testIo({ stdin: 'x'.repeat(MAX_CREDENTIALS_BYTES + 1) });
    await expect(readCredentialSources(io, sources({}))).rejects.toThrow(/--credentials-file <path>, --credentials-stdin or --credential-env/);
    await expect(readCredentialSources(io, sources({ credentialsFile: join(dir, 'nope') }))).rejects.toThrow(/^Cannot read .*nope: ENOENT/);
    await expect(readCredentialSources(io, sources({ credentialsFile: file('x'.repeat(MAX_CREDENTIALS_BYTES + 1)) }))).rejects.toThrow(/holds more than 65536 bytes/);
    const tooBig = await readCredentialSources(io, sources({ credentialsStdin: true })).catch((e: unknown) => e);
    expect(tooBig).toBeInstanceOf(CliError);
    expect((tooBig as CliError).message).toBe('Standard input holds more than 65536 bytes: that is not a set of credentials.');
  });
});
