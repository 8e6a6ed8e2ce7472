import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLanguage } from '../i18n/useLanguage';
import { localizePath } from '../lib/paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PAGE_KEYS, PAGES, type PageDefinition } from './pages';
import { ThemeSwitch } from './ThemeSwitch';

export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = PAGE_KEYS.flatMap((page) => {
    const { path, nav }: PageDefinition = PAGES[page];
    return nav ? [{ to: path, label: t(nav.label), end: nav.end }] : [];
  });
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-name" to={localizePath(language, '/')} data-testid="site-name">
          <svg className="site-name__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 21v-8m0 0c0-4 3-7 8-7 0 5-3 7-8 7Zm0 0C12 9 9 6 4 6c0 5 3 7 8 7Z" />
          </svg>
          <span>{t('site.name')}</span>
        </Link>
        <div className="site-header__controls">
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('nav.label')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={localizePath(language, link.to)} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
