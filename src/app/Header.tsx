import { useI18n, useLanguage } from '../i18n/i18n';
import { localizePath } from '../lib/paths';
import { DisclosureMenu } from '../ui/DisclosureMenu';
import { Link, NavLink } from '../ui/Link';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PAGE_KEYS, PAGES, type PageDefinition } from './pages';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * One row: the site's name, the pages (a list on wide screens, a menu on phones and screens narrower than the list
 * needs in some language), the language menu and the colour scheme. On a phone it stays within 64 px, so the answer a
 * player came for starts near the top.
 */
export function Header() {
  const { t } = useI18n();
  const language = useLanguage();
  const links = PAGE_KEYS.flatMap((page) => {
    const { path, nav }: PageDefinition = PAGES[page];
    return nav ? [{ to: localizePath(language, path), label: t(nav.label), end: nav.end }] : [];
  });
  const list = (onFollow?: () => void) => (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} onClick={onFollow}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-name" to={localizePath(language, '/')} data-testid="site-name">
          <svg className="site-name__logo" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 21v-8m0 0c0-4 3-7 8-7 0 5-3 7-8 7Zm0 0C12 9 9 6 4 6c0 5 3 7 8 7Z" />
          </svg>
          {/* The name is written in Latin letters in Arabic too: cut short on a narrow phone, it keeps its start ("Garden …"). */}
          <span dir="auto">{t('site.name')}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <div className="site-nav__list">{list()}</div>
          <DisclosureMenu
            className="site-nav__menu"
            testId="nav-menu"
            label={t('nav.menu')}
            summary={
              <svg className="header-icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            }
          >
            {(close) => list(close)}
          </DisclosureMenu>
        </nav>
        <div className="site-header__controls">
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
