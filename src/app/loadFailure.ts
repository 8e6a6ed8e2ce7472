const RELOAD_MARK = 'chunk-reload-at';
/** A second failure within this window means reloading did not help, so the error is shown instead. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * After a deploy, old pages can ask for chunk files that no longer exist. Reloading once fetches the
 * new page; if loading still fails, the error reaches the route error panel, which offers a retry.
 */
let reloadPending = false;

/** True once a reload has been asked for: rendering more would only flash before the page goes. */
export function isReloadPending(): boolean {
  return reloadPending;
}

export function installLoadFailureRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOAD_MARK)) || 0;
    } catch {
      return;
    }
    if (Date.now() - last < RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
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
