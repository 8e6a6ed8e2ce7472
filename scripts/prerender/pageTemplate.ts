/**
 * The HTML document every prerendered page is written into. The dev server serves it too (see the
 * app-document plugin in vite.config.ts), so the tags every page has are written only here.
 */
import { INLINED_FILES_ATTRIBUTE, LATER_STYLES_ATTRIBUTE } from '../../src/app/inlinedStyles.ts';
import { LINKED_AFTER_PAINT_ID } from './bootScripts.ts';

export interface PageParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's own head tags, after the ones every page has. */
  head: readonly string[];
  /** The server-rendered app, placed in the element the app hydrates. */
  body: string;
  /** At the end of the body, after the app's markup. */
  scripts: readonly string[];
  /**
   * The Content-Security-Policy, written into the page for hosts that cannot send headers (GitHub Pages). It comes right
   * after the charset: a policy in a page applies only to what follows it.
   */
  policy?: string;
}

/**
 * The site icon pages link, at the site's root: a PNG, since the browser draws a page's icon in the page's own renderer
 * and an SVG icon costs that renderer's main thread a whole SVG document while the page starts (scripts/icons/favicon.ts).
 */
export const SITE_ICON_FILE = 'favicon.png';

/** Void elements without a closing slash, as the head's other tags: HTML reads none, and each is in every page's bytes. */
export const COMMON_HEAD_TAGS: readonly string[] = [
  '<meta charset="UTF-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="theme-color" content="#4caf50">',
  `<link rel="icon" href="/${SITE_ICON_FILE}">`,
  // The manifest is no part of the first paint: the app's loader links it after that paint (bootScripts.ts; the dev
  // server's document has no loader, so its pages link none), and a visitor without scripts reads it here. Lighthouse's simulated LCP counts every request that finished before the
  // paint it observed; the manifest and the site icon had often been two of them (docs/performance.md, 2026-12-02).
  // Asked for with credentials, it shares the page's connections instead of opening one of its own.
  `<noscript id="${LINKED_AFTER_PAINT_ID}"><link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"></noscript>`,
];

/** An inline script. The CSP allows it by the hash of exactly `source`, so callers hash the same string. */
export function inlineScript(source: string): string {
  return `<script>${source}</script>`;
}

/**
 * An inline style block; like scripts, allowed by the hash of exactly `css`. `files` names the stylesheets it holds in
 * part or whole, and `later` the file holding what they have beyond it (root-relative URLs, see src/app/inlinedStyles.ts).
 */
export function inlineStyle(css: string, files: readonly string[] = [], later: string | null = null): string {
  const named = files.length > 0 ? ` ${INLINED_FILES_ATTRIBUTE}="${files.join(' ')}"` : '';
  const rest = later ? ` ${LATER_STYLES_ATTRIBUTE}="${later}"` : '';
  return `<style${named}${rest}>${css}</style>`;
}

/** One tag a line, unindented: indentation is bytes in every page's first round trip (docs/performance.md, 2026-12-07). */
function lines(tags: readonly string[]): string {
  return tags.map((tag) => `\n${tag}`).join('');
}

function policyTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
}

export function pageDocument({ lang, dir, head, body, scripts, policy }: PageParts): string {
  const [charset = '', ...common] = COMMON_HEAD_TAGS;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>${lines([charset, ...(policy ? [policyTag(policy)] : []), ...common, ...head])}
</head>
<body>
<div id="root">${body}</div>${lines(scripts)}
</body>
</html>
`;
}
