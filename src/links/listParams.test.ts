import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '../lib/paths';
import { searchParam } from './listParams';
import { decodeParams } from './urlState';

describe('searchParam', () => {
  const decodeSearch = (search: string) => decodeParams<{ query: string }>(new URLSearchParams(search), { q: searchParam('query') }, true);

  it('reads a search as the link spells it, a "%" that starts no %-code as itself', () => {
    expect(decodeSearch('q=caf%C3%A9+%D8%AC%D8%B2%D8%B1').state).toEqual({ query: 'café جزر' });
    // How every browser reads them: the page writes such a search back as `%25A`, `100%25`.
    expect(decodeSearch('q=%A').state).toEqual({ query: '%A' });
    expect(decodeSearch('q=100%').state).toEqual({ query: '100%' });
    expect(decodeSearch(`q=${'x'.repeat(MAX_SEARCH_LENGTH)}`).state).toEqual({ query: 'x'.repeat(MAX_SEARCH_LENGTH) });
  });

  it('refuses a search whose %-codes spell no text (a link cut short inside a letter), whole and as it reads', () => {
    // The browser reads each such code as U+FFFD, a character no name holds.
    for (const [search, read] of [
      ['q=%E2%A', '\uFFFD%A'],
      ['q=carr%E2%80', 'carr\uFFFD'],
      ['q=%D8%AC%D8%B2%D8', 'جز\uFFFD'],
      ['q=%FF', '\uFFFD'],
    ] as const) {
      expect(decodeSearch(search), search).toEqual({ state: {}, dropped: [{ key: 'q', reason: 'invalid', value: read }] });
    }
  });
});
