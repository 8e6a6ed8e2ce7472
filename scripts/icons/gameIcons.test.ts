import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crops } from '../../src/game/cropTable';
import { pets } from '../../src/game/pets';
import { CROP_EMOJI } from './cropEmoji';
import { gameIconSvg, iconIds, monogramLetter, twemojiFile } from './gameIcons';
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
    expect(svg).toContain(`>${monogramLetter(unmapped.name)}</text>`);
    expect(gameIconSvg('crop', 'not-a-crop')).toBeUndefined();
    expect(gameIconSvg('pet', 'carrot')).toBeUndefined();
  });

  it('take the first letter or digit of a name, as the game writes it', () => {
    expect(monogramLetter('Moon Mango')).toBe('M');
    expect(monogramLetter('"Mega" Bean')).toBe('M');
    expect(monogramLetter('7-Up Fruit')).toBe('7');
    expect(monogramLetter('<&>')).toBe('?');
  });

  it('write one file per crop and per pet, named by its id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icons-'));
    try {
      expect(writeGameIcons(dir)).toBe(crops.length + pets.length);
      expect(readdirSync(join(dir, 'icons', 'crop')).sort()).toEqual(
        iconIds('crop')
          .map((id) => `${id}.svg`)
          .sort(),
      );
      expect(readdirSync(join(dir, 'icons', 'pet'))).toHaveLength(pets.length);
      expect(readFileSync(join(dir, 'icons', 'crop', 'carrot.svg'), 'utf8')).toBe(gameIconSvg('crop', 'carrot'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
