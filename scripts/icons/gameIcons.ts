/**
 * An icon file for every crop and pet, written beside the pages at build time (and served by the dev server): the
 * Twemoji glyph mapped to it by hand, or a monogram of its name where no emoji fits. The pages name each file by the
 * crop's or pet's id alone, so no mapping reaches the browser's script; the tier colour around an icon is the page's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crops } from '../../src/game/cropTable';
import { pets } from '../../src/game/pets';
import type { GameIconKind } from '../../src/ui/gameIconPath';
import { CROP_EMOJI } from './cropEmoji';
import { PET_EMOJI } from './petEmoji';

const twemojiDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

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

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A letter drawn white with a dark outline, readable on any tier colour in light and dark pages alike (an image
 * cannot follow the page's theme).
 */
function monogramSvg(letter: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">' +
    '<text x="18" y="26.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="700" ' +
    `fill="#fff" stroke="#212121" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${escapeXml(letter)}</text></svg>`
  );
}

/** The icon's SVG, or undefined for an id that is not a crop or pet of that kind. */
export function gameIconSvg(kind: GameIconKind, id: string): string | undefined {
  const name = NAMES[kind].get(id);
  if (name === undefined) return undefined;
  const glyph = EMOJI[kind][id];
  return glyph ? readFileSync(twemojiFile(glyph), 'utf8') : monogramSvg(monogramLetter(name));
}
