const RELOAD_MARK = 'chunk-reload-at';
/** A second failure at the same address within this window means reloading did not help, so the error is shown instead. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * After a deploy, old pages can ask for chunk files that no longer exist; offline, a page reached by a link asks for
 * code the worker never kept (the code that works a page's data out in the browser). Reloading fetches the new page, or
 * the page's HTML the worker kept, which carries its data. Once per address: a reload that fails again at the same
 * address lets the error reach the route error panel, which offers a retry, while the next address reached by a link
 * gets its own reload (offline, every page seen online opens from the site's links, not only the first).
 */
let reloadPending = false;

/** The address and time of the last reload this recovery asked for, as kept in the tab's session storage. */
function lastReload(): { address: string; at: number } {
  const [at = '0', address = ''] = (sessionStorage.getItem(RELOAD_MARK) ?? '').split(' ');
  return { address, at: Number(at) || 0 };
}

/**
 * A chunk's module as its dynamic import gave it. A failure handled by reloading (below) makes the import resolve to
 * nothing (Vite's preload helper swallows the error it was told to leave alone): the page is going, so a promise that
 * never settles, rather than an error that would flash or be logged first. Otherwise nothing is an error.
 */
export function loadedOrLeaving<T>(module: T | undefined, what: string): T | Promise<never> {
  if (module !== undefined) return module;
  if (reloadPending) return new Promise<never>(() => undefined);
  throw new Error(`${what} did not load`);
}

export function installLoadFailureRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const address = `${window.location.pathname}${window.location.search}`;
    try {
      const last = lastReload();
      if (last.address === address && Date.now() - last.at < RELOAD_WINDOW_MS) return;
      sessionStorage.setItem(RELOAD_MARK, `${Date.now()} ${address}`);
    } catch {
      return;
    }
    event.preventDefault();
    reloadPending = true;
    window.location.reload();
  });
}

const MODULE_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isModuleLoadFailure(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILURE.test(error.message);
}
