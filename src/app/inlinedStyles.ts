/**
 * A prerendered page carries its styles inline, in a `<style>` block whose `data-inlined` attribute names the files it
 * holds. Vite's dynamic-import helper links a chunk's stylesheets unless a stylesheet link to them is already in the
 * document; a disabled link counts and is never fetched nor applied. The links are added here rather than written into
 * the HTML, because Chromium's preload scanner fetches a disabled link it reads in markup (measured with Chromium 150:
 * every inlined file was downloaded a second time).
 *
 * The block holds only what the page's first screen may need; `data-later` names the file with the rest of those
 * files' rules (the insides of sections drawn when near, and states such as notices and open menus), which start-up
 * links once the page has painted (scripts/prerender/firstScreenStyles.ts).
 */
export const INLINED_FILES_ATTRIBUTE = 'data-inlined';
export const LATER_STYLES_ATTRIBUTE = 'data-later';

/** The stylesheets the page's inline block holds, as the block names them. */
function inlinedFiles(doc: Document): string[] {
  return [...doc.querySelectorAll(`style[${INLINED_FILES_ATTRIBUTE}]`)].flatMap((style) =>
    (style.getAttribute(INLINED_FILES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
  );
}

export function markInlinedStyles(doc: Document = document): void {
  for (const href of inlinedFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.setAttribute('href', href);
    doc.head.append(link);
  }
}

/**
 * Has the offline worker keep the stylesheets this page inlined. The page's code asks for them by file wherever they are
 * not inlined: the app shell a link the worker has not kept falls back to, or another page the app goes to from here.
 * Offline that fails the page ("Unable to preload CSS") unless the worker kept the files, and a page that inlined them
 * never fetched them. Asked only when the worker controls the page, as then it keeps what is fetched (hashed files from
 * its cache first, so a file already kept costs nothing); a failure only costs that offline use.
 */
export function keepInlinedStylesOffline(container: ServiceWorkerContainer, doc: Document = document): void {
  const keep = () => {
    for (const href of inlinedFiles(doc)) void fetch(href, { priority: 'low' }).catch(() => undefined);
  };
  // On a first visit the worker takes control of the page only once it is installed.
  if (container.controller) keep();
  else container.addEventListener('controllerchange', keep, { once: true });
}

/**
 * Links the styles the inline block left for later. Settles once they apply, or once they failed to load (the page
 * still works; what they style is below the first screen or not shown yet), so that nothing the app draws goes
 * unstyled.
 */
export function linkLaterStyles(doc: Document = document): Promise<void> {
  const hrefs = [...doc.querySelectorAll(`style[${LATER_STYLES_ATTRIBUTE}]`)].map(
    (style) => style.getAttribute(LATER_STYLES_ATTRIBUTE) ?? '',
  );
  return Promise.all(
    hrefs.filter(Boolean).map(
      (href) =>
        new Promise<void>((settle) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.setAttribute('href', href);
          link.addEventListener('load', () => settle());
          link.addEventListener('error', () => settle());
          doc.head.append(link);
        }),
    ),
  ).then(() => undefined);
}
