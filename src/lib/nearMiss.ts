/*
 * The address a mistyped or mangled link most likely meant. Start-up asks it only for an address that is no page, and
 * loads it then (main.tsx): every other visit goes without its bytes.
 */
import { editDistance } from './nameSearch';
import { canonicalPathname, languageTagOf, localizePath, offeredLanguage, PAGE_PATHS, splitLanguage } from './paths';

/**
 * What a link pasted from a sentence or a chat often ends with, and no address of the site does: punctuation, a space,
 * a line break, a zero-width or no-break space, an encoded slash (`/wiki/grow-a-garden-carrot).`).
 */
const PASTED_TAIL = /(?:[.,;:!?)\]}*]|%(?:20|0a|0d|09|29|5d|7d|2f|e2%80%8b|c2%a0))+$/i;

/**
 * The address a mistyped or mangled link most likely meant: the site writes every path in lower case, with single
 * slashes, without a file extension or what a pasted link ends with (`/FR//Grow-A-Garden-Values.html` and
 * `/fr/grow-a-garden-values).` → `/fr/grow-a-garden-values`), and prefixes only the languages it offers, without a
 * region (`/pt-br/wiki` → `/pt/wiki`; `/de/wiki` and `/en/wiki` → `/wiki`); a top-level page's name with a typo or two
 * is that page (`/fr/grow-a-garden-trade-calculatr`). Whether a page is there is for the routes to say: a path that
 * only fits a route's pattern (`/Wiki/Grow-A-Garden-Nosuch`) is opened, and its missing data then sends it where a path
 * that is no page goes, whose notice quotes the path in lower case (its %-codes in capitals again: rememberNotFound).
 */
export function nearMissPath(pathname: string): string {
  // The extension comes off once a host's trailing slash has, and what is left is named as the site names it.
  const path = canonicalPathname(
    canonicalPathname(
      pathname
        .toLowerCase()
        .replace(/\/{2,}/g, '/')
        .replace(PASTED_TAIL, ''),
    ).replace(/\.html?$/, ''),
  );
  const [, first = '', ...rest] = path.split('/');
  const tag = languageTagOf(first);
  const named = tag === null ? path : localizePath(offeredLanguage(tag), `/${rest.join('/')}`);
  const { language, path: unprefixed } = splitLanguage(named);
  const close = TOP_LEVEL_PAGES.find((page) => page !== unprefixed && editDistance(page, unprefixed, TOP_LEVEL_TYPOS) <= TOP_LEVEL_TYPOS);
  return close === undefined ? named : localizePath(language, close);
}

/**
 * The pages a path's first segment names, which a typo of two letters or fewer still finds (`/grow-a-garden-value`):
 * not the wiki's, whose slugs are close to each other (a missing crop `…-peas` is two letters from `…-pets`) and whose
 * lists a missing slug searches instead (wikiListFor).
 */
const TOP_LEVEL_PAGES = Object.values(PAGE_PATHS).filter((page) => page !== '/' && !page.startsWith('/wiki/'));
const TOP_LEVEL_TYPOS = 2;
