import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serviceWorkerFiles } from '../scripts/serviceWorker';
import { siteDir } from '../scripts/siteDir';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { builtFile } from './builtFiles';

/**
 * Most players are on metered phone data: what a first visit downloads in the background to work offline (both
 * calculators and the restock clock; docs/decisions.md says why 291 KB).
 */
const PRECACHE_BUDGET_KB = 291;

const manifest = JSON.parse(builtFile('/.vite/manifest.json')) as Record<string, { file: string }>;
const textsFile = (language: string, section: string) => `/${manifest[`src/i18n/locales/${language}/${section}.ts`]!.file}`;

/** The URLs a worker precaches, as Workbox wrote them into it. */
function precachedUrls(worker: string): string[] {
  return [...builtFile(`/${worker}`).matchAll(/\{url:"([^"]+)"/g)].map((match) => (match[1]!.startsWith('/') ? match[1]! : `/${match[1]}`));
}

/** A precached URL's file: pages are addressed without their index.html. */
const fileOf = (url: string) => (/\.[a-z0-9]+$/.test(url) ? url : join(url, 'index.html'));

describe('the offline workers, one per language', () => {
  it.each(LANGUAGES.map((language, index) => [language, serviceWorkerFiles()[index]!]))(
    '%s (%s) precaches its calculators and restock clock with their styles, their texts in its language only, and at most 291 KB gzip',
    (language, worker) => {
      const urls = precachedUrls(worker);
      for (const path of [PAGE_PATHS.cropCalculator, PAGE_PATHS.petCalculator, PAGE_PATHS.stock]) {
        const url = localizePath(language, path);
        expect(urls).toContain(url);
        // The styles the page links once it has painted, so that it reopens offline as it looked.
        const later = /data-later="([^"]+)"/.exec(builtFile(fileOf(url)))?.[1];
        expect(later).toMatch(/^\/assets\/later-/);
        expect(urls).toContain(later);
      }
      for (const section of ['common', 'crop', 'pet', 'stock']) expect(urls).toContain(textsFile(language, section));
      const otherTexts = LANGUAGES.filter((other) => other !== language).map((other) => textsFile(other, 'common'));
      expect(urls.filter((url) => otherTexts.includes(url))).toEqual([]);
      expect(urls).toContain('/404.html');
      const bytes = urls.reduce((sum, url) => sum + gzipSync(readFileSync(join(siteDir, fileOf(url)))).length, 0);
      expect(bytes / 1024).toBeLessThanOrEqual(PRECACHE_BUDGET_KB);
    },
  );
});
