import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { LANGUAGE_TAG_SEGMENT, SAVED_STATE_KEYS } from '../lib/paths';
import { LANGUAGE_STORAGE_KEY } from './languagePreference';
import { THEME_STORAGE_KEY } from './theme';

/** What the boot script is told by the build: it runs inline, before any module, so it imports nothing. */
interface BootConfig {
  /** The languages with an address prefix (every one but English). */
  prefixed: readonly string[];
  /** A first path segment that names a language, the site's or another (LANGUAGE_TAG_SEGMENT's source). */
  languageTag: string;
  languageKey: string;
  themeKey: string;
  /**
   * The saved-state key of the page with state in its address, by unprefixed path: on a page, its own (if any); in the
   * app shell, which stands in for any page, every page's.
   */
  savedStateKeys: Readonly<Record<string, string>>;
}

/**
 * Runs inline in <head> before the first paint, allowed by its hash in the Content-Security-Policy:
 * - a visitor on an unprefixed (English) address whose picked language, or else whose browser's first language, is
 *   another of the site's is sent there before the page's scripts run, unless the page is reloaded or returned to; an
 *   address that names a language itself (`/pt-BR/x`, `/de/wiki`) is left to start-up, which reads it (nearMissPath);
 *   `data-leaving` keeps the English page hidden and tells the app not to start;
 * - a remembered light or dark choice never flashes;
 * - a page opened with a link's query or a saved calculation is marked `data-restoring`, so CSS shows "loading your
 *   calculation" instead of the prerendered default numbers until the page is live (see Page.tsx);
 * - until the app starts (`data-booting`, cleared just before hydration), clicks and typing in a page's calculation
 *   are refused rather than left for the page to ignore: from hydration on, React takes a click on a part it has
 *   not reached yet by hydrating that part at once. The page's loader reads it too: still there when the loader's time
 *   limit runs out, the app did not start, and the page says it could not be loaded (scripts/prerender/bootScripts.ts).
 *
 * It is shipped as its own source text (bootScriptFor), minified by the prerender, so it uses nothing from outside the
 * function but the browser's globals. Storage may be blocked: then it does what it can without.
 */
function bootBeforePaint(config: BootConfig): void {
  const root = document.documentElement;
  // A first segment that names a language: the site's prefix, or one start-up reads as the site's (nearMissPath).
  const [, first = ''] = location.pathname.split('/');
  const namesLanguage = new RegExp(config.languageTag, 'i').test(first);
  const stored = (key: string): string => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  };

  // A reload, or a return by Back or Forward, reopens the page the visitor was on: only a new visit is sent to a
  // language. Where storage is blocked, the switcher's English choice is not kept, and a reload would otherwise undo it.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const reopened = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  // On a page reopened, long sections are drawn at once (`.whole-when-reopened`, base.css), so the browser can return to
  // where the visitor was.
  if (reopened) root.dataset.reopened = '';
  if (!namesLanguage && !reopened) {
    const wanted = (stored(config.languageKey) || navigator.languages?.[0] || navigator.language || '').slice(0, 2).toLowerCase();
    if (config.prefixed.includes(wanted)) {
      root.dataset.leaving = '';
      const rest = location.pathname === '/' ? '' : location.pathname;
      location.replace(`/${wanted}${rest}${location.search}${location.hash}`);
    }
  }

  const theme = stored(config.themeKey);
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;

  const path = (namesLanguage ? location.pathname.slice(first.length + 1) : location.pathname).replace(/(.)\/$/, '$1') || '/';
  const savedKey = config.savedStateKeys[path];
  const saved = savedKey ? stored(savedKey) : '';
  if (location.search.length > 1 || (saved !== '' && saved !== '""')) root.dataset.restoring = '';

  root.dataset.booting = '';
  const refuse = (event: Event) => {
    const target = event.target as Element | null;
    const isTab = event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab';
    if ('booting' in root.dataset && !isTab && target?.closest?.('.restorable__body')) event.preventDefault();
  };
  for (const type of ['click', 'beforeinput', 'keydown', 'paste', 'drop']) document.addEventListener(type, refuse, true);
}

/**
 * The boot script as the page at `pagePath` (unprefixed) runs it: the function's own source, called with the build's
 * config. A page is given only its own saved-state key, as the other pages' keys are bytes of its first round trip
 * (docs/performance.md, 2026-12-03); the app shell (`pagePath` null) is given every page's.
 */
export function bootScriptFor(pagePath: string | null): string {
  const config: BootConfig = {
    prefixed: LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE),
    languageTag: LANGUAGE_TAG_SEGMENT.source,
    languageKey: LANGUAGE_STORAGE_KEY,
    themeKey: THEME_STORAGE_KEY,
    savedStateKeys: Object.fromEntries(Object.entries(SAVED_STATE_KEYS).filter(([path]) => pagePath === null || path === pagePath)),
  };
  return `(${bootBeforePaint.toString()})(${JSON.stringify(config)})`;
}
