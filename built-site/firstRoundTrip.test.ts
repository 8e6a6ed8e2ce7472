/*
 * The calculators' documents within TCP's first round trip: a server sends at most ten segments (14,600 bytes) before
 * the browser's first acknowledgement, headers included, and Lighthouse's simulation counts the same way. A document a
 * byte longer reaches the browser a round trip later, and its first paint with it (docs/performance.md, 2026-12-03).
 */
import { describe, expect, it } from 'vitest';
import { gzipOf } from '../scripts/compression';
import { headersFor, parseHeaders } from '../scripts/staticHost';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { builtFile, builtPage } from './builtFiles';

const FIRST_ROUND_TRIP_BYTES = 14_600;
/**
 * The host's own headers beside the site's (`_headers`): the status line, Content-Type, Content-Encoding, Vary, Date,
 * Cache-Control and the connection's; our server sends 263 bytes of them.
 */
const HOST_HEADER_BYTES = 320;

const CALCULATORS = [PAGE_PATHS.cropCalculator, PAGE_PATHS.petCalculator, PAGE_PATHS.tradeChecker];

describe('a calculator’s document, gzipped as our server sends it, fits the first round trip with its headers', () => {
  const rules = parseHeaders(builtFile('/_headers'));
  const pages = LANGUAGES.flatMap((language) => CALCULATORS.map((path) => localizePath(language, path)));

  it.each(pages)('%s', (url) => {
    const siteHeaderBytes = Object.entries(headersFor(rules, url)).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
    const bytes = gzipOf(builtPage(url)).length + siteHeaderBytes + HOST_HEADER_BYTES;
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
});
