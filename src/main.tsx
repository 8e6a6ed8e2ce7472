import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keepInlinedStylesOffline, linkLaterStyles, markInlinedStyles } from './app/inlinedStyles';
import { installLoadFailureRecovery } from './app/loadFailure';
import { restoreMadeBySite } from './app/madeBySiteMark';
import { NOT_FOUND_FRAGMENT, rememberNotFound } from './app/NotFoundNotice';
import { startOfflineSupport, whenIdleAfterLoad } from './app/offlineSupport';
import { loadPageProps } from './app/Page';
import { takeEmbeddedPageData } from './app/pageData';
import { App, createRoutes, matchPage } from './app/routes';
import { loadCommonTexts } from './i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n/languages';
import { canonicalPathname, homePathFor, MADE_BY_SITE, pathLanguageTag, wikiListFor } from './lib/paths';
import { warmUpFormatting } from './lib/warmUpFormatting';
import { TakingOverPrerenderedHtml } from './ui/prerenderedHtml';
import './ui/base.css';

/** How long hydration may wait for the worker loading the locale data (it usually takes far less). */
const FORMATTING_WAIT_MS = 300;

/**
 * Whether the page's HTML was written for this address. A host that answers a path with another page's HTML (one that
 * sends every unknown path to index.html) must not have it hydrated as this page: the prerendered page names its own
 * address in its canonical link; the app shell names none and holds no page.
 */
function writtenFor(pathname: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');
  return canonical !== null && withoutSlash(new URL(canonical.href).pathname) === withoutSlash(pathname);
}

/**
 * Whether the host answered this address with 404: it has no page there, and the page shown is its 404.html (the app
 * shell). Asking for the page's data would only be answered 404 again, and logged by the browser as an error.
 */
function answeredNotFound(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.responseStatus === 404;
}

/**
 * The address a mistyped or mangled one most likely meant (nearMissPath). Asked only where the host answered with 404 or
 * with HTML not written for this address (its 404 page, the app shell, another page's HTML): a page reached at its own
 * address never loads the reader.
 */
async function nearMissOf(pathname: string): Promise<string> {
  // Not through loadCode: its module would join the entry, and the code it loads on use would then not be precached
  // (scripts/serviceWorker.ts). Without the reader (a deploy removed its chunk), the path is taken as it is.
  const nearMiss = await import('./lib/nearMiss').catch(() => null);
  return nearMiss ? nearMiss.nearMissPath(pathname) : pathname;
}

/**
 * A path that is no page, nor near one (`meant`, its near miss, is no page either), whatever the host answered it with
 * (its 404 page, the app shell, another page's HTML): the visitor goes with a notice to the wiki list a wiki path would
 * be in, searched for its name (wikiListFor), or to the prerendered home page of its language, replacing the history
 * entry, before any page is shown. Where storage is refused the notice can only be marked on home's address.
 */
function leaveNoPage(meant: string): void {
  const { pathname, search } = window.location;
  // A path that names English itself (`/en/x`, `/en-GB/x`), which the site writes without a prefix, stays English.
  const go = pathLanguageTag(pathname) === DEFAULT_LANGUAGE ? reloadAt : (address: string) => window.location.replace(address);
  const list = wikiListFor(meant);
  const home = homePathFor(pathname);
  // Kept for the page it goes to, which alone says so: the visitor may leave for another page while this one starts.
  const remembered = rememberNotFound(`${pathname}${search}`, list ?? home);
  // The list's search is the site's, not the player's: its history entry says so (MADE_BY_SITE, where React Router keeps
  // a location's state), which a reload keeps and a new visit (location.replace) would not; a host's redirect on the way
  // drops it, and start-up then marks the entry again (madeBySiteMark.ts).
  if (list && remembered) return reloadAt(list, { usr: MADE_BY_SITE });
  go(`${home}${remembered ? '' : NOT_FOUND_FRAGMENT}`);
}

/**
 * Opens `address` as a reload of this history entry: the boot script sends a new visit to an unprefixed (English)
 * address on to the browser's language, but never a reload, so a link that named English stays English.
 */
function reloadAt(address: string, state: unknown = null): void {
  history.replaceState(state, '', address);
  window.location.reload();
}

/** A turn for the browser between two parts of start-up, so that neither is one long task (docs/performance.md). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  installLoadFailureRecovery();
  // A visitor the boot script sends to their language is already on the way there.
  if ('leaving' in document.documentElement.dataset) return;
  // Start-up runs in four tasks, each short enough not to hold up a tap on a slow phone: evaluating its modules; matching
  // the page, reading its embedded data and linking the rest of its styles; asking for the page's code and data; the texts
  // and the formatting worker.
  await nextTask();
  const pathname = canonicalPathname(window.location.pathname);
  if (pathname !== window.location.pathname)
    history.replaceState(history.state, '', `${pathname}${window.location.search}${window.location.hash}`);
  restoreMadeBySite(`${pathname}${window.location.search}`);
  const routes = createRoutes();
  let match = matchPage(routes, window.location.pathname);
  const notFound = !match.page || answeredNotFound();
  if (notFound || !writtenFor(window.location.pathname)) {
    const meant = await nearMissOf(window.location.pathname);
    // A near miss opens the page it meant from this document, as the app shell opens any page: going there as a new
    // visit loaded a second document, and on a host that adds a folder's slash (GitHub Pages) a third.
    if (meant !== window.location.pathname && matchPage(routes, meant).page) {
      const address = `${meant}${window.location.search}${window.location.hash}`;
      // Except from a language the site does not offer (`/de/wiki`): its English page is opened as a new visit, which the
      // boot script sends on to the visitor's own language where that is another of the site's.
      const tag = pathLanguageTag(window.location.pathname);
      if (tag !== null && !isLanguage(tag)) return window.location.replace(address);
      history.replaceState(null, '', address);
      match = matchPage(routes, meant);
    } else if (notFound) return leaveNoPage(meant);
  }
  const { language, page, params } = match;
  // (Every path without a page has left above: this tells the types so.)
  if (!page) return;

  markInlinedStyles();
  const laterStyles = linkLaterStyles();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  takeEmbeddedPageData();
  await nextTask();
  // Everything the page needs is in before hydration starts (its styles for what is not on screen yet too), so a click on
  // any part while React hydrates makes React hydrate that part at once and handle it. A page whose code or data failed
  // shows its error panel.
  const opening = loadPageProps(page, window.location.pathname, params, window.location.search).then(
    (value) => value,
    () => undefined,
  );
  await nextTask();
  await Promise.all([
    opening,
    loadCommonTexts(language).catch(() => undefined),
    warmUpFormatting(language, FORMATTING_WAIT_MS),
    laterStyles,
  ]);
  // No such page at this path (the build wrote no data for it: no such crop, say).
  if ((await opening) === null) return leaveNoPage(await nearMissOf(window.location.pathname));

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} />
      </BrowserRouter>
    </StrictMode>
  );
  delete document.documentElement.dataset.booting;
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of taking the page over in
  // one long task; a click or keystroke on a part not yet live still makes React hydrate that part at once.
  if (container.firstElementChild && writtenFor(window.location.pathname))
    startTransition(() => void hydrateRoot(container, <TakingOverPrerenderedHtml value={true}>{app}</TakingOverPrerenderedHtml>));
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }

  // Offline support is an extra: started once the page works, never in development.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    whenIdleAfterLoad(window, () => {
      startOfflineSupport(navigator.serviceWorker, language);
      keepInlinedStylesOffline(navigator.serviceWorker);
    });
  }
}

void boot();
