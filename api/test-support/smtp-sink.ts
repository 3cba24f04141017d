import net from 'node:net';
import type { AddressInfo } from 'node:net';

// ── A minimal SMTP server for tests: accepts every mail and keeps it (RFC 5321 happy path, no TLS, no auth) ──

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `n` mails have arrived (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(current);
            current = { from: '', to: [], data: '' };
            say('250 OK: queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 sink');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          say('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          say('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          say('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 OK');
        else say('502 Command not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(n, ms = 10_000) {
      const until = Date.now() + ms;
      while (mails.length < n) {
        if (Date.now() > until) throw new Error(`SMTP sink: ${mails.length} of ${n} mails after ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
