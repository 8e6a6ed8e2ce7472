/*
 * The competitor's home page the bench measures beside ours (shared/baselines/peer-a-home, read its README): served
 * as a plain folder on its own port, compressed as hosts send it (compression.ts), only when the folder is there.
 * Nothing of it enters the project.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { gzipCache, sentGzipped } from './compression';
import { contentTypeOf } from './contentTypes';

export const PEER_HOME_DIR = resolve(import.meta.dirname, '../../shared/baselines/peer-a-home');

/** The file a path names inside the folder (index.html for a folder), or null outside it or when missing. */
export function fileFor(root: string, urlPath: string): string | null {
  const path = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/'));
  const file = join(root, path);
  if (!file.startsWith(root)) return null;
  const target = existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
  return existsSync(target) ? target : null;
}

/** Serves the folder on 127.0.0.1:port; null when the baseline is not on this machine. */
export function servePeerHome(port: number, root = PEER_HOME_DIR): Promise<Server | null> {
  if (!existsSync(join(root, 'index.html'))) return Promise.resolve(null);
  // Gzipped, as its host (GitHub Pages) and ours send pages: served plain, Lighthouse simulated its download from the
  // uncompressed sizes, a slower load than its visitors get (docs/performance.md, 2026-12-02).
  const gzipOf = gzipCache();
  const server = createServer((request, response) => {
    const file = fileFor(root, request.url ?? '/');
    if (file === null) {
      response.writeHead(404).end();
      return;
    }
    const type = contentTypeOf(file);
    if (!sentGzipped(file, request.headers['accept-encoding']))
      return void response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
    gzipOf(file).then(
      (body) => response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'Accept-Encoding' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolveServer) => server.listen(port, '127.0.0.1', () => resolveServer(server)));
}
