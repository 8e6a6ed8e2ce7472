// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { bootScriptFor } from './bootScript';
import { LANGUAGE_STORAGE_KEY, rememberLanguage } from './languagePreference';
import { THEME_STORAGE_KEY } from './theme';

/** The app shell's boot script, which stands in for any page and so names every page's saved state. */
const BOOT_SCRIPT = bootScriptFor(null);
const root = document.documentElement;
const CROP_KEY = SAVED_STATE_KEYS[PAGE_PATHS.cropCalculator];
const PET_KEY = SAVED_STATE_KEYS[PAGE_PATHS.petCalculator];

/** Runs the inline script as the browser would, before anything else, at this address. */
function bootAt(url: string) {
  window.history.replaceState(null, '', url);
  new Function(BOOT_SCRIPT)();
}

const restoring = () => 'restoring' in root.dataset;

beforeEach(() => {
  localStorage.clear();
  for (const key of Object.keys(root.dataset)) delete root.dataset[key];
  document.body.innerHTML = '';
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the boot script', { timeout: 20_000 }, () => {
  it('is one function’s own source called with the build’s config: it needs no module and no helper', () => {
    expect(BOOT_SCRIPT).toMatch(/^\(function bootBeforePaint\(/);
    expect(BOOT_SCRIPT).toContain(JSON.stringify(SAVED_STATE_KEYS));
    expect(BOOT_SCRIPT).not.toMatch(/\bimport\b|\brequire\(|__vite|__name/);
  });

  it("on a page, names that page's saved state only, and reads it there in every language", () => {
    expect(bootScriptFor(PAGE_PATHS.cropCalculator)).toContain(JSON.stringify({ [PAGE_PATHS.cropCalculator]: CROP_KEY }));
    expect(bootScriptFor(PAGE_PATHS.cropCalculator)).not.toContain(PET_KEY);
    expect(bootScriptFor('/wiki/grow-a-garden-carrot')).toContain('"savedStateKeys":{}');

    localStorage.setItem(PET_KEY, JSON.stringify('age=30&kg=4'));
    window.history.replaceState(null, '', '/ar/grow-a-garden-pet-age-calculator');
    new Function(bootScriptFor(PAGE_PATHS.petCalculator))();
    expect(restoring()).toBe(true);
    delete root.dataset.restoring;
    new Function(bootScriptFor(PAGE_PATHS.cropCalculator))();
    expect(restoring()).toBe(false);
  });

  it('applies a remembered light or dark theme, and nothing else', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    bootAt('/wiki');
    expect(root.dataset.theme).toBe('dark');

    delete root.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    bootAt('/wiki');
    expect(root.dataset.theme).toBe('light');

    delete root.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    bootAt('/wiki');
    expect(root.dataset.theme).toBeUndefined();
  });

  it('marks a page opened with a query as restoring', () => {
    bootAt('/?crop=moon-mango&w=15');
    expect(restoring()).toBe(true);
  });

  it('does not mark a bare address with nothing saved, or a lone "?"', () => {
    bootAt('/');
    expect(restoring()).toBe(false);
    bootAt('/grow-a-garden-pet-age-calculator?');
    expect(restoring()).toBe(false);
  });

  it('marks a calculator with a saved calculation as restoring, in every language and with a trailing slash', () => {
    localStorage.setItem(CROP_KEY, JSON.stringify('crop=moon-mango&w=15'));
    localStorage.setItem(PET_KEY, JSON.stringify('age=30&kg=4'));
    for (const url of ['/', '/fr', '/fr/', '/ar', '/grow-a-garden-pet-age-calculator', '/es/grow-a-garden-pet-age-calculator/']) {
      delete root.dataset.restoring;
      bootAt(url);
      expect(restoring(), url).toBe(true);
    }
  });

  it('does not mark a saved copy of the defaults (an empty query), nor pages that save nothing', () => {
    localStorage.setItem(CROP_KEY, JSON.stringify(''));
    bootAt('/');
    expect(restoring()).toBe(false);

    localStorage.setItem(CROP_KEY, JSON.stringify('crop=moon-mango'));
    localStorage.setItem(PET_KEY, JSON.stringify('age=30'));
    bootAt('/wiki');
    expect(restoring()).toBe(false);
    // "fr" only counts as a language as the whole first segment.
    bootAt('/french-fries');
    expect(restoring()).toBe(false);
  });

  it('keeps booting the page when storage is blocked', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      expect(() => bootAt('/')).not.toThrow();
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(root.dataset.booting).toBe('');
  });

  it('refuses clicks and typing in a page’s calculation until the app starts, but not Tab or the rest of the page', () => {
    document.body.innerHTML = '<div class="restorable__body"><input id="inside"></div><button id="outside">x</button>';
    bootAt('/');
    expect(root.dataset.booting).toBe('');
    const inside = document.getElementById('inside')!;
    const outside = document.getElementById('outside')!;
    const send = (target: HTMLElement, event: Event) => target.dispatchEvent(event);

    expect(send(inside, new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(send(inside, new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }))).toBe(false);
    expect(send(inside, new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))).toBe(true);
    expect(send(inside, new Event('paste', { bubbles: true, cancelable: true }))).toBe(false);
    expect(send(outside, new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);

    // Just before hydration the app clears the mark, and the page takes every event.
    delete root.dataset.booting;
    expect(send(inside, new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(send(inside, new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }))).toBe(true);
  });
});

describe('the boot script, on an address without a language', () => {
  /** Runs the script at `path` for a browser speaking `languages`, with the address and browser stood in for. */
  function visit(path: string, languages: readonly string[], navigationType: NavigationTimingType = 'navigate') {
    const [pathname, search = ''] = path.split('?');
    delete root.dataset.leaving;
    const replace = vi.fn<(url: string) => void>();
    const location = { pathname, search: search ? `?${search}` : '', hash: '', replace };
    const navigator = { languages, language: languages[0] ?? '' };
    const performance = { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigationType }] : []) };
    new Function('location', 'navigator', 'performance', BOOT_SCRIPT)(location, navigator, performance);
    return { sentTo: replace.mock.calls[0]?.[0], leaving: 'leaving' in root.dataset };
  }

  it.each([
    [['id-ID'], '/id'],
    [['id'], '/id'],
    [['pt-BR', 'en'], '/pt'],
    [['pt-PT'], '/pt'],
    [['es-MX'], '/es'],
    [['fr-CA'], '/fr'],
    [['ar-EG'], '/ar'],
  ])('sends a browser speaking %j to %s at once, keeping the path and query', (languages, prefix) => {
    expect(visit('/', languages)).toEqual({ sentTo: prefix, leaving: true });
    expect(visit('/grow-a-garden-pet-age-calculator?age=3&kg=2', languages).sentTo).toBe(
      `${prefix}/grow-a-garden-pet-age-calculator?age=3&kg=2`,
    );
  });

  it('keeps the hash and a trailing slash, and takes a language only from a whole first segment', () => {
    const replace = vi.fn<(url: string) => void>();
    const location = { pathname: '/wiki/', search: '?q=kiwi', hash: '#pets', replace };
    new Function('location', 'navigator', BOOT_SCRIPT)(location, { languages: ['fr-FR'], language: 'fr-FR' });
    expect(replace).toHaveBeenCalledWith('/fr/wiki/?q=kiwi#pets');
    expect(visit('/esp', ['id-ID']).sentTo).toBe('/id/esp');
    expect(visit('/arabic', ['en-US']).sentTo).toBeUndefined();
  });

  it('leaves English, other languages and addresses that already name a language where they are', () => {
    expect(visit('/', ['en-GB'])).toEqual({ sentTo: undefined, leaving: false });
    expect(visit('/', ['de-DE', 'es'])).toEqual({ sentTo: undefined, leaving: false });
    expect(visit('/es/wiki', ['fr-FR']).sentTo).toBeUndefined();
    expect(visit('/ar', ['fr-FR']).sentTo).toBeUndefined();
  });

  // Sent on as /es/pt-BR/x, no page, which start-up then sent to the Spanish home page.
  it('leaves an address that names a language the site does not write so for start-up to read', () => {
    for (const path of ['/pt-BR/grow-a-garden-trade-calculator?give=custom_5', '/AR/wiki', '/de/wiki', '/en', '/es-419/wiki', '/zh/x']) {
      expect(visit(path, ['es-ES']), path).toEqual({ sentTo: undefined, leaving: false });
    }
  });

  it('sends only a new visit: a reload, or a return by Back or Forward, stays on the page, as where storage is blocked', () => {
    // Storage blocked: the switcher's English choice was not kept, so only the browser's language is known.
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(visit('/wiki', ['fr-FR'], 'reload')).toEqual({ sentTo: undefined, leaving: false });
    expect(visit('/wiki', ['fr-FR'], 'back_forward')).toEqual({ sentTo: undefined, leaving: false });
    expect(visit('/wiki', ['fr-FR'], 'navigate').sentTo).toBe('/fr/wiki');
    expect(getItem).toHaveBeenCalled();
    getItem.mockRestore();
  });

  it('marks a reloaded page, or one returned to by Back or Forward, to be drawn whole, and not a new visit', () => {
    const reopened = (navigationType: NavigationTimingType) => {
      delete root.dataset.reopened;
      visit('/wiki', ['en-US'], navigationType);
      return 'reopened' in root.dataset;
    };
    expect(reopened('reload')).toBe(true);
    expect(reopened('back_forward')).toBe(true);
    expect(reopened('navigate')).toBe(false);
  });

  it('follows a language picked in the switcher over the browser’s, English included', () => {
    rememberLanguage('pt');
    expect(visit('/wiki', ['id-ID']).sentTo).toBe('/pt/wiki');
    rememberLanguage('en');
    expect(visit('/wiki', ['id-ID'])).toEqual({ sentTo: undefined, leaving: false });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
