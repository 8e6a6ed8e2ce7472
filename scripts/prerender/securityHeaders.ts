import { createHash } from 'node:crypto';

export function sourceHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The policy each written document carries, right after its charset, so that it holds on every host, whether or not
 * the host sends headers. Scripts and styles come only from the site itself, plus the document's own inline blocks,
 * each allowed by its hash: a page allows only what it carries. Nothing may load from another host.
 */
export function pagePolicy(inlineScripts: readonly string[], inlineStyles: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(sourceHash).join(' ')}`.trim(),
    `style-src 'self' ${inlineStyles.map(sourceHash).join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The policy sent as a header, where the host sends `_headers`: only what a page cannot say for itself (browsers ignore
 * `frame-ancestors` in a page). A browser enforces both policies, so the page's own one still decides what runs. The
 * header goes with every response, scripts and icons too, so it carries no page's hashes (docs/decisions.md).
 */
export const HEADER_POLICY = "frame-ancestors 'none'";

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': HEADER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
