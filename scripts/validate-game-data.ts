/*
 * Validates src/game/data/*.json, the shop data in src/game/data/shops/ (and the engine's crop-restriction table) with
 * the valibot schema.
 * Usage: tsx scripts/validate-game-data.ts [--crops <file>] [--mutations <file>] [--pets <file>] [--changelog <file>]
 *   [--data-version <file>] [--crop-origins <file>] [--mutation-sources <file>] [--published-values <file>]
 *   [--eggs <file>] [--gear <file>] [--seed-shop <file>] [--restock <file>] [--weather <file>]
 * Prints one line per problem, naming the entry, and exits with status 1 when there is any.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MUTATION_CROP_RESTRICTIONS } from '../src/game/mutationData';
import { checkGameData } from '../src/game/schema';

const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/game/data');

export interface ValidationFiles {
  readonly crops: string;
  readonly mutations: string;
  readonly pets: string;
  readonly changelog: string;
  readonly dataVersion: string;
  readonly cropOrigins: string;
  readonly mutationSources: string;
  readonly publishedValues: string;
  readonly eggs: string;
  readonly gear: string;
  readonly seedShop: string;
  readonly restock: string;
  readonly weather: string;
  readonly petPassiveNumbers: string;
}

export const defaultFiles: ValidationFiles = {
  crops: resolve(dataDir, 'crops.json'),
  mutations: resolve(dataDir, 'mutations.json'),
  pets: resolve(dataDir, 'pets.json'),
  changelog: resolve(dataDir, 'changelog.json'),
  dataVersion: resolve(dataDir, 'data-version.json'),
  cropOrigins: resolve(dataDir, 'crop-origins.json'),
  mutationSources: resolve(dataDir, 'mutation-sources.json'),
  publishedValues: resolve(dataDir, 'published-values.json'),
  eggs: resolve(dataDir, 'shops/eggs.json'),
  gear: resolve(dataDir, 'shops/gear.json'),
  seedShop: resolve(dataDir, 'shops/seed-shop.json'),
  restock: resolve(dataDir, 'shops/restock.json'),
  weather: resolve(dataDir, 'shops/weather.json'),
  petPassiveNumbers: resolve(dataDir, 'pet-passive-numbers.json'),
};

const FLAGS: Readonly<Record<string, keyof ValidationFiles>> = {
  '--crops': 'crops',
  '--mutations': 'mutations',
  '--pets': 'pets',
  '--changelog': 'changelog',
  '--data-version': 'dataVersion',
  '--crop-origins': 'cropOrigins',
  '--mutation-sources': 'mutationSources',
  '--published-values': 'publishedValues',
  '--eggs': 'eggs',
  '--gear': 'gear',
  '--seed-shop': 'seedShop',
  '--restock': 'restock',
  '--weather': 'weather',
  '--pet-passive-numbers': 'petPassiveNumbers',
};

export function parseArgs(args: readonly string[]): ValidationFiles {
  const files = { ...defaultFiles };
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    const key = flag === undefined ? undefined : FLAGS[flag];
    if (key === undefined || value === undefined) {
      throw new Error(`Usage: validate-game-data [${Object.keys(FLAGS).join(' | ')} <file>]… (got ${args.join(' ')})`);
    }
    files[key] = resolve(value);
  }
  return files;
}

function readJson(path: string): { value?: unknown; problem?: string } {
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { problem: `${path}: cannot read JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Problems found in the files (empty when valid). */
export function validateFiles(files: ValidationFiles): string[] {
  const read = Object.entries(files).map(([key, path]) => [key, readJson(path)] as const);
  const unreadable = read.flatMap(([, json]) => (json.problem === undefined ? [] : [json.problem]));
  if (unreadable.length > 0) return unreadable;
  const values = Object.fromEntries(read.map(([key, json]) => [key, json.value])) as Record<keyof ValidationFiles, unknown>;
  return checkGameData({ ...values, restrictions: MUTATION_CROP_RESTRICTIONS });
}

function main(): void {
  const files = parseArgs(process.argv.slice(2));
  const problems = validateFiles(files);
  if (problems.length > 0) {
    console.error(`Game data is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  const crops = JSON.parse(readFileSync(files.crops, 'utf8')) as unknown[];
  const { mutations, variants } = JSON.parse(readFileSync(files.mutations, 'utf8')) as { mutations: unknown[]; variants: unknown[] };
  const { pets } = JSON.parse(readFileSync(files.pets, 'utf8')) as { pets: unknown[] };
  const { exported } = JSON.parse(readFileSync(files.dataVersion, 'utf8')) as { exported: string };
  console.log(
    `Game data OK (the game as of ${exported}): ${crops.length} crops, ${mutations.length} mutations, ${variants.length} variants, ${pets.length} pets.`,
  );
  const count = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as unknown[]).length;
  console.log(
    `Shop data OK: ${count(files.eggs)} eggs, ${count(files.gear)} gear, ${count(files.seedShop)} seeds, ${count(files.restock)} restock rules, ${count(files.weather)} weathers.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
