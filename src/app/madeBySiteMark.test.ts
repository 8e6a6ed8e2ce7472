// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { MADE_BY_SITE } from '../lib/paths';
import { restoreMadeBySite } from './madeBySiteMark';
import { rememberNotFound } from './NotFoundNotice';

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the mark of an address the site made, across a host’s redirect', () => {
  it('marks the entry start-up arrives at when it sent the visitor there, keeping the state React Router wrote', () => {
    rememberNotFound('/fr/wiki/grow-a-garden-carot', '/fr/wiki?q=carot');
    // The host answered `/fr/wiki?q=carot` with a redirect to `/fr/wiki/?q=carot`: a new entry, no state.
    history.replaceState({ idx: 0 }, '', '/fr/wiki/?q=carot');
    restoreMadeBySite('/fr/wiki?q=carot');
    expect(history.state).toEqual({ idx: 0, usr: MADE_BY_SITE });
    expect(location.pathname).toBe('/fr/wiki/');
  });

  it('leaves any other address unmarked, and home, whose address has no search of the site’s', () => {
    rememberNotFound('/fr/wiki/grow-a-garden-carot', '/fr/wiki?q=carot');
    restoreMadeBySite('/fr/wiki?q=carrot');
    expect(history.state).toBeNull();
    rememberNotFound('/fr/no-such-page', '/fr');
    restoreMadeBySite('/fr');
    expect(history.state).toBeNull();
  });
});
