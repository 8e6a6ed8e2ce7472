/**
 * An icon file for every crop and pet, written beside the pages at build time (and served by the dev server): the
 * Twemoji glyph mapped to it by hand, or a monogram of its name where no emoji fits, drawn as a WebP picture. The
 * pages name each file by the crop's or pet's id alone, so no mapping reaches the browser's script; the tier colour
 * around an icon is the page's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';
import { crops } from '../../src/game/crops';
import { pets } from '../../src/game/pets';
import { GAME_ICON_DENSITY, GAME_ICON_SIZES, type GameIconKind, type GameIconSize } from '../../src/ui/gameIconPath';
import { CROP_EMOJI } from './cropEmoji';
import { PET_EMOJI } from './petEmoji';

const require = createRequire(import.meta.url);
const twemojiDir = dirname(require.resolve('@twemoji/svg/package.json'));

/** The Twemoji glyph file of an emoji name (`1f955`). */
export function twemojiFile(glyph: string): string {
  return join(twemojiDir, `${glyph}.svg`);
}

const EMOJI: Readonly<Record<GameIconKind, Readonly<Record<string, string>>>> = { crop: CROP_EMOJI, pet: PET_EMOJI };

const NAMES: Readonly<Record<GameIconKind, ReadonlyMap<string, string>>> = {
  crop: new Map(crops.map((crop) => [crop.id, crop.name])),
  pet: new Map(pets.map((pet) => [pet.id, pet.name])),
};

/** Every id that gets an icon, by kind. */
export function iconIds(kind: GameIconKind): string[] {
  return [...NAMES[kind].keys()];
}

/** The name's first letter or digit, as the game writes it. */
export function monogramLetter(name: string): string {
  return [...name].find((character) => /[\p{L}\p{N}]/u.test(character))?.toUpperCase() ?? '?';
}

/** Twemoji draws in a square of 36 units; monograms are drawn in the same square. */
const DRAWING_UNITS = 36;
/** The monogram letter's font size and baseline, in drawing units. */
const MONOGRAM_FONT_SIZE = 24;
const MONOGRAM_BASELINE = 26.5;

/**
 * The site's bold face: a monogram is the letter's outline in it, so every machine that builds draws the same icon.
 * (opentype.js is read through its CommonJS build, the one tsx, Vitest and Vite's dev server load: its ES build has no
 * default export.)
 */
const monogramFont = (() => {
  let font: Font | undefined;
  return () => {
    if (font) return font;
    const file = readFileSync(require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'));
    // The file's own bytes: a small Buffer is a view into a larger shared one.
    return (font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)));
  };
})();

/** Whether the monogram face has a drawing of the letter (a letter it lacks would draw as an empty box). */
export function monogramFontHas(letter: string): boolean {
  return monogramFont().charToGlyph(letter).index !== 0;
}

/**
 * A letter drawn white with a dark outline, readable on any tier colour in light and dark pages alike (an image
 * cannot follow the page's theme), centred in Twemoji's 36-unit square.
 */
function monogramSvg(letter: string): string {
  const font = monogramFont();
  const x = DRAWING_UNITS / 2 - font.getAdvanceWidth(letter, MONOGRAM_FONT_SIZE) / 2;
  const outline = font.getPath(letter, x, MONOGRAM_BASELINE, MONOGRAM_FONT_SIZE).toPathData(2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DRAWING_UNITS} ${DRAWING_UNITS}">` +
    `<path d="${outline}" fill="#fff" stroke="#212121" stroke-width="3" paint-order="stroke" stroke-linejoin="round"/></svg>`
  );
}

/** The icon's SVG, or undefined for an id that is not a crop or pet of that kind. */
export function gameIconSvg(kind: GameIconKind, id: string): string | undefined {
  const name = NAMES[kind].get(id);
  if (name === undefined) return undefined;
  const glyph = EMOJI[kind][id];
  return glyph ? readFileSync(twemojiFile(glyph), 'utf8') : monogramSvg(monogramLetter(name));
}

/**
 * The icon as the site serves it: a WebP of the drawing at the file's pixel size, or undefined as above. Lossy at a
 * quality that keeps the flat drawings' edges clean: a quarter smaller than lossless, within 15% of the gzipped SVG.
 */
export async function gameIconWebp(kind: GameIconKind, id: string, size: GameIconSize): Promise<Buffer | undefined> {
  const svg = gameIconSvg(kind, id);
  if (svg === undefined) return undefined;
  const pixels = GAME_ICON_SIZES[size] * GAME_ICON_DENSITY;
  // Drawn at the density that makes the square `pixels` wide (at 72 dpi one unit is one pixel).
  return sharp(Buffer.from(svg), { density: (72 * pixels) / DRAWING_UNITS })
    .resize(pixels, pixels)
    .webp({ quality: 80, alphaQuality: 90, effort: 6 })
    .toBuffer();
}
