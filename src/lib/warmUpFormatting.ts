import type { Language } from '../i18n/languages';
import FormattingWorker from './formattingWorker?worker';

/**
 * Loads the locale data for numbers, dates and lists in a worker, while the main thread runs the page's code. On a phone
 * that loading is one unsplittable call of tens of milliseconds, the longest task of start-up if the main thread did
 * it. Resolves when the worker is done, or after `waitAtMostMs` (a slow or failed worker only means the main thread
 * loads the data itself, as it would without one).
 */
export function warmUpFormatting(language: Language, waitAtMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, waitAtMostMs);
    try {
      // Not terminated from here: the worker closes itself when done, so its script download is never cut off.
      const worker = new FormattingWorker();
      worker.onmessage = () => resolve();
      worker.onerror = () => resolve();
      worker.postMessage(language);
    } catch {
      resolve();
    }
  });
}
