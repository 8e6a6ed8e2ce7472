import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, matchesPattern, parseHeaders, parseRedirects } from '../staticHost';
import { headersFile, redirectsFile } from './writeHostFiles';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('_headers', () => {
  const scripts = ['console.log(1)', 'console.log(2)'];
  const styles = ['body{color:red}'];
  const rules = parseHeaders(headersFile({ scripts, styles }));

  it('allows exactly the given inline scripts and styles by hash on every page', () => {
    const policy = headersFor(rules, '/fr/wiki')['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hashOf(scripts[0]!)} ${hashOf(scripts[1]!)}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashOf(styles[0]!)}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends the other security headers with pages', () => {
    expect(headersFor(rules, '/')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('caches hashed assets for a year and has the service worker re-checked on every visit', () => {
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/wiki')['Cache-Control']).toBeUndefined();
  });
});

describe('_redirects', () => {
  it('serves the app shell, with status 200, for any path without a file, and 404 for page data without one', () => {
    const rules = parseRedirects(redirectsFile());
    expect(rules).toEqual([
      { from: '/page-data/*', to: '/page-data/404.json', status: 404 },
      { from: '/*', to: '/app-shell.html', status: 200 },
    ]);
    // The first matching rule applies (see scripts/serve.ts), so page data never gets the app shell.
    expect(rules.find((rule) => matchesPattern(rule.from, '/page-data/wiki/grow-a-garden-pet-nope.json'))?.status).toBe(404);
  });
});
