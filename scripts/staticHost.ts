/**
 * How static hosts answer a request for the built site, so `npm start` and the browser tests serve it as a deployment
 * would. Three kinds (see docs/deployment.md):
 * - `npm-start`, as Netlify and Cloudflare Pages: the headers of `_headers`; a path without a file gets `404.html`,
 *   status 404;
 * - `404-page`, as GitHub Pages (and S3, nginx with `error_page 404 /404.html`): no headers; `404.html` with status 404;
 *   a folder asked for without its slash is redirected to it;
 * - `index-rewrite`, as Firebase, Vercel and many nginx set-ups (`try_files $uri $uri/ /index.html`): no headers; a
 *   path without a file gets the home page's `index.html`, status 200.
 */
import { stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';

export const HOST_KINDS = ['npm-start', '404-page', 'index-rewrite'] as const;
export type HostKind = (typeof HOST_KINDS)[number];

export function isHostKind(value: string): value is HostKind {
  return (HOST_KINDS as readonly string[]).includes(value);
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** `/assets/*` style patterns: `*` matches the rest of the path. */
export function matchesPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matchesPattern(rule.pattern, path)).map((rule) => rule.headers));
}

export type HostAnswer = { file: string; status: 200 | 404 } | { redirect: string };

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** The file under `siteDir` a URL path names, never outside it; undefined for a path no file could have. */
function fileOf(siteDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = join(siteDir, normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  return file.startsWith(siteDir) ? file : undefined;
}

/** What a host of the given kind answers for a URL path (without its query). */
export async function hostAnswer(siteDir: string, urlPath: string, kind: HostKind): Promise<HostAnswer> {
  const file = fileOf(siteDir, urlPath);
  if (file && (await isFile(file))) return { file, status: 200 };
  if (file && (await isFile(join(file, 'index.html')))) {
    // One leading slash: a Location starting `//` is protocol-relative, so `//fr/` would send the browser to a host `fr`.
    if (kind === '404-page' && !urlPath.endsWith('/')) return { redirect: `${urlPath.replace(/^\/+/, '/')}/` };
    return { file: join(file, 'index.html'), status: 200 };
  }
  if (kind === 'index-rewrite') return { file: join(siteDir, 'index.html'), status: 200 };
  return { file: join(siteDir, '404.html'), status: 404 };
}
