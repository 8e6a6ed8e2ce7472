/*
 * The site icon pages link, a small PNG drawn from public/favicon.svg (the manifest keeps the SVG). The browser fetches
 * a page's icon through the page's own renderer, and an SVG icon costs its main thread a whole SVG document while the
 * page starts; a PNG is only decoded (docs/performance.md, 2026-12-03). `npx tsx scripts/icons/favicon.ts` draws it
 * again after the SVG changes; a test checks the two still match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { SITE_ICON_FILE } from '../prerender/pageTemplate';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
export const FAVICON_SVG = join(PUBLIC_DIR, 'favicon.svg');
export const FAVICON_PNG = join(PUBLIC_DIR, SITE_ICON_FILE);
/** Big enough for a phone's tab strip at three device pixels per CSS pixel; a desktop tab scales it down. */
export const FAVICON_SIZE = 48;

/** The icon at FAVICON_SIZE as a palette PNG: drawn at eight times the SVG's own size, then scaled down, for smooth edges. */
export function faviconPng(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 72 * 8 })
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(FAVICON_PNG, await faviconPng(readFileSync(FAVICON_SVG)));
  console.log(`wrote ${FAVICON_PNG}`);
}
