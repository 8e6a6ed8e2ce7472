/**
 * The two files static hosts read (Netlify/Cloudflare-style), and `npm start` too (see staticHost.ts):
 * `_headers` for security and caching, `_redirects` so unknown paths get the app shell (and unknown page data a 404).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MISSING_PAGE_DATA_FILE, PAGE_DATA_DIR } from '../../src/app/pageDataFiles';
import { APP_SHELL_FILE, SERVICE_WORKER_FILE } from '../serviceWorker';
import { securityHeaders } from './securityHeaders';

export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

export function headersFile(inline: InlineSources): string {
  const headers = securityHeaders(inline.scripts, inline.styles);
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // The worker must be re-checked on every visit, or updates would wait for the cache to expire.
    `/${SERVICE_WORKER_FILE}`,
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
}

export function redirectsFile(): string {
  // A page's data that does not exist is a 404 the page understands (it sends the visitor home), not the app shell.
  return `${PAGE_DATA_DIR}/*  ${MISSING_PAGE_DATA_FILE}  404\n/*  /${APP_SHELL_FILE}  200\n`;
}

export async function writeHostFiles(siteDir: string, inline: InlineSources): Promise<void> {
  await writeFile(join(siteDir, '_headers'), headersFile(inline));
  await writeFile(join(siteDir, '_redirects'), redirectsFile());
  const missing = join(siteDir, MISSING_PAGE_DATA_FILE);
  await mkdir(dirname(missing), { recursive: true });
  await writeFile(missing, 'null');
}
