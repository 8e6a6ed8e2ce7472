/**
 * `npm start`: serves the production build the way a static host would (see staticHost.ts). HOST_KIND chooses which
 * kind of host: `npm-start` (the default: headers from `_headers`, `404.html` for paths without a file), `404-page`
 * or `index-rewrite`; the browser tests run against each.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipCache, sentGzipped } from './compression';
import { contentTypeOf } from './contentTypes';
import { siteDir as dist } from './siteDir';
import { headersFor, hostAnswer, isHostKind, parseHeaders, type HeaderRule } from './staticHost';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const kind = process.env.HOST_KIND ?? 'npm-start';
if (!isHostKind(kind)) throw new Error(`HOST_KIND=${kind} is none of npm-start, 404-page, index-rewrite`);

const gzipOf = gzipCache();

// Only hosts that read `_headers` send the site's headers; the others rely on the policy written into each page.
const headerRules: HeaderRule[] = kind === 'npm-start' ? parseHeaders(await readFile(join(dist, '_headers'), 'utf8')) : [];

// Calculator links can be long (a query listing many mutations); CDNs accept URLs of this size too.
const server = createServer({ maxHeaderSize: 64 * 1024 }, async (request, response) => {
  try {
    // The path as sent: resolved against a base, `//x` would name a host.
    const url = new URL(`http://local${request.url?.startsWith('/') ? request.url : '/'}`);
    const answer = await hostAnswer(dist, url.pathname, kind);
    if ('redirect' in answer) {
      response.writeHead(301, { Location: `${answer.redirect}${url.search}` }).end();
      return;
    }
    const gzip = sentGzipped(answer.file, request.headers['accept-encoding']);
    const body = gzip ? await gzipOf(answer.file) : await readFile(answer.file);
    const headers: Record<string, string> = {
      ...headersFor(headerRules, url.pathname),
      'Content-Type': contentTypeOf(answer.file),
    };
    if (!headers['Cache-Control']) headers['Cache-Control'] = 'no-cache';
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    response.writeHead(answer.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
    console.error(error);
  }
});

// PORT=0 lets the system pick a free port; the line printed names the port actually bound (tests read it).
server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving the production build (${kind}) at http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/`);
});
