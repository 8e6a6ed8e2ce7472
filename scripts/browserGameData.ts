/**
 * The game data files keep the research as it came: notes, source lists, sections kept for the record. The engine
 * reads only part of each record, so the browser build leaves the rest out of the bundle (about 14 KB gzip on the
 * pages that load crops, mutations or pets), and writes each list of records as columns, which compress better than
 * records that repeat their keys (the crop and mutation data 23.1 → 19.0 KB gzip, the pets 16.0 → 14.4). The files in
 * src/game/data stay whole: the schema, the tests, the scripts and the prerender read them as they are.
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
  // The engine works the price floor and the minimum weight out itself; the data's columns are there for the tests to
  // check it against.
  'crops.json': ['[].notes', '[].priceFloorWeight', '[].priceFloorValue', '[].minWeight'],
  // `maxMutation` is the max set as researched, which the tests check the engine's search against; `rules` is the
  // research's prose account of the rules the engine implements from `combos`.
  'mutations.json': ['variants[].notes', 'mutations[].notes', 'sources', 'maxMutation', 'rules'],
  'changelog.json': ['about'],
  'data-version.json': ['source'],
  // `new2026` marks what was researched for the 2026 update (here and in mutation-sources.json); the engine knows the
  // crops and mutations the data import added from the game's own tables.
  'crop-origins.json': ['[].name', '[].sources', '[].new2026'],
  'mutation-sources.json': ['[].name', '[].gameKey', '[].visual', '[].sources', '[].notes', '[].obtainedBy[].notes', '[].new2026'],
  // The browser reads pets through src/game/petRoster.ts only (the pet calculator); the wiki's pet pages are built
  // from the whole records and ship as page data.
  'pets.json': [
    'meta.title',
    'meta.generated',
    'meta.count',
    'meta.fieldNotes',
    'meta.countBreakdown',
    'meta.sourceKeys',
    // The calculator gives a pet its own range (pets[].baseWeightRangeKg), never the one every egg had in 2025.
    'meta.globalFacts.baseWeightRangeKg',
    'meta.globalFacts.baseWeightRangeNote',
    'meta.globalFacts.weightFormula',
    'meta.globalFacts.maxAge',
    'meta.globalFacts.maxAgeNote',
    'meta.globalFacts.baseWeightModifiers',
    // Every pet's id is its name's (checked with the data: schema.ts), which petRoster.ts works out: 2.2 KB gzip.
    'pets[].id',
    'pets[].notes',
    'pets[].hatchChance',
    'pets[].defaultHunger',
    'pets[].eggs',
    'pets[].passives',
    'pets[].sellPrice',
    'pets[].confidence',
    'pets[].sources',
    'pets[].firstSeen',
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

/** Marks a list of records written as columns: `[COLUMNS, keys, column of the first key, …]`. */
const COLUMNS = '\u0000columns';

/** A list of records that all have the same keys, in the same order (the only lists worth writing as columns). */
function sameShapeRecords(value: unknown): value is Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length < 2) return false;
  const isRecord = (item: unknown): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item);
  if (!value.every(isRecord)) return false;
  const keys = Object.keys(value[0]!).join('\n');
  return keys !== '' && value.every((item) => Object.keys(item).join('\n') === keys);
}

/** The value with every list of same-shaped records written as columns, and so each column in turn. */
export function toColumns(value: unknown): unknown {
  if (sameShapeRecords(value)) {
    const keys = Object.keys(value[0]!);
    return [COLUMNS, keys, ...keys.map((key) => toColumns(value.map((record) => record[key])))];
  }
  if (Array.isArray(value)) return value.map(toColumns);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toColumns(item)]));
  return value;
}

/** The inverse of toColumns, written as the browser runs it: each data module carries it and runs it as it loads. */
const FROM_COLUMNS = `function fromColumns(value) {
  if (Array.isArray(value)) {
    if (value[0] !== ${JSON.stringify(COLUMNS)}) return value.map(fromColumns);
    const [, keys, ...columns] = value;
    const decoded = columns.map(fromColumns);
    // Plain loops: this runs while the page's code is evaluated, before anything is JIT-compiled, and Object.fromEntries
    // would allocate a pair array for every field of every record.
    const records = new Array(decoded[0].length);
    for (let row = 0; row < records.length; row++) {
      const record = {};
      for (let column = 0; column < keys.length; column++) record[keys[column]] = decoded[column][row];
      records[row] = record;
    }
    return records;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromColumns(item)]));
  }
  return value;
}`;

/** The browser's module for a data file: the slim JSON, its record lists as columns, made back into records on load. */
export function browserGameDataModule(fileName: string, json: string): string {
  const columns = JSON.stringify(toColumns(JSON.parse(browserGameDataJson(fileName, json))));
  const literal = columns.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
  return `${FROM_COLUMNS}\nexport default /* @__PURE__ */ fromColumns(JSON.parse(\`${literal}\`));\n`;
}

export const browserGameData: Plugin = {
  name: 'browser-game-data',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/game\/data\/[^/]+\.json$/.test(id)) return null;
    return { code: browserGameDataModule(basename(id), code), map: null, moduleType: 'js' };
  },
};
