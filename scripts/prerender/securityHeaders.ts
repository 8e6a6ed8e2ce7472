import { createHash } from 'node:crypto';

export function sourceHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The policy every page is served with. Scripts and styles come only from the site itself, plus the
 * inline ones the prerender writes, each allowed by its hash; nothing may load from another host.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[], inlineStyles: readonly string[] = []): string {
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
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The same policy written into each page, for hosts that send no headers. `frame-ancestors` is left out: browsers
 * ignore it in a page (and say so on the console), so only a header can keep the site out of other sites' frames.
 */
export function pagePolicy(inlineScripts: readonly string[], inlineStyles: readonly string[] = []): string {
  return contentSecurityPolicy(inlineScripts, inlineStyles)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

export function securityHeaders(inlineScripts: readonly string[], inlineStyles: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScripts, inlineStyles),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
