/*
 * Code a page loads on use (the crop table, say), handed on as a value: a page's load() or a click awaits it. Nothing
 * is kept here: the browser keeps every module it has loaded, so asking again costs nothing, and a load that failed is
 * simply asked for again on the next try.
 */

/** The loaded code; a chunk that failed after a deploy resolves to nothing while the page reloads, and this then waits. */
export async function loadCode<T>(loading: Promise<T | undefined>): Promise<T> {
  const loaded = await loading;
  // See app/loadFailure.ts: the page is about to reload, so nothing should render with the missing code.
  if (loaded === undefined) return new Promise<never>(() => undefined);
  return loaded;
}

/**
 * The crop table (every crop, src/game/crops.ts): a page that reads a crop its build data does not give it (a link's,
 * the crop picker's list, a trade's fruit, the value list's rows) loads it and passes it on.
 */
export const loadCrops = () => loadCode(import('../game/crops'));

/** How a fruit gets each mutation (src/game/mutationSources.ts): the mutation picker's Max mutation message reads it. */
export const loadMutationSources = () => loadCode(import('../game/mutationSources'));
