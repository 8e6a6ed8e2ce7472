/*
 * `npm run data:import -- <export.json> [--history <history.json>] [--data <dir>]`: brings src/game/data up to date
 * with a weekly export of the game's tables, prints a report and writes the data changelog. Nothing is written unless
 * the input is valid and the updated data passes the same checks as the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MUTATION_CROP_RESTRICTIONS } from '../src/game/mutationData';
import { checkGameData, type MutationRecord, type MutationSourceRecord } from '../src/game/schema';
import { importExport, type ImportResult, type ImportRules, type ProjectData } from './dataImport/importExport';
import { ImportInputError, readExport, readHistory } from './dataImport/readExport';
import { formatReport, reportsNoChange } from './dataImport/report';

const defaultDataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/game/data');

const FILES = {
  crops: 'crops.json',
  mutations: 'mutations.json',
  pets: 'pets.json',
  changelog: 'changelog.json',
  version: 'data-version.json',
} as const satisfies Record<keyof ProjectData, string>;

export interface ImportArgs {
  readonly exportPath: string;
  readonly historyPath?: string;
  readonly dataDir: string;
}

export function parseImportArgs(args: readonly string[]): ImportArgs {
  const usage = 'Usage: npm run data:import -- <export.json> [--history <history.json>] [--data <dir>]';
  let exportPath: string | undefined;
  let historyPath: string | undefined;
  let dataDir = defaultDataDir;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--history' || arg === '--data') {
      const value = args[++i];
      if (value === undefined) throw new ImportInputError(`${arg} needs a path. ${usage}`);
      if (arg === '--history') historyPath = resolve(value);
      else dataDir = resolve(value);
    } else if (arg.startsWith('--') || exportPath !== undefined) {
      throw new ImportInputError(`Unexpected argument ${arg}. ${usage}`);
    } else exportPath = resolve(arg);
  }
  if (exportPath === undefined) throw new ImportInputError(usage);
  return { exportPath, historyPath, dataDir };
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ImportInputError(`cannot read the ${what} ${path} (${error instanceof Error ? error.message : String(error)})`);
  }
}

function readProject(dataDir: string): ProjectData {
  const entries = Object.entries(FILES).map(([key, file]) => [key, JSON.parse(readFileSync(resolve(dataDir, file), 'utf8')) as unknown]);
  return Object.fromEntries(entries) as unknown as ProjectData;
}

const MUTATION_SOURCES = 'mutation-sources.json';

/** How a fruit gets each mutation is hand-kept: a mutation new to the data gets an entry that says it is not known. */
function withUnknownSources(sources: readonly MutationSourceRecord[], mutations: readonly MutationRecord[]): MutationSourceRecord[] {
  const described = new Set(sources.map((source) => source.id));
  const unknown = mutations
    .filter((mutation) => !described.has(mutation.id))
    .map(({ id, name, gameKey }) => ({
      id,
      name,
      gameKey,
      obtainedBy: [],
      visual: null,
      confidence: 'none' as const,
      sources: [],
      notes: 'Not known yet.',
    }));
  return [...sources, ...unknown];
}

export const toJson = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/** Runs the import on files; returns what it did, having written only files whose text changed. */
export function runImport(args: ImportArgs): { result: ImportResult; written: string[] } {
  const gameExport = readExport(readText(args.exportPath, 'export'), /export-(\d{4}-\d{2}-\d{2})/.exec(basename(args.exportPath))?.[1]);
  const history = args.historyPath === undefined ? undefined : readHistory(readText(args.historyPath, 'history'));
  const rules = JSON.parse(readFileSync(resolve(args.dataDir, 'import-rules.json'), 'utf8')) as ImportRules;
  const project = readProject(args.dataDir);
  const result = importExport(project, gameExport, rules, history);
  const readData = (file: string) => JSON.parse(readFileSync(resolve(args.dataDir, file), 'utf8')) as unknown;
  const mutationSources = withUnknownSources(readData(MUTATION_SOURCES) as MutationSourceRecord[], result.data.mutations.mutations);
  // The same checks as the build's, over every file: nothing is written unless the whole data passes them.
  const problems = checkGameData({
    crops: result.data.crops,
    mutations: result.data.mutations,
    pets: result.data.pets,
    petPassiveNumbers: readData('pet-passive-numbers.json'),
    changelog: result.data.changelog,
    dataVersion: result.data.version,
    cropOrigins: readData('crop-origins.json'),
    mutationSources,
    publishedValues: readData('published-values.json'),
    restrictions: MUTATION_CROP_RESTRICTIONS,
    // The shop data names pets, mutations and crops: a rename by the import must not break it unseen.
    eggs: readData('shops/eggs.json'),
    gear: readData('shops/gear.json'),
    seedShop: readData('shops/seed-shop.json'),
    restock: readData('shops/restock.json'),
    weather: readData('shops/weather.json'),
  });
  if (problems.length > 0) throw new ImportInputError(`the imported data would be invalid:\n  - ${problems.join('\n  - ')}`);
  const texts: [string, string][] = [
    ...Object.entries(FILES).map(([key, file]): [string, string] => [file, toJson(result.data[key as keyof ProjectData])]),
    [MUTATION_SOURCES, toJson(mutationSources)],
  ];
  const written: string[] = [];
  for (const [file, text] of texts) {
    const path = resolve(args.dataDir, file);
    if (readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    written.push(file);
  }
  return { result, written };
}

function main(): void {
  try {
    const { result, written } = runImport(parseImportArgs(process.argv.slice(2)));
    console.log(formatReport(result.report));
    console.log(
      reportsNoChange(result.report) && written.length === 0
        ? 'No change: the data already holds this export.'
        : `Written: ${written.join(', ') || 'nothing'}. Review the diff, run npm test, commit.`,
    );
  } catch (error) {
    if (!(error instanceof ImportInputError)) throw error;
    console.error(`Import refused, nothing written: ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
