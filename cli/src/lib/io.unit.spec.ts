import { Readable } from 'node:stream';
import { CliError } from './errors';
import { readAll } from './io';

describe('readAll (standard input for --credentials-stdin)', () => {
  const hint = () => ({
    text: '',
    write(s: string) {
      this.text += s;
    },
  });

  it('joins the chunks as UTF-8, even a character split across two of them', async () => {
    const euro = Buffer.from('€');
    const input = Readable.from([Buffer.from('apiKey='), euro.subarray(0, 1), euro.subarray(1), Buffer.from('\n')]);
    const out = hint();
    expect(await readAll(input, out, 100)).toBe('apiKey=€\n');
    expect(out.text).toBe('');
  });

  it('refuses more than the limit and stops reading', async () => {
    const input = Readable.from([Buffer.alloc(60, 'a'), Buffer.alloc(60, 'b'), Buffer.alloc(60, 'c')]);
    const error = await readAll(input, hint(), 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toBe('Standard input holds more than 100 bytes: that is not a set of credentials.');
    expect(input.destroyed).toBe(true);
  });

  it('tells a person at a terminal how to end the input', async () => {
    const input = Object.assign(Readable.from([Buffer.from('a=b')]), { isTTY: true });
    const out = hint();
    await readAll(input, out, 100);
    expect(out.text).toBe('Reading from standard input: paste, then press Ctrl-D on a line of its own.\n');
  });
});
