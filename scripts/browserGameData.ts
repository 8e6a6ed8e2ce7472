/**
 * The game data files keep the research as it came: notes, source lists, sections kept for the record. The engine
 * reads only part of each record, so the browser build leaves the rest out of the bundle (about 14 KB gzip on the
 * pages that load crops, mutations or pets). The files in src/game/data stay whole: the schema, the tests, the
 * scripts and the prerender read them as they are.
 */
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What each file holds that no page reads, as paths: `[]` steps into every element of a list. The engine's objects
 * carry none of them (crops, mutations, variants and pets have no `notes`), and the server renderer reads the whole
 * files: a page that read a dropped field would render it in the HTML and lose it on hydration, which React reports
 * as an error in the browser tests. The unit test below checks the engine's output is the same from the slim files.
 */
export const UNREAD_GAME_DATA: Readonly<Record<string, readonly string[]>> = {
  // The engine works the price floor out itself; the data's columns are there for the tests to check it against.
  'crops.json': ['[].notes', '[].priceFloorWeight', '[].priceFloorValue'],
  // `maxMutation` is the max set as researched, which the tests check the engine's search against; `rules` is the
  // research's prose account of the rules the engine implements from `combos`.
  'mutations.json': ['variants[].notes', 'mutations[].notes', 'sources', 'maxMutation', 'rules'],
  'updates-2026.json': [
    'about',
    'changedCrops[].notes',
    'changedCrops[].priceFloorWeight',
    'changedCrops[].priceFloorValue',
    'newCrops[].notes',
    'newCrops[].priceFloorWeight',
    'newCrops[].priceFloorValue',
    'newMutations[].notes',
    'newMutations[].sources',
    'eventFormsLeftOut',
    'hiddenTags',
    'namesOnlyMutations',
    'disputed[].decision',
    'disputed[].sources',
    'cropWeights2026',
  ],
  'crop-origins.json': ['[].name', '[].sources'],
  'mutation-sources.json': ['[].name', '[].gameKey', '[].visual', '[].sources', '[].notes', '[].obtainedBy[].notes'],
  'pets.json': [
    'meta.title',
    'meta.generated',
    'meta.count',
    'meta.fieldNotes',
    'meta.countBreakdown',
    'meta.sourceKeys',
    'pets[].notes',
    'pets[].hatchChance',
    'pets[].baseWeightRangeKg',
    'pets[].defaultHunger',
  ],
  'published-values.json': ['about', 'source'],
};

/** The path's steps: `pets[].notes` → ['pets', [], 'notes'] with [] for "every element". */
function steps(path: string): (string | [])[] {
  return path.split('.').flatMap((part) => {
    const name = part.replace(/\[\]$/, '');
    const each: (string | [])[] = part.endsWith('[]') ? [[]] : [];
    return name ? [name, ...each] : each;
  });
}

/** Deletes what a path names; the number of fields it deleted (zero means the path names nothing in this data). */
export function dropPath(value: unknown, path: string): number {
  const walk = (node: unknown, rest: (string | [])[]): number => {
    const [step, ...after] = rest;
    if (step === undefined || node === null || typeof node !== 'object') return 0;
    if (Array.isArray(step)) return Array.isArray(node) ? node.reduce<number>((sum, item) => sum + walk(item, after), 0) : 0;
    const record = node as Record<string, unknown>;
    if (!(step in record)) return 0;
    if (after.length > 0) return walk(record[step], after);
    delete record[step];
    return 1;
  };
  return walk(value, steps(path));
}

/** The file's JSON without the fields no page reads; a path that no longer matches fails the build. */
export function browserGameDataJson(fileName: string, json: string): string {
  const value: unknown = JSON.parse(json);
  for (const path of UNREAD_GAME_DATA[fileName] ?? []) {
    if (dropPath(value, path) === 0) throw new Error(`${fileName}: "${path}" names no field; update UNREAD_GAME_DATA`);
  }
  return JSON.stringify(value);
}

export const browserGameData: Plugin = {
  name: 'browser-game-data',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/game\/data\/[^/]+\.json$/.test(id)) return null;
    return { code: browserGameDataJson(basename(id), code), map: null };
  },
};
