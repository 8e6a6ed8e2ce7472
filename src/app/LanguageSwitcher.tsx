import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_AUTONYMS, LANGUAGES, LOCALE_TAGS } from '../i18n/languages';
import { localizePath, splitLanguage } from '../lib/paths';
import { useIsClientRender } from '../lib/useIsClientRender';
import { rememberLanguage } from './languagePreference';

/**
 * A compact menu of links to the same page and query in every language, each named in itself; following one
 * remembers the pick. A native disclosure (`<details>`), so it opens before the script runs and screen readers
 * announce it as expandable; Escape and a click elsewhere close it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const { pathname } = location;
  // The prerendered links carry no query (one HTML file serves every query); the page's own comes after hydration.
  const search = useIsClientRender() ? location.search : '';
  const { language: current, path } = splitLanguage(pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <details
      ref={menu}
      className="language-menu"
      data-testid="language-menu"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        menu.current?.querySelector('summary')?.focus();
      }}
    >
      <summary className="language-menu__button" aria-label={`${t('language.label')}: ${LANGUAGE_AUTONYMS[current]}`}>
        <svg className="language-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        <span lang={LOCALE_TAGS[current]}>{LANGUAGE_AUTONYMS[current]}</span>
      </summary>
      <nav className="language-menu__list" aria-label={t('language.label')}>
        <ul>
          {LANGUAGES.map((language) => (
            <li key={language}>
              <Link
                to={`${localizePath(language, path)}${search}`}
                lang={LOCALE_TAGS[language]}
                hrefLang={LOCALE_TAGS[language]}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => {
                  rememberLanguage(language);
                  setOpen(false);
                }}
              >
                {LANGUAGE_AUTONYMS[language]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
