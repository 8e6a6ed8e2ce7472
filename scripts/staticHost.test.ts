import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, hostAnswer, matchesPattern, parseHeaders } from './staticHost';

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

  it('matches exact paths and prefixes', () => {
    expect(matchesPattern('/robots.txt', '/robots.txt')).toBe(true);
    expect(matchesPattern('/robots.txt', '/robots.txt2')).toBe(false);
    expect(matchesPattern('/assets/*', '/asset')).toBe(false);
  });
});

describe('how each kind of host answers', () => {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  for (const file of ['index.html', '404.html', 'fr/index.html', 'assets/a.js']) {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(join(site, file), file);
  }

  it('serves files and folders’ pages alike on every kind', async () => {
    for (const kind of ['npm-start', '404-page', 'index-rewrite'] as const) {
      expect(await hostAnswer(site, '/assets/a.js', kind)).toEqual({ file: join(site, 'assets/a.js'), status: 200 });
      expect(await hostAnswer(site, '/fr/', kind)).toEqual({ file: join(site, 'fr/index.html'), status: 200 });
    }
    expect(await hostAnswer(site, '/fr', 'npm-start')).toEqual({ file: join(site, 'fr/index.html'), status: 200 });
    // GitHub Pages sends a folder's address without its slash to the address with it.
    expect(await hostAnswer(site, '/fr', '404-page')).toEqual({ redirect: '/fr/' });
  });

  it('redirects a folder asked for with doubled leading slashes to a path on the same host', async () => {
    // A Location starting `//` is a protocol-relative address: `//fr/` names the host `fr`.
    for (const path of ['//fr', '///fr']) {
      expect(await hostAnswer(site, path, '404-page'), path).toEqual({ redirect: '/fr/' });
    }
  });

  it('answers a path without a file with 404.html and status 404, or with the home page and 200', async () => {
    for (const path of ['/no-such-page', '/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd', '/%E0%A4%A', `/${'x'.repeat(5000)}`]) {
      expect(await hostAnswer(site, path, 'npm-start'), path).toEqual({ file: join(site, '404.html'), status: 404 });
      expect(await hostAnswer(site, path, '404-page'), path).toEqual({ file: join(site, '404.html'), status: 404 });
      expect(await hostAnswer(site, path, 'index-rewrite'), path).toEqual({ file: join(site, 'index.html'), status: 200 });
    }
  });
});
