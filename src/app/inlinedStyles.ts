/**
 * A prerendered page carries its styles inline, in a `<style>` block whose `data-inlined` attribute names the files it
 * holds. Vite's dynamic-import helper links a chunk's stylesheets unless a stylesheet link to them is already in the
 * document; a disabled link counts and is never fetched nor applied. The links are added here rather than written into
 * the HTML, because Chromium's preload scanner fetches a disabled link it reads in markup (measured with Chromium 150:
 * every inlined file was downloaded a second time).
 */
export const INLINED_FILES_ATTRIBUTE = 'data-inlined';

export function markInlinedStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll(`style[${INLINED_FILES_ATTRIBUTE}]`)) {
    for (const href of (style.getAttribute(INLINED_FILES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.disabled = true;
      link.setAttribute('href', href);
      doc.head.append(link);
    }
  }
}
