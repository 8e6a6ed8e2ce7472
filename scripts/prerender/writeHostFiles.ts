/**
 * The files a static host reads besides the pages: `_headers` (Netlify, Cloudflare Pages, and `npm start`, see
 * staticHost.ts) for the security headers and caching, and `.nojekyll`, so GitHub Pages publishes the site as it is.
 * No rewrite rules: a path without a file gets the host's `404.html`, the app shell (see writeAppShell.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceWorkerFiles } from '../serviceWorker';
import { securityHeaders } from './securityHeaders';

export function headersFile(): string {
  const headers = securityHeaders();
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // A worker must be re-checked on every visit, or updates would wait for the cache to expire.
    ...serviceWorkerFiles().flatMap((file) => [`/${file}`, '  Cache-Control: no-cache']),
    '',
  ].join('\n');
}

export async function writeHostFiles(siteDir: string): Promise<void> {
  await writeFile(join(siteDir, '_headers'), headersFile());
  await writeFile(join(siteDir, '.nojekyll'), '');
}
