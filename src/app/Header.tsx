import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { localizePath, PAGE_PATHS } from '../lib/paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { useRouteLanguage } from './useLanguage';

export function Header() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const links = [
    { to: PAGE_PATHS.cropCalculator, label: t('nav.cropCalculator'), end: true },
    { to: PAGE_PATHS.petCalculator, label: t('nav.petCalculator'), end: true },
    { to: PAGE_PATHS.wikiIndex, label: t('nav.wiki'), end: false },
  ];
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
