/**
 * The two files static hosts read (Netlify/Cloudflare-style), and `npm start` too (see staticHost.ts):
 * `_headers` for security and caching, `_redirects` so unknown paths get the app shell.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  return `/*  /${APP_SHELL_FILE}  200\n`;
}

export async function writeHostFiles(siteDir: string, inline: InlineSources): Promise<void> {
  await writeFile(join(siteDir, '_headers'), headersFile(inline));
  await writeFile(join(siteDir, '_redirects'), redirectsFile());
}
