import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_AUTONYMS, LANGUAGES, LOCALE_TAGS } from '../i18n/languages';
import { localizePath, splitLanguage } from '../lib/paths';
import { rememberLanguage } from './languagePreference';

/** Links to the same page and query in every language; following one remembers the pick. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { language: current, path } = splitLanguage(pathname);

  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={`${localizePath(language, path)}${search}`}
              lang={LOCALE_TAGS[language]}
              hrefLang={LOCALE_TAGS[language]}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => rememberLanguage(language)}
            >
              {LANGUAGE_AUTONYMS[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
