/**
 * How the local servers compress what they send, as static hosts and CDNs do: text types gzipped when the browser asks
 * for it, each file's gzip made once. Our build (`npm start`, the browser tests, the bench) and the competitor's home
 * the bench measures beside it are served alike, so neither pays for a transfer or a compression the other does not.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt', '.ico']);

/** Whether a file is sent gzipped to a browser that sent this Accept-Encoding header. */
export function sentGzipped(file: string, acceptEncoding: string | string[] | undefined): boolean {
  return COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(acceptEncoding ?? ''));
}

/** A body gzipped as the local servers send it: zlib's default level (6), as most hosts' on-the-fly gzip. */
export function gzipOf(body: Buffer | string): Buffer {
  return gzipSync(body);
}

/**
 * A file's gzip, kept per server: compressed at every request, each page load also cost the server's compression, on
 * the cores the browser under test or measurement uses. A file written again (a test's new deploy) is compressed again.
 */
export function gzipCache(): (file: string) => Promise<Buffer> {
  const kept = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
  return async (file) => {
    const { mtimeMs, size } = await stat(file);
    const known = kept.get(file);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known.body;
    const body = gzipOf(await readFile(file));
    kept.set(file, { mtimeMs, size, body });
    return body;
  };
}
