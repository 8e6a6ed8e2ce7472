import { expect, it, vi } from 'vitest';
import { i18nFor, loadCommonTexts } from './i18n';
import spanish from './locales/es/common';

// Offline on a device whose offline copy is of another language: neither the page's own texts nor English's can be had.
vi.mock('./locales/ar/common.ts', () => {
  throw new Error('offline');
});
vi.mock('./locales/en/common.ts', () => {
  throw new Error('offline');
});

it('shows a page whose texts cannot be had in the first of the site’s languages that can be loaded, not as text keys', async () => {
  await expect(loadCommonTexts('ar')).rejects.toThrow();
  expect(i18nFor('ar').t('chunkError.offline')).toBe(spanish.chunkError.offline);
});
