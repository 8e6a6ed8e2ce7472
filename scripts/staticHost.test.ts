import { describe, expect, it } from 'vitest';
import { headersFor, matchesPattern, parseHeaders, parseRedirects } from './staticHost';

describe('static host rules', () => {
  const rules = parseHeaders("/*\n  X-A: 1\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: immutable\n");

  it('applies every matching block, later blocks adding to earlier ones', () => {
    expect(headersFor(rules, '/assets/x.js')).toEqual({
      'X-A': '1',
      'Content-Security-Policy': "default-src 'self'",
      'Cache-Control': 'immutable',
    });
    expect(headersFor(rules, '/wiki')).toEqual({ 'X-A': '1', 'Content-Security-Policy': "default-src 'self'" });
  });

  it('reads rewrites with their status', () => {
    expect(parseRedirects('# c\n/*  /app-shell.html  200\n')).toEqual([{ from: '/*', to: '/app-shell.html', status: 200 }]);
  });

  it('matches exact paths and prefixes', () => {
    expect(matchesPattern('/robots.txt', '/robots.txt')).toBe(true);
    expect(matchesPattern('/robots.txt', '/robots.txt2')).toBe(false);
    expect(matchesPattern('/assets/*', '/asset')).toBe(false);
  });
});
