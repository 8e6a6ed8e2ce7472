/*
 * Builds the page language's formatters (numbers, dates, lists) off the main thread. The browser's locale data, once loaded, is shared by
 * every thread of the page, so the main thread's own first formatters then take well under a millisecond instead of
 * tens (see warmUpFormatting.ts).
 */
import type { Language } from '../i18n/languages';
import { loadDateFormatting, loadListFormatting, loadNumberFormatting } from './format';

self.onmessage = (event: MessageEvent<Language>) => {
  loadNumberFormatting(event.data);
  loadDateFormatting(event.data);
  loadListFormatting(event.data);
  self.postMessage('ready');
  self.close();
};
