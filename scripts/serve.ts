/** `npm start`: serves the production build the way a static host would, with its headers and rewrites. */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteDir as dist } from './siteDir';
import { headersFor, matchesPattern, parseHeaders, parseRedirects } from './staticHost';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

const headerRules = parseHeaders(await readFile(join(dist, '_headers'), 'utf8'));
const rewrites = parseRedirects(await readFile(join(dist, '_redirects'), 'utf8'));

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The file a URL path maps to, or the rewrite target when no file exists (as static hosts do). */
async function resolveFile(urlPath: string): Promise<{ file: string; status: number } | undefined> {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(dist, safe);
  if (!direct.startsWith(dist)) return undefined;
  if (await isFile(direct)) return { file: direct, status: 200 };
  if (await isFile(join(direct, 'index.html'))) return { file: join(direct, 'index.html'), status: 200 };
  const rewrite = rewrites.find((rule) => matchesPattern(rule.from, urlPath));
  return rewrite ? { file: join(dist, rewrite.to), status: rewrite.status } : undefined;
}

// Calculator links can be long (a query listing many mutations); CDNs accept URLs of this size too.
const server = createServer({ maxHeaderSize: 64 * 1024 }, async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://local');
    const found = await resolveFile(url.pathname);
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = extname(found.file);
    let body = await readFile(found.file);
    const headers: Record<string, string> = {
      ...headersFor(headerRules, url.pathname),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    };
    if (!headers['Cache-Control']) headers['Cache-Control'] = 'no-cache';
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    response.writeHead(found.status, headers);
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
  console.log(`Serving the production build at http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/`);
});
