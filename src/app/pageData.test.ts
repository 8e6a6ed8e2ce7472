// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageBuild, prerenderPathsOf } from './pageBuild';
import { forgetFailedPageData, loadPageData, takeEmbeddedPageData } from './pageData';
import { embeddedPageData, pageDataUrl } from './pageDataFiles';
import { definitionOf, PAGE_KEYS } from './pages';

describe('the page table and the build modules', () => {
  it.each(PAGE_KEYS)('%s has a build module exactly when it works out data for its page, and paths to prerender', async (page) => {
    const build = await loadPageBuild(page);
    expect(typeof build.pageData === 'function').toBe(definitionOf(page).build !== undefined);
    expect((await prerenderPathsOf(page)).length).toBeGreaterThan(0);
  });
});

// The browser's source: the page's own HTML, or the file the build wrote (each test uses paths of its own, as the
// loaded data is kept for the session).
describe('page data in the browser', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('names one file per unprefixed path', () => {
    expect(pageDataUrl('/wiki/grow-a-garden-pet-kiwi')).toBe('/page-data/wiki/grow-a-garden-pet-kiwi.json');
    expect(pageDataUrl('/')).toBe('/page-data/index.json');
  });

  it('takes the data the prerender wrote into the page without a request, even data holding "</script>"', () => {
    const data = { pet: { name: 'Evil </script><script>alert(1)</script>' } };
    const html = embeddedPageData('/wiki/embedded', data);
    expect(html).not.toContain('</script><script>');
    document.body.innerHTML = html;
    takeEmbeddedPageData();
    const promise = loadPageData('wikiPet', '/wiki/embedded', {});
    expect(promise.status).toBe('fulfilled');
    expect(promise.value).toEqual(data);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the data of a page reached by a link once, and reads a 404 as "no such page"', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/page-data/wiki/known.json' ? Response.json({ id: 'known' }) : new Response('null', { status: 404 }),
    );
    await expect(loadPageData('wikiPet', '/wiki/known', {})).resolves.toEqual({ id: 'known' });
    await expect(loadPageData('wikiPet', '/wiki/known', {})).resolves.toEqual({ id: 'known' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(loadPageData('wikiPet', '/wiki/missing', {})).resolves.toBeNull();
  });

  it('offline, with no file kept, works the data out in the browser as the build does', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const slug = 'grow-a-garden-pet-kiwi';
    const data = (await loadPageData('wikiPet', `/wiki/${slug}`, { slug })) as { pet: { id: string } };
    expect(data.pet.id).toBe('kiwi');
    expect(await loadPageData('wikiPet', '/wiki/grow-a-garden-pet-nope', { slug: 'grow-a-garden-pet-nope' })).toBeNull();
  });

  it('reads whatever a host answers a missing file with as "no such page": its 404 page, its home page, anything not JSON', async () => {
    const answers: Record<string, () => Response> = {
      // GitHub Pages, S3, nginx's error_page: the site's 404.html, status 404.
      '/page-data/wiki/not-found-page.json': () =>
        new Response('<!doctype html><title>404</title>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      // Firebase, Vercel, nginx's try_files: every unknown path gets index.html, status 200.
      '/page-data/wiki/index-rewrite.json': () =>
        new Response('<!doctype html><html lang="en">', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      '/page-data/wiki/__proto__.json': () => new Response('{"pet":', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    };
    fetchMock.mockImplementation(async (url) => answers[String(url)]!());
    for (const path of ['/wiki/not-found-page', '/wiki/index-rewrite', '/wiki/__proto__']) {
      await expect(loadPageData('wikiPet', path, {}), path).resolves.toBeNull();
    }
  });

  it('fails on a server error, and asks again once the failure has been shown', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(loadPageData('wikiPet', '/wiki/flaky', {})).rejects.toThrow('HTTP 503');
    fetchMock.mockResolvedValueOnce(Response.json({ id: 'flaky' }));
    // React asks again while it settles on the error: the same failure, not a new request.
    await expect(loadPageData('wikiPet', '/wiki/flaky', {})).rejects.toThrow('HTTP 503');
    forgetFailedPageData();
    await expect(loadPageData('wikiPet', '/wiki/flaky', {})).resolves.toEqual({ id: 'flaky' });
  });
});
