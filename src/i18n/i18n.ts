import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export const NAMESPACE = 'translation';

// Each language is its own chunk, so a visitor downloads only the texts they read.
const loaders: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
};

const base: I18n = i18next.createInstance();
void base.use(initReactI18next).init({
  resources: {} satisfies Resource,
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
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

const pending = new Map<Language, Promise<void>>();

/** Loads a language's texts (and English, the fallback) once. */
export function loadLanguage(language: Language): Promise<void> {
  const wanted = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  return Promise.all(wanted.map(loadOne)).then(() => undefined);
}

function loadOne(language: Language): Promise<void> {
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then((module) => {
      base.addResourceBundle(language, NAMESPACE, module.default, true, true);
    });
    pending.set(language, promise);
  }
  return promise;
}

export function isLanguageLoaded(language: Language): boolean {
  return base.hasResourceBundle(language, NAMESPACE);
}

const instances = new Map<Language, I18n>();

/**
 * One instance per language, sharing the loaded texts. A page's language comes from its URL, so
 * rendering never mutates a global language (which would race between prerendered pages).
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = base.cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}
