import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../staticHost';
import { pagePolicy } from './securityHeaders';
import { headersFile } from './writeHostFiles';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

describe('_headers', () => {
  const rules = parseHeaders(headersFile());

  it('sends as a policy only what a page cannot say for itself: no hashes, no other host', () => {
    const policy = headersFor(rules, '/fr/wiki')['Content-Security-Policy'] ?? '';
    expect(policy).toBe("frame-ancestors 'none'");
  });

  it('sends the other security headers with pages', () => {
    expect(headersFor(rules, '/')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('caches hashed assets for a year and has every language’s offline worker re-checked on every visit', () => {
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/sw-ar.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/wiki')['Cache-Control']).toBeUndefined();
  });
});

describe('the policy written into a page', () => {
  const scripts = ['console.log(1)', 'console.log(2)'];
  const styles = ['body{color:red}'];
  const policy = pagePolicy(scripts, styles);

  it('allows exactly the given inline scripts and styles by hash, and nothing inline besides', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hashOf(scripts[0]!)} ${hashOf(scripts[1]!)}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashOf(styles[0]!)}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('leaves frame-ancestors to the header, as browsers ignore it in a page', () => {
    expect(policy).not.toContain('frame-ancestors');
  });

  it('allows no inline style where the page has none', () => {
    expect(directive(pagePolicy(scripts), 'style-src')).toBe("style-src 'self'");
  });
});
