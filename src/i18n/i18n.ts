import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { use, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

export const NAMESPACE = 'translation';

/** Texts are split by page, so a visitor downloads only the language and page they read. */
export const TEXT_SECTIONS = ['common', 'crop', 'pet', 'trade', 'values', 'wiki', 'formula', 'stock', 'shops'] as const;
export type TextSection = (typeof TEXT_SECTIONS)[number];
export type PageTextSection = Exclude<TextSection, 'common'>;

type TextModule = { default: ResourceLanguage };

// One chunk per language and section, so a visitor downloads only the language and page they read.
const textModules = import.meta.glob<TextModule>(['./locales/*/*.ts', '!./locales/*/index.ts']);

function loadTextModule(language: Language, section: TextSection): Promise<TextModule> {
  const load = textModules[`./locales/${language}/${section}.ts`];
  if (!load) throw new Error(`no ${section} texts for ${language}`);
  return load();
}

let baseInstance: I18n | undefined;

/**
 * The instance holding every loaded text, made on first use: setting i18next up takes a while on a slow phone, and
 * at first use it falls in a task of its own instead of the one that runs the app's modules.
 */
function base(): I18n {
  if (!baseInstance) {
    baseInstance = i18next.createInstance();
    void baseInstance.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng: DEFAULT_LANGUAGE,
      // A unit test keeps every language's keys complete, so no other language is needed at run time and none is
      // downloaded with the page's. Only when the page's own texts cannot be had does another stand in
      // (loadCommonTexts), whichever was loaded.
      fallbackLng: [...LANGUAGES],
      supportedLngs: [...LANGUAGES],
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      keySeparator: '.',
      // React escapes everything it renders; translated text never reaches dangerouslySetInnerHTML.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      initAsync: false,
    });
  }
  return baseInstance;
}

const pending = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** The section's texts are in, so a page that needs them can render at once. */
export function textsLoaded(language: Language, section: TextSection): boolean {
  return loaded.has(`${language}/${section}`);
}

/** Loads one section of one language's texts, once. */
export function loadTexts(language: Language, section: TextSection): Promise<void> {
  const key = `${language}/${section}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadTextModule(language, section).then((module) => {
      const texts = section === 'common' ? module.default : { [section]: module.default };
      base().addResourceBundle(language, NAMESPACE, texts, true, true);
      loaded.add(key);
    });
    // A failed download may succeed later (a retry, a reconnect): forget it.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The texts every page shows (menu, footer, error panel). When the page's language cannot be had (offline, on a device
 * whose offline copy is of another language), the first language that can be loaded stands in, as the fallback
 * language: a page in another of the site's languages reads better than one made of text keys. Still fails, so the
 * page shows its error panel.
 */
export function loadCommonTexts(language: Language): Promise<void> {
  return loadTexts(language, 'common').catch(async (error: unknown) => {
    for (const standIn of LANGUAGES) {
      if (
        standIn !== language &&
        (await loadTexts(standIn, 'common').then(
          () => true,
          () => false,
        ))
      )
        break;
    }
    throw error;
  });
}

/**
 * The language a page in `language` is shown in: its own once its common texts are in, else the one standing in for it
 * (loadCommonTexts; the first loaded, as i18next falls back). Its words decide the page's `lang`, direction, numbers and
 * links: offline on a device that kept French, the Arabic address showed French words laid out right to left, marked as
 * Arabic, with links to Arabic pages the device did not keep either.
 */
function shownLanguage(language: Language): Language {
  return textsLoaded(language, 'common') ? language : (LANGUAGES.find((each) => textsLoaded(each, 'common')) ?? language);
}

/** Calls `onChange` whenever texts are added to the instance every language shares (i18next's own store event). */
function subscribeToTexts(onChange: () => void): () => void {
  const { store } = base();
  store.on('added', onChange);
  return () => store.off('added', onChange);
}

/**
 * shownLanguage, followed as texts arrive: read once as a page in a language not loaded yet starts to render, it named
 * the language standing in and kept it after the texts came, when React resumed only the page that waited for them
 * (the header and the page's `lang` stayed in the language left). The prerender and hydration show the address's.
 */
export function useShownLanguage(language: Language): Language {
  return useSyncExternalStore(
    subscribeToTexts,
    () => shownLanguage(language),
    () => language,
  );
}

/** Every text of a language (the prerender and tests render any page). */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all(TEXT_SECTIONS.map((section) => loadTexts(language, section))).then(() => undefined);
}

const instances = new Map<Language, I18n>();

/**
 * One instance per language, sharing the loaded texts. A page's language comes from its URL (or the language standing in
 * for it, useShownLanguage), so rendering never mutates a global language (which would race between prerendered pages).
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = base().cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The i18next instance of the page's language, whose `t` every component renders with. Read from the provider's
 * context, not through react-i18next's useTranslation, which at each component's first render copies the instance's
 * properties into a wrapper, works out a fixed `t` and subscribes to language changes. Here a page's language never
 * changes under it (each language has its own instance, given by the route), and its texts are loaded before it
 * renders, so none of that is needed (docs/decisions.md has the measurement).
 */
export function useI18n(): I18n {
  // getI18n() is typed as always there, but is undefined until an instance is set up: say what is missing, here.
  const i18n = use(I18nContext)?.i18n ?? (getI18n() as I18n | undefined);
  if (!i18n) throw new Error('useI18n: no i18next instance');
  return i18n;
}

/** The language of what is being rendered: every page renders with the i18next instance of its URL's language (or its stand-in, useShownLanguage). */
export function useLanguage(): Language {
  const { language } = useI18n();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
