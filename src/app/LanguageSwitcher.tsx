import { useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { LANGUAGE_AUTONYMS, LANGUAGES, LOCALE_TAGS } from '../i18n/languages';
import { localizePath, MADE_BY_SITE, splitLanguage } from '../lib/paths';
import { useIsClientRender } from '../lib/useIsClientRender';
import { DisclosureMenu } from '../ui/DisclosureMenu';
import { Link } from '../ui/Link';
import { rememberLanguage } from './languagePreference';

/** A compact menu of links to the same page and query in every language, each named in itself; a pick is remembered. */
export function LanguageSwitcher() {
  const { t } = useI18n();
  const location = useLocation();
  const { language: current, path } = splitLanguage(location.pathname);
  // The prerendered links carry no query (one HTML file serves every query); the page's own comes after hydration, with
  // the part of the page it is at (the ids are the same in every language), so a switch keeps the player's place.
  const searchAndHash = useIsClientRender() ? `${location.search}${location.hash}` : '';
  // A query the site made (a dead wiki link's search) stays the site's in the other language, not saved as the player's.
  const state = location.state === MADE_BY_SITE ? MADE_BY_SITE : undefined;

  return (
    <DisclosureMenu
      className="language-menu"
      testId="language-menu"
      label={t('language.current', { language: LANGUAGE_AUTONYMS[current] })}
      summary={
        <>
          <svg className="header-icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
          </svg>
          {/* The code, not the name, which made the header's row too long (layout.css): the button's name says it. */}
          <span className="language-menu__code" aria-hidden="true">
            {current.toUpperCase()}
          </span>
        </>
      }
    >
      {(close) => (
        <nav aria-label={t('language.label')}>
          <ul>
            {LANGUAGES.map((language) => (
              <li key={language}>
                <Link
                  to={`${localizePath(language, path)}${searchAndHash}`}
                  state={state}
                  lang={LOCALE_TAGS[language]}
                  hrefLang={LOCALE_TAGS[language]}
                  aria-current={language === current ? 'true' : undefined}
                  onClick={() => {
                    rememberLanguage(language);
                    close();
                  }}
                >
                  {LANGUAGE_AUTONYMS[language]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </DisclosureMenu>
  );
}
