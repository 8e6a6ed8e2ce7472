import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileFor, servePeerHome } from './peerBaseline';

const root = mkdtempSync(join(tmpdir(), 'peer-home-'));
mkdirSync(join(root, '_next'));
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, '_next', 'app.js'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the competitor baseline’s static server', () => {
  it('serves the home page for / and files by their path, ignoring the query', () => {
    expect(fileFor(root, '/')).toBe(join(root, 'index.html'));
    expect(fileFor(root, '/_next/app.js?v=1')).toBe(join(root, '_next', 'app.js'));
  });

  it('serves nothing outside its folder or missing', () => {
    expect(fileFor(root, '/../../etc/passwd')).toBeNull();
    expect(fileFor(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(fileFor(root, '/missing.js')).toBeNull();
  });
});

describe('the competitor baseline’s static server, answering', () => {
  it('sends its files gzipped to a browser that accepts gzip, as its host does', async () => {
    writeFileSync(join(root, '_next', 'page.js'), 'console.log("peer");'.repeat(50));
    const server = await servePeerHome(0, root);
    try {
      const address = server?.address();
      if (!address || typeof address !== 'object') throw new Error('the server did not listen');
      const response = await fetch(`http://127.0.0.1:${address.port}/_next/page.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe('console.log("peer");'.repeat(50));
    } finally {
      server?.close();
    }
  });
});
