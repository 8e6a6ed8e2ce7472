import { describe, expect, it, vi } from 'vitest';
import { forgetFailedPageLoads, loadPage } from './Page';

const network = vi.hoisted(() => ({ down: false }));

vi.mock('./pages', async (importOriginal) => {
  const pages = await importOriginal<typeof import('./pages')>();
  return {
    ...pages,
    loadPageModule: (page: Parameters<typeof pages.loadPageModule>[0]) =>
      network.down ? Promise.reject(new Error('offline')) : pages.loadPageModule(page),
  };
});

describe('loadPage', () => {
  it('keeps a failed load until its error has been shown, then tries again', async () => {
    network.down = true;
    await expect(loadPage('wikiIndex', 'en')).rejects.toThrow('offline');
    network.down = false;
    // React asks again while it settles on the error: the same failure, not a new download.
    await expect(loadPage('wikiIndex', 'en')).rejects.toThrow('offline');
    forgetFailedPageLoads();
    await expect(loadPage('wikiIndex', 'en')).resolves.toHaveProperty('Component');
  });
});
