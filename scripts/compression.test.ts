import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipCache, sentGzipped } from './compression';

const dir = mkdtempSync(join(tmpdir(), 'compression-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('what the local servers send gzipped', () => {
  it('text files to a browser that accepts gzip; pictures and browsers that do not, as they are', () => {
    expect(sentGzipped('/site/assets/app.js', 'gzip, deflate, br')).toBe(true);
    expect(sentGzipped('/site/index.html', ['gzip'])).toBe(true);
    expect(sentGzipped('/site/icon.webp', 'gzip')).toBe(false);
    expect(sentGzipped('/site/app.js', 'br')).toBe(false);
    expect(sentGzipped('/site/app.js', undefined)).toBe(false);
  });

  it('compresses a file once, and again once it is written again', async () => {
    const file = join(dir, 'sw.js');
    writeFileSync(file, 'self.version = 1;\n');
    const gzipOf = gzipCache();
    const first = await gzipOf(file);
    expect(gunzipSync(first).toString()).toBe('self.version = 1;\n');
    expect(await gzipOf(file)).toBe(first);
    appendFileSync(file, '// the next deploy\n');
    expect(gunzipSync(await gzipOf(file)).toString()).toBe('self.version = 1;\n// the next deploy\n');
  });
});
