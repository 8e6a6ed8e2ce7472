import { directionOf, LANGUAGES, LOCALE_TAGS, type Language } from '../src/i18n/languages';
import ar from '../src/i18n/locales/ar';
import en from '../src/i18n/locales/en';
import es from '../src/i18n/locales/es';
import fr from '../src/i18n/locales/fr';
import id from '../src/i18n/locales/id';
import pt from '../src/i18n/locales/pt';
import { localizePath, PAGE_PATHS, wikiEggPath, wikiGearPath, wikiMutationPath, wikiPetPath } from '../src/lib/paths';

export const MESSAGES = { en, es, fr, ar, id, pt } as const;

/** The pages every language must serve, with the h1 each must show. */
export const CORE_PAGES = [
  { path: PAGE_PATHS.cropCalculator, h1: (lang: Language) => MESSAGES[lang].crop.title },
  { path: PAGE_PATHS.petCalculator, h1: (lang: Language) => MESSAGES[lang].pet.title },
  { path: PAGE_PATHS.valueList, h1: (lang: Language) => MESSAGES[lang].values.title },
  { path: PAGE_PATHS.tradeChecker, h1: (lang: Language) => MESSAGES[lang].trade.title },
  { path: PAGE_PATHS.valueFormula, h1: (lang: Language) => MESSAGES[lang].formula.title },
  { path: PAGE_PATHS.moonMango, h1: (lang: Language) => MESSAGES[lang].wiki.moonMango.title },
  { path: PAGE_PATHS.petIndex, h1: (lang: Language) => MESSAGES[lang].wiki.pets.title },
  // Game names stay as the game writes them, in every language.
  { path: wikiPetPath('ankylosaurus'), h1: () => 'Ankylosaurus' },
  { path: PAGE_PATHS.mutationIndex, h1: (lang: Language) => MESSAGES[lang].wiki.mutations.title },
  { path: wikiMutationPath('frozen'), h1: () => 'Frozen' },
  { path: PAGE_PATHS.stock, h1: (lang: Language) => MESSAGES[lang].stock.title },
  { path: PAGE_PATHS.eggIndex, h1: (lang: Language) => MESSAGES[lang].shops.eggs.title },
  { path: wikiEggPath('bug-egg'), h1: () => 'Bug Egg' },
  { path: PAGE_PATHS.gearIndex, h1: (lang: Language) => MESSAGES[lang].shops.gear.title },
  { path: wikiGearPath('watering-can'), h1: () => 'Watering Can' },
  { path: PAGE_PATHS.weather, h1: (lang: Language) => MESSAGES[lang].shops.weather.title },
];

export const CORE_URLS = LANGUAGES.flatMap((language) =>
  CORE_PAGES.map((page) => ({
    language,
    lang: LOCALE_TAGS[language],
    dir: directionOf(language),
    url: localizePath(language, page.path),
    h1: page.h1(language),
  })),
);
