import { describe, expect, it } from 'vitest';
import { textsOf } from '../test/textsOf';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_TAGS, type Language } from './languages';
import { SAME_AS_ENGLISH_ALLOWED, SAME_AS_ENGLISH_ALLOWED_IN } from './sameAsEnglish';

type Lang = Language;

// Every language folder there is, so a language added to the list without its texts (or the reverse) fails here.
const modules = import.meta.glob<{ default: unknown }>('./locales/*/index.ts', { eager: true });
const messages = Object.fromEntries(Object.entries(modules).map(([file, module]) => [file.split('/')[2], module.default])) as Record<
  Lang,
  unknown
>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The end of a group's key listing its labels that are feminine in the language (see ui.unknownFeminine). */
const FEMININE_LABELS = '.unknownFeminineAfter';

const flatten = (tree: unknown): Map<string, string> => new Map(textsOf(tree));

/** Plural keys collapse to their base (`items_one` → `items`), since languages need different forms. */
function keyShape(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function pluralBases(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

/** The {{placeholders}} and <tags> of a text, which every language must keep for the code to fill them in. */
function slots(text: string): Set<string> {
  return new Set(text.match(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>/g) ?? []);
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

const flat = Object.fromEntries(Object.entries(messages).map(([lang, tree]) => [lang, flatten(tree)])) as Record<Lang, Map<string, string>>;

describe('translations', () => {
  const english = keyShape(flat.en);

  it('has a folder of texts for exactly the site languages', () => {
    expect(Object.keys(messages).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)) {
    it(`${lang} has exactly the English keys`, () => {
      const shape = keyShape(flat[lang]);
      expect(
        [...english].filter((key) => !shape.has(key)),
        'missing',
      ).toEqual([]);
      expect(
        [...shape].filter((key) => !english.has(key)),
        'extra',
      ).toEqual([]);
    });

    it(`${lang} keeps English's placeholders and tags`, () => {
      const wrong = [...flat[lang]].filter(([key, value]) => {
        const base = key.replace(PLURAL_SUFFIX, '');
        const english = flat.en.get(key) ?? flat.en.get(`${base}_other`) ?? flat.en.get(base) ?? '';
        const own = slots(value);
        const expected = slots(english);
        // A plural form may write its number as a word (Arabic «لا…», «واحد») and leave a placeholder out, but never add one.
        return PLURAL_SUFFIX.test(key) ? [...own].some((slot) => !expected.has(slot)) : !sameSet(own, expected);
      });
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it(`${lang} translates every text (or the key is allow-listed)`, () => {
      const untranslated = [...flat[lang]].filter(([key, value]) => {
        const englishValue = flat.en.get(key) ?? flat.en.get(key.replace(PLURAL_SUFFIX, '_other'));
        const allowed = SAME_AS_ENGLISH_ALLOWED.has(key) || (SAME_AS_ENGLISH_ALLOWED_IN.get(key)?.includes(lang) ?? false);
        return englishValue === value && !allowed && !/^[\d\s{}.,%×-]*$/.test(value);
      });
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  }

  for (const lang of LANGUAGES) {
    it(`${lang} has every plural form its language uses`, () => {
      const needed = new Intl.PluralRules(LOCALE_TAGS[lang]).resolvedOptions().pluralCategories;
      const bases = new Set([...pluralBases(flat.en), ...pluralBases(flat[lang])]);
      const missing: string[] = [];
      for (const base of bases) {
        for (const category of needed) {
          if (!flat[lang].has(`${base}_${category}`)) missing.push(`${base}_${category}`);
        }
      }
      expect(missing).toEqual([]);
    });

    // A group's list of feminine labels (unknownFeminineAfter) is empty where the language gives none that gender.
    it(`${lang} has no empty text but its lists of feminine labels`, () => {
      const empty = [...flat[lang]].filter(([key, value]) => value.trim() === '' && !key.endsWith(FEMININE_LABELS));
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it(`${lang} lists as feminine only labels of the list’s own group`, () => {
      const lists = [...flat[lang]].filter(([key]) => key.endsWith(FEMININE_LABELS));
      expect(lists.length).toBeGreaterThan(0);
      const strangers = lists.flatMap(([key, value]) => {
        const group = key.slice(0, -FEMININE_LABELS.length);
        return value
          .split(' ')
          .filter((label) => label !== '' && (!flat.en.has(`${group}.${label}`) || `.${label}` === FEMININE_LABELS))
          .map((label) => `${group}.${label}`);
      });
      expect(strangers).toEqual([]);
    });
  }

  it('Arabic uses all six plural forms', () => {
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toEqual(
      expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']),
    );
  });
});
