import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';
import { isMetricsToken } from './metrics-token';

// ── GET /metrics of a worker process that has no HTTP server (projections, forwarder, carrier workers) ──
// Listens on METRICS_PORT (off when unset); readable only with the metrics token. Answers errors with the API's error
// body, and nothing but GET /metrics.

export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  token: string;
  logger: Logger;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const refuse = (statusCode: number, error: string, message: string) => ({ statusCode, error, message });
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer = (body: { statusCode: number; error: string; message: string }, headers: Record<string, string> = {}) => {
      response.writeHead(body.statusCode, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
      response.end(JSON.stringify(body));
    };
    if (path !== '/metrics') return answer(refuse(404, 'Not Found', 'Only GET /metrics is served here'));
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(refuse(405, 'Method Not Allowed', 'Use GET /metrics'), { allow: 'GET, HEAD' });
    if (!isMetricsToken(options.token, request.headers.authorization)) {
      return answer(refuse(401, 'Unauthorized', 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>'), { 'www-authenticate': 'Bearer' });
    }
    options.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': options.registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: Error) => {
        options.logger.error(`metrics: ${error.message}`);
        answer(refuse(500, 'Internal Server Error', 'Something went wrong on our side. Nothing was changed.'));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  options.logger.info(`metrics on http://${options.host}:${options.port}/metrics`);
  return server;
}
