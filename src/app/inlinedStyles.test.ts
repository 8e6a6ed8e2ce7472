// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInlinedStylesOffline, linkLaterStyles, markInlinedStyles } from './inlinedStyles';

describe('markInlinedStyles', () => {
  it('adds one disabled stylesheet link per file the inline block names, as Vite’s helper looks for them', () => {
    document.head.innerHTML = '<style data-inlined="/assets/a.css /assets/b.css">.a{}</style>';
    markInlinedStyles();
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.disabled])).toEqual([
      ['/assets/a.css', true],
      ['/assets/b.css', true],
    ]);
    expect(document.querySelector('link[href="/assets/b.css"][rel="stylesheet"]')).not.toBeNull();
  });

  it('adds nothing to a page without inlined styles', () => {
    document.head.innerHTML = '<style>.a{}</style>';
    markInlinedStyles();
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('linkLaterStyles', () => {
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it.each(['load', 'error'])('links the file the inline block leaves for later and settles once it has %sed', async (event) => {
    document.head.innerHTML = '<style data-inlined="/assets/a.css" data-later="/assets/later-1.css">.a{}</style>';
    const applied = linkLaterStyles();
    const link = document.querySelector<HTMLLinkElement>('link[href="/assets/later-1.css"]');
    expect(link?.rel).toBe('stylesheet');
    expect(link?.hasAttribute('disabled')).toBe(false);
    expect(await settled(applied)).toBe(false);
    link?.dispatchEvent(new Event(event));
    expect(await settled(applied)).toBe(true);
  });

  it('links nothing and settles at once on a page whose block holds all its styles', async () => {
    document.head.innerHTML = '<style data-inlined="/assets/a.css">.a{}</style>';
    expect(await settled(linkLaterStyles())).toBe(true);
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('keepInlinedStylesOffline', () => {
  afterEach(() => vi.unstubAllGlobals());
  const worker = (controlled: boolean) => {
    const events = new EventTarget();
    return Object.assign(events, { controller: controlled ? {} : null }) as unknown as ServiceWorkerContainer;
  };

  it('asks for every inlined file through the worker that controls the page, so it keeps them for offline use', () => {
    const fetch = vi.fn((_href: string) => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetch);
    document.head.innerHTML = '<style data-inlined="/assets/index.css /assets/route.css" data-later="/assets/later-1.css">.a{}</style>';
    keepInlinedStylesOffline(worker(true));
    expect(fetch.mock.calls.map(([href]) => href)).toEqual(['/assets/index.css', '/assets/route.css']);
  });

  it('asks for nothing until a worker controls the page (it would keep nothing), then once', () => {
    const fetch = vi.fn((_href: string) => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetch);
    document.head.innerHTML = '<style data-inlined="/assets/route.css">.a{}</style>';
    const container = worker(false);
    keepInlinedStylesOffline(container);
    expect(fetch).not.toHaveBeenCalled();
    // A first visit: the worker just installed takes control of the page.
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(fetch.mock.calls.map(([href]) => href)).toEqual(['/assets/route.css']);
  });
});
