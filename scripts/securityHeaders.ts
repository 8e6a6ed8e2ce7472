import { createHash } from 'node:crypto';

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The policy every page is served with. Scripts come only from the site itself, plus the inline
 * scripts the prerender writes, each allowed by its hash; nothing may load from another host.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`.trim(),
    "style-src 'self'",
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

export function securityHeaders(inlineScripts: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScripts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
