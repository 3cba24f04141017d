import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_ROUTES } from '@waypost/contracts';
import { Public } from '../auth/auth.decorators';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

// ── GET /api/openapi.json and the interactive reference at GET /api/docs ──────
// Swagger UI from swagger-ui-dist in node_modules: no CDN, so the reference works offline. The page has no inline
// script (its start-up script is a file of ours under /api/docs/assets), so the app's Content-Security-Policy
// (script-src 'self') applies unchanged; Swagger UI's inline styles are allowed by it already.

const { version } = require('../../../package.json') as { version: string };
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#reference', deepLinking: true, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', withCredentials: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Waypost API reference</title>
  <link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="docs/assets/swagger-ui-bundle.js"></script>
  <script src="docs/assets/start.js"></script>
</body>
</html>
`;

/** The files the page loads: our start script and two of swagger-ui-dist's. Nothing else is served. */
const ASSETS = new Map<string, { type: string; read: () => string }>([
  ['start.js', { type: 'text/javascript; charset=utf-8', read: () => START_SCRIPT }],
  ['swagger-ui-bundle.js', { type: 'text/javascript; charset=utf-8', read: () => readFileSync(path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), 'utf8') }],
  ['swagger-ui.css', { type: 'text/css; charset=utf-8', read: () => readFileSync(path.join(SWAGGER_UI_DIR, 'swagger-ui.css'), 'utf8') }],
]);

let document: OpenApiDocument | undefined;
/** Built once, on first use (the route table does not change while the process runs). */
export function openApiDocument(): OpenApiDocument {
  return (document ??= buildOpenApiDocument(API_ROUTES, version));
}

@Controller('api')
@Public()
export class OpenApiController {
  private readonly cache = new Map<string, string>();

  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  document(): OpenApiDocument {
    return openApiDocument();
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page() {
    return PAGE;
  }

  @Get('docs/assets/:file')
  asset(@Param('file') file: string, @Res() reply: FastifyReply) {
    const asset = ASSETS.get(file);
    if (!asset) throw new NotFoundException(`No such file: ${file}`);
    let body = this.cache.get(file);
    if (body === undefined) this.cache.set(file, (body = asset.read()));
    void reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(body);
  }
}
