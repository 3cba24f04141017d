import http from 'node:http';
import type { AddressInfo } from 'node:net';

// ── A webhook receiver for the tests: a node http server on 127.0.0.1 that records what it gets ──

export interface Received {
  headers: Record<string, string>;
  body: string;
  status: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers given to the next requests, in order (then 200). */
  answers: number[];
  /** Called on each request before it is answered (may wait). */
  onRequest: ((r: Received) => Promise<void> | void) | null;
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    answers: [],
    onRequest: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const r: Received = { headers, body: Buffer.concat(chunks).toString('utf8'), status: receiver.answers.shift() ?? 200 };
      receiver.received.push(r);
      await receiver.onRequest?.(r);
      res.writeHead(r.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}
