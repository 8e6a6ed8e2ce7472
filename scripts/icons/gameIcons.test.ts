import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crops } from '../../src/game/crops';
import { pets } from '../../src/game/pets';
import { CROP_EMOJI } from './cropEmoji';
import { gameIconSvg, gameIconWebp, monogramFontHas, monogramLetter, twemojiFile } from './gameIcons';
import { PET_EMOJI } from './petEmoji';
import { writeGameIcons } from './writeGameIcons';

describe('game icons', () => {
  it('map only real crops and pets, each to a Twemoji glyph the package has', () => {
    const cropIds = new Set(crops.map((crop) => crop.id));
    const petIds = new Set(pets.map((pet) => pet.id));
    expect(Object.keys(CROP_EMOJI).filter((id) => !cropIds.has(id))).toEqual([]);
    expect(Object.keys(PET_EMOJI).filter((id) => !petIds.has(id))).toEqual([]);
    const glyphs = new Set([...Object.values(CROP_EMOJI), ...Object.values(PET_EMOJI)]);
    expect([...glyphs].filter((glyph) => !existsSync(twemojiFile(glyph)))).toEqual([]);
    // Most crops and pets have a picture; the rest a monogram.
    expect(Object.keys(CROP_EMOJI).length).toBeGreaterThan(crops.length / 3);
    expect(Object.keys(PET_EMOJI).length).toBeGreaterThan(pets.length / 3);
  });

  it('draw a mapped crop with its glyph and an unmapped one with the first letter of its name', () => {
    expect(CROP_EMOJI.carrot).toBe('1f955');
    expect(gameIconSvg('crop', 'carrot')).toBe(readFileSync(twemojiFile('1f955'), 'utf8'));
    const unmapped = crops.find((crop) => CROP_EMOJI[crop.id] === undefined)!;
    const svg = gameIconSvg('crop', unmapped.id)!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // The letter's outline in the site's bold face, not text a machine's fonts would draw differently.
    expect(svg).toMatch(/<path d="M[^"]+"/);
    expect(svg).not.toContain('<text');
    const otherLetter = crops.find(
      (crop) => CROP_EMOJI[crop.id] === undefined && monogramLetter(crop.name) !== monogramLetter(unmapped.name),
    )!;
    expect(gameIconSvg('crop', otherLetter.id)).not.toBe(svg);
    expect(gameIconSvg('crop', 'not-a-crop')).toBeUndefined();
    expect(gameIconSvg('pet', 'carrot')).toBeUndefined();
  });

  it('take the first letter or digit of a name, as the game writes it', () => {
    expect(monogramLetter('Moon Mango')).toBe('M');
    expect(monogramLetter('"Mega" Bean')).toBe('M');
    expect(monogramLetter('7-Up Fruit')).toBe('7');
    expect(monogramLetter('<&>')).toBe('?');
  });

  it('draw every monogram with a letter the face has', () => {
    const unmapped = [...crops.filter((crop) => !CROP_EMOJI[crop.id]), ...pets.filter((pet) => !PET_EMOJI[pet.id])];
    expect(unmapped.map((item) => monogramLetter(item.name)).filter((letter) => !monogramFontHas(letter))).toEqual([]);
    expect(monogramFontHas('ش')).toBe(false);
  });

  it('serve each icon as a WebP picture twice the size it is shown at', async () => {
    const small = await sharp((await gameIconWebp('crop', 'carrot', 'small'))!).metadata();
    const large = await sharp((await gameIconWebp('pet', 'ankylosaurus', 'large'))!).metadata();
    expect([small.format, small.width, small.height, small.hasAlpha]).toEqual(['webp', 48, 48, true]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 96, 96]);
    expect(await gameIconWebp('crop', 'not-a-crop', 'small')).toBeUndefined();
  });

  it('write one file per crop and per pet in each size, named by its id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'icons-'));
    try {
      const some = { crop: ['carrot', 'amber-flower'], pet: ['ankylosaurus'] };
      expect(await writeGameIcons(dir, (kind) => some[kind])).toBe(6);
      expect(readdirSync(join(dir, 'icons', 'crop', 'small')).sort()).toEqual(['amber-flower.webp', 'carrot.webp']);
      expect(readdirSync(join(dir, 'icons', 'pet', 'large'))).toEqual(['ankylosaurus.webp']);
      expect(readFileSync(join(dir, 'icons', 'crop', 'small', 'carrot.webp'))).toEqual(await gameIconWebp('crop', 'carrot', 'small'));
      await expect(writeGameIcons(dir, () => ['not-an-id'])).rejects.toThrow('not-an-id');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
