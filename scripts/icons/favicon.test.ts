import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_PNG, FAVICON_SIZE, FAVICON_SVG, faviconPng } from './favicon';

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** The mean difference per channel of two images of the same size, 0 to 255. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
  return sum / a.length;
}

/** The SVG as drawn now, read once for both tests. */
const drawn = pixels(await faviconPng(readFileSync(FAVICON_SVG)));

describe('the site icon', () => {
  it('is the SVG drawn as a small PNG: redraw it with `npx tsx scripts/icons/favicon.ts` after changing the SVG', async () => {
    const committed = readFileSync(FAVICON_PNG);
    const { width, height, format } = await sharp(committed).metadata();
    expect({ width, height, format }).toEqual({ width: FAVICON_SIZE, height: FAVICON_SIZE, format: 'png' });
    // Palette rounding may differ between versions of the drawing library, by a level or two on the edges.
    expect(meanDifference(await pixels(committed), await drawn)).toBeLessThan(2);
  });

  it('would fail on an icon that is not the SVG', async () => {
    const recoloured = readFileSync(FAVICON_SVG, 'utf8').replace('#4caf50', '#e53935');
    expect(meanDifference(await pixels(await faviconPng(Buffer.from(recoloured))), await drawn)).toBeGreaterThan(10);
  });
});
