import { minifySync } from 'rolldown/utils';

/** The inline scripts every written document runs, as exact texts: the CSP allows each by its hash. */
export interface BootScripts {
  /** Runs in the head before the first paint, as the page at this unprefixed path (null: the app shell) carries it (see src/app/bootScript.ts). */
  beforePaintFor: (pagePath: string | null) => string;
  /** Starts the app's entry module. */
  loader: string;
}

/** How long the app waits for the first paint before it starts anyway (a page opened in a background tab paints later). */
export const FIRST_PAINT_WAIT_MS = 3000;

/** The `<noscript>` in the head whose tags the loader links after the first paint (pageTemplate.ts). */
export const LINKED_AFTER_PAINT_ID = 'linked-after-paint';

/**
 * How long the app has to start once its entry is asked for before the page says it could not be loaded: a browser too
 * old for the module build ignores it or fails to parse it, and neither tells the script element. Generous, as a slow
 * connection may still be downloading the code; if the app starts after all, it clears the mark (Page.tsx).
 */
export const START_TIME_LIMIT_MS = 20_000;

/**
 * The app's script starts after the first paint: fetched earlier, it competes with that paint on a
 * slow connection, and the prerendered page is readable without it. Where the browser reports paints, after the first
 * one it reports (the frame on screen); elsewhere in the task after the next frame. The head's tags kept for after the
 * paint are linked then too: with scripts on, the browser reads a `<noscript>`'s contents as text.
 *
 * When the entry or a module it imports cannot be loaded, or the app has not started (`data-booting` is still there,
 * see src/app/bootScript.ts) within the time limit, the page is marked `data-boot-failed`: CSS then shows, in place of
 * "loading your calculation", that the page could not be loaded, with a link that reloads it (src/ui/prerenderedHtml.tsx).
 */
export function startAfterFirstPaint(entry: string): string {
  return `(function(){var d=0,P=window.PerformanceObserver,r=document.documentElement;function f(){r.dataset.bootFailed=""}function g(){if(d)return;d=1;var n=document.getElementById(${JSON.stringify(LINKED_AFTER_PAINT_ID)});if(n)document.head.insertAdjacentHTML("beforeend",n.textContent);var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};s.onerror=f;document.head.appendChild(s);setTimeout(function(){if("booting"in r.dataset)f()},${START_TIME_LIMIT_MS})}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){o.disconnect();setTimeout(g)}).observe({type:"paint",buffered:true});setTimeout(g,${FIRST_PAINT_WAIT_MS})}else requestAnimationFrame(function(){setTimeout(g)})})()`;
}

/** The boot script (src/app/bootScript.ts, kept readable there) as pages carry it: minified, and the same text each build. */
export function minifiedBootScript(source: string): string {
  const { code, errors } = minifySync('boot-script.js', source);
  if (errors.length > 0) throw new Error(`the boot script did not minify: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}

/** Each page's boot script, minified once for each distinct text (a handful: most pages keep no saved state). */
export function minifiedBootScripts(
  bootScriptFor: (pagePath: string | null) => string,
  minify: (source: string) => string = minifiedBootScript,
): (pagePath: string | null) => string {
  const minified = new Map<string, string>();
  return (pagePath) => {
    const source = bootScriptFor(pagePath);
    const known = minified.get(source);
    if (known !== undefined) return known;
    const code = minify(source);
    minified.set(source, code);
    return code;
  };
}
