import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ── A local server that speaks the OpenAI chat-completions wire format, scripted per request ──
// Each request is recorded (body + headers); the script decides the answer: a tool call, a text answer,
// an HTTP error, or a hang (for timeouts).

export interface RecordedRequest {
  body: {
    model: string;
    messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    response_format?: unknown;
  };
  authorization: string | undefined;
}

export type ScriptStep =
  | { kind: 'tool_calls'; calls: { name: string; arguments: string }[] }
  | { kind: 'text'; content: string }
  | { kind: 'json'; content: unknown }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' };

export type Script = (request: RecordedRequest, index: number) => ScriptStep;

export interface FakeChatServer {
  baseURL: string;
  requests: RecordedRequest[];
  script: Script;
  close(): Promise<void>;
}

const completion = (model: string, message: Record<string, unknown>, finishReason: string) => ({
  id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

export async function startFakeChatServer(script: Script): Promise<FakeChatServer> {
  const hanging: ServerResponse[] = [];
  const state: FakeChatServer = { baseURL: '', requests: [], script, close: async () => undefined };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const recorded: RecordedRequest = { body: JSON.parse(Buffer.concat(chunks).toString('utf8')), authorization: req.headers.authorization };
      state.requests.push(recorded);
      const step = state.script(recorded, state.requests.length - 1);
      const model = recorded.body.model;
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      switch (step.kind) {
        case 'tool_calls':
          return send(
            200,
            completion(
              model,
              {
                role: 'assistant',
                content: null,
                refusal: null,
                tool_calls: step.calls.map((c, i) => ({ id: `call_${state.requests.length}_${i}`, type: 'function', function: { name: c.name, arguments: c.arguments } })),
              },
              'tool_calls',
            ),
          );
        case 'text':
          return send(200, completion(model, { role: 'assistant', content: step.content, refusal: null }, 'stop'));
        case 'json':
          return send(200, completion(model, { role: 'assistant', content: JSON.stringify(step.content), refusal: null }, 'stop'));
        case 'error':
          return send(step.status, { error: { message: step.message, type: 'server_error', code: null } });
        case 'hang':
          hanging.push(res);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseURL = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
