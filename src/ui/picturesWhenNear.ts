/*
 * Pictures of a long list drawn as they come near the screen. Hundreds of `<img loading="lazy">` cost a page while it
 * loads, each one a request the browser sets up and watches, pictures in view or not (docs/decisions.md has the
 * measurement); a list of plain boxes whose pictures are set here costs only the boxes near the screen.
 */

/** Where an icon of a long list keeps its picture's address until it is drawn (GameIcon's `inLongList`). */
export const PICTURE_ATTRIBUTE = 'data-picture';

/** Pictures load a screen ahead of a scrolling list, so they are there when their rows arrive. */
const AHEAD = '100% 0px';

const WAITING = `[${PICTURE_ATTRIBUTE}]:empty`;

/** The icon's picture, decorative as every game icon's (its name is written beside it). */
function draw(icon: Element): void {
  const picture = document.createElement('img');
  picture.alt = '';
  picture.decoding = 'async';
  picture.src = icon.getAttribute(PICTURE_ATTRIBUTE) ?? '';
  icon.append(picture);
}

/**
 * A ref for an element holding a long list of icons: draws each icon's picture once it is within a screen of view,
 * including the icons React renders into the list later (sorted or filtered afresh). Also for HTML React has not taken
 * over (PrerenderedUntilChanged), since it reads the elements, not React's tree.
 */
export function drawPicturesWhenNear(list: HTMLElement | null): (() => void) | undefined {
  if (list === null || typeof IntersectionObserver === 'undefined') return undefined;
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        draw(entry.target);
        near.unobserve(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  const watchWaiting = () => list.querySelectorAll(WAITING).forEach((icon) => near.observe(icon));
  watchWaiting();
  const rendered = new MutationObserver((records) => {
    // A picture drawn here is a change too: only React's changes to the list are looked through.
    const changes = records.filter((record) => !(record.target instanceof Element && record.target.hasAttribute(PICTURE_ATTRIBUTE)));
    if (changes.length === 0) return;
    // Icons React took out of the list are let go, so the observer holds none it will never draw.
    for (const record of changes) {
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(WAITING)) near.unobserve(node);
        node.querySelectorAll(WAITING).forEach((icon) => near.unobserve(icon));
      }
    }
    watchWaiting();
  });
  rendered.observe(list, { childList: true, subtree: true });
  return () => {
    rendered.disconnect();
    near.disconnect();
  };
}
