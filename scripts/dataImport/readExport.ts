/*
 * Reads a weekly export of the game's tables (game-exports/README.md) and its history, and refuses anything that is
 * not in their shape: every problem names the entry, so a maintainer can find it in a 600-entry file.
 */
import * as v from 'valibot';

/** One crop as the game's Item_Module holds it. */
export interface ExportFruit {
  readonly name: string;
  readonly baseWeight: number;
  readonly baseValue: number;
  /** The huge chance as "1 in N". */
  readonly hugeChanceOneIn: number;
}

export interface GameExport {
  /** The export's date (YYYY-MM-DD): the game as of that day. */
  readonly exported: string;
  readonly source: string;
  readonly fruits: readonly ExportFruit[];
  /** Mutation key → multiplier (ValueMulti). */
  readonly mutations: ReadonlyMap<string, { readonly name: string; readonly multiplier: number }>;
  /** Pet name → DefaultHunger. */
  readonly pets: ReadonlyMap<string, number>;
}

export interface HistoryItem {
  readonly firstSeen: string;
  /** The last export that held an item later gone. */
  readonly lastSeen?: string;
  /** Its numbers in the last export that holds it (a crop's `[weight, value, N]`), as the history writes them. */
  readonly value?: unknown;
  /** A change of its numbers (`to`), or a return to the files after a gap (no `to`). */
  readonly changes?: readonly { readonly date: string; readonly from?: unknown; readonly to?: unknown }[];
}

export interface GameHistory {
  /** Who published the exports the history was made from, as its meta names them. */
  readonly source?: string;
  /** Every export's date, oldest first. */
  readonly exports: readonly string[];
  readonly crops: ReadonlyMap<string, HistoryItem>;
  readonly mutations: ReadonlyMap<string, HistoryItem>;
  readonly pets: ReadonlyMap<string, HistoryItem>;
}

export class ImportInputError extends Error {
  override readonly name = 'ImportInputError';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = v.pipe(v.string(), v.regex(DAY, 'must be a date written YYYY-MM-DD'));
const positiveNumber = v.pipe(v.number('must be a number'), v.finite('must be finite'), v.gtValue(0, 'must be greater than 0'));
/** What each number of a crop's tuple is, in the export's order. */
const FRUIT_FIELDS = ['base weight', 'base value', 'huge chance (1 in N)'] as const;

function fail(where: string, issues: readonly v.BaseIssue<unknown>[]): never {
  const [issue] = issues;
  const path = (issue?.path ?? []).map((item) => String(item.key)).join('.');
  const at = `${where}${path ? ` ${path}` : ''}`;
  throw new ImportInputError(`${at}${at.endsWith(':') ? '' : ':'} ${issue?.message ?? 'is not valid'}`);
}

function check<T extends v.GenericSchema>(schema: T, value: unknown, where: string): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) fail(where, result.issues);
  return result.output;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportInputError(`${what} is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ImportInputError(`${where} must be an object`);
  return value as Record<string, unknown>;
}

/** `Fruits` comes as name → [weight, value, N], or (early exports) as a list of [name, weight, value, N]. */
function readFruits(value: unknown): ExportFruit[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((row: unknown, index) => {
        if (!Array.isArray(row) || typeof row[0] !== 'string')
          throw new ImportInputError(`Fruits[${index}] must be [name, weight, value, N]`);
        return [row[0], row.slice(1)];
      })
    : Object.entries(objectAt(value, 'Fruits'));
  const seen = new Set<string>();
  return entries.map(([name, numbers]) => {
    if (name.trim() === '') throw new ImportInputError('Fruits: an entry has no name');
    if (seen.has(name)) throw new ImportInputError(`Fruits "${name}": listed twice`);
    seen.add(name);
    if (!Array.isArray(numbers) || numbers.length !== FRUIT_FIELDS.length) {
      throw new ImportInputError(`Fruits "${name}": must be [base weight, base value, huge 1-in-N]`);
    }
    const [baseWeight, baseValue, hugeChanceOneIn] = FRUIT_FIELDS.map((field, index) =>
      check(positiveNumber, numbers[index], `Fruits "${name}" ${field}:`),
    ) as [number, number, number];
    return { name, baseWeight, baseValue, hugeChanceOneIn };
  });
}

/** Parses an export's text; throws an ImportInputError naming the first entry that is wrong. */
export function readExport(text: string, fallbackDate?: string): GameExport {
  const root = objectAt(parseJson(text, 'the export'), 'the export');
  const meta = root.meta === undefined ? {} : objectAt(root.meta, 'meta');
  const exported = meta.exported ?? fallbackDate;
  if (typeof exported !== 'string' || !DAY.test(exported)) {
    throw new ImportInputError('the export has no date: give meta.exported (YYYY-MM-DD) or name the file export-YYYY-MM-DD.json');
  }
  const mutations = new Map<string, { name: string; multiplier: number }>();
  for (const [key, entry] of Object.entries(objectAt(root.Mutations, 'Mutations'))) {
    const record = objectAt(entry, `Mutations "${key}"`);
    mutations.set(key, {
      name: check(v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty')), record.Name ?? key, `Mutations "${key}" Name`),
      multiplier: check(positiveNumber, record.ValueMulti, `Mutations "${key}" ValueMulti`),
    });
  }
  const pets = new Map<string, number>();
  for (const [name, entry] of Object.entries(objectAt(root.Pets, 'Pets'))) {
    const hunger = objectAt(entry, `Pets "${name}"`).DefaultHunger;
    pets.set(
      name,
      check(v.pipe(v.number('must be a number'), v.minValue(0, 'must not be negative')), hunger, `Pets "${name}" DefaultHunger`),
    );
  }
  return {
    exported,
    source: typeof meta.source === 'string' ? meta.source : 'weekly export of the game tables',
    fruits: readFruits(root.Fruits),
    mutations,
    pets,
  };
}

const HistoryItemSchema = v.object({
  firstSeen: day,
  lastSeen: v.optional(day),
  value: v.optional(v.unknown()),
  changes: v.optional(v.array(v.object({ date: day, from: v.optional(v.unknown()), to: v.optional(v.unknown()) }))),
});

function readItems(value: unknown, where: string): Map<string, HistoryItem> {
  const items = new Map<string, HistoryItem>();
  for (const [name, item] of Object.entries(objectAt(value, where))) items.set(name, check(HistoryItemSchema, item, `${where} "${name}"`));
  return items;
}

/** Parses history.json: the first and last export holding each item, and its changes. */
export function readHistory(text: string): GameHistory {
  const root = objectAt(parseJson(text, 'the history'), 'the history');
  const meta = check(v.object({ source: v.optional(v.string()), exports: v.array(v.object({ date: day })) }), root.meta, 'history meta');
  return {
    source: meta.source,
    exports: [...new Set(meta.exports.map((each) => each.date))].sort(),
    crops: readItems(root.crops, 'history crops'),
    mutations: readItems(root.mutations, 'history mutations'),
    pets: readItems(root.pets, 'history pets'),
  };
}
