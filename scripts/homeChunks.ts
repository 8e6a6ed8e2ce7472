/*
 * Home is where most visitors land, and every script a page requests costs a phone's main thread as well as a round
 * trip; left to itself the bundler gives each set of pages sharing modules a chunk of its own, most of them tiny
 * (docs/performance.md has the figures). So the shared modules (lib, ui, links, game) home's route imports go into two
 * chunks: what reads the game's data, and the rest, so that a page that loads the rest does not load the data with it
 * (the trade checker and the value list load it only when their address names a fruit). Left out: start-up's modules
 * (the entry's chunk holds them), the modules with chunks of their own (the data, the formula) and what they import
 * (they would import home's chunks and be imported by them), and home's own components (its route's chunk). Another
 * page that needs part of a chunk loads it whole, with its styles (docs/decisions.md has what that costs and saves).
 */
import type { Plugin } from 'vite';

/** The module graph as the bundler knows it once every module is loaded. */
export interface ModuleGraph {
  ids: readonly string[];
  imports: (id: string) => readonly string[];
  importers: (id: string) => readonly string[];
}

export interface HomeChunkModules {
  /** Shared modules home's route imports that read no game data. */
  shared: Set<string>;
  /** Those that do, with the game's data in their imports. */
  engine: Set<string>;
}

const ENTRY = '/src/main.tsx';
const HOME_ROUTE = '/src/features/crop-calculator/route.tsx';

/** Every project module reached from the modules `from` accepts, following `next` (imports or importers). */
function closure(graph: ModuleGraph, from: (id: string) => boolean, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = graph.ids.filter(from);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...next(id).filter((other) => other.includes('/src/')));
  }
  return seen;
}

/**
 * Which of home's modules go into which of its two chunks. `isGameData` says which modules hold the game's data;
 * `hasOwnChunk` which modules have chunks of their own (the data, and what it is read with): they and what they import
 * stay out of home's chunks, but importing one that holds no data does not put a module with the data.
 */
export function homeChunkModules(
  graph: ModuleGraph,
  isGameData: (id: string) => boolean,
  hasOwnChunk: (id: string) => boolean = isGameData,
): HomeChunkModules {
  const readsGameData = closure(graph, isGameData, graph.importers);
  const elsewhere = new Set([...closure(graph, (id) => id.endsWith(ENTRY), graph.imports), ...closure(graph, hasOwnChunk, graph.imports)]);
  const chunks: HomeChunkModules = { shared: new Set(), engine: new Set() };
  for (const id of closure(graph, (id) => id.endsWith(HOME_ROUTE), graph.imports))
    if (!elsewhere.has(id) && !id.includes('/src/features/')) (readsGameData.has(id) ? chunks.engine : chunks.shared).add(id);
  return chunks;
}

/**
 * The plugin that finds home's modules once the module graph is complete, and the two chunk groups that take them (the
 * groups are asked after the graph is complete, when the chunks are made).
 */
export function homeInTwoChunks(isGameData: (id: string) => boolean, hasOwnChunk: (id: string) => boolean) {
  let modules: HomeChunkModules = { shared: new Set(), engine: new Set() };
  const plugin: Plugin = {
    name: 'home-in-two-chunks',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const graph = {
        ids: [...this.getModuleIds()],
        imports: (id: string) => info(id)?.importedIds ?? [],
        importers: (id: string) => info(id)?.importers ?? [],
      };
      modules = homeChunkModules(graph, isGameData, hasOwnChunk);
    },
  };
  const groups = [
    { name: 'home', test: (id: string) => modules.shared.has(id), includeDependenciesRecursively: false },
    { name: 'home-engine', test: (id: string) => modules.engine.has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
