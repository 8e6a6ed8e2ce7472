/*
 * Game names stay as the game writes them, in English, so a text cannot make its grammar agree with one: French
 * elides "le" and "de" before a vowel ("l’Uncommon Egg"), which a text with "sur le {{name}}" cannot do. Such a text
 * names the item's kind first ("du pet {{pet}}") or puts the name where no article goes ("{{name}} : …").
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../test/textsOf';
import fr from './locales/fr';
import pt from './locales/pt';

/** The placeholders that hold a game's name (an egg, a gear, a pet, a crop, a shop or an event). */
const GAME_NAME = String.raw`\{\{(?:name|pet|egg|gear|crop|base|place|takenFor|shop|candidate|mutation)\}\}`;

describe('texts around a game name', () => {
  it('in French, put no article or "de" right before it, which a name starting with a vowel would need elided', () => {
    const beforeName = new RegExp(String.raw`(?:^|[\s(’'])(?:le|la|de|du|au|ce|que) ${GAME_NAME}`, 'i');
    expect(
      textsOf(fr)
        .filter(([, text]) => beforeName.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });

  it('in Brazilian Portuguese, count none in the plural, which its plural rules give as one («0 ovo»)', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'pt', resources: { pt: { translation: pt } }, interpolation: { escapeValue: false } });
    for (const [key, plural] of [
      ['shops.eggs.count', '0 ovos encontrados'],
      ['shops.gear.count', '0 gears encontrados'],
      ['shops.weather.count', '0 climas encontrados'],
    ] as const) {
      expect(instance.t(key, { count: 0, n: '0' })).toBe(plural);
    }
    expect(instance.t('shops.eggs.count', { count: 1, n: '1' })).toBe('1 ovo encontrado');
  });
});
