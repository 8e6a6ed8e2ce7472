import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserGameDataJson, browserGameDataModule, dropPath, toColumns, UNREAD_GAME_DATA } from './browserGameData';

const dataDir = join(import.meta.dirname, '../src/game/data');
const shipped = (file: string) => readFileSync(join(dataDir, file), 'utf8');

/** What a browser gets from importing a data file: its module as the build writes it, run. */
function runInBrowser(file: string): unknown {
  const moduleText = browserGameDataModule(file, shipped(file));
  return new Function(moduleText.replace('export default', 'return'))() as unknown;
}

/** Everything the engine makes of the data that a page can show. */
async function whatPagesRead() {
  const game = await import('../src/game');
  const table = await import('../src/game/crops');
  const data = await import('../src/game/mutationData');
  const pets = await import('../src/game/petRoster');
  const sources = await import('../src/game/mutationSources');
  const changelog = await import('../src/game/changelog');
  const published = await import('../src/game/publishedValues');
  return JSON.parse(
    JSON.stringify({
      crops: table.crops,
      mutations: data.mutations,
      variants: data.variants,
      categories: table.categories,
      pets: pets.petRoster,
      hatch: pets.petRoster.map(pets.petHatch),
      sources: data.mutations.map((mutation) => sources.mutationSourceOf(mutation.id)),
      changelog: changelog.dataChangelog(),
      proof: published.publishedValueRows(),
      maxValue: game.maxMutationSet(table.getCrop('moon-mango')),
    }),
  ) as unknown;
}

describe('the browser build of the game data', () => {
  afterEach(() => {
    for (const file of Object.keys(UNREAD_GAME_DATA)) vi.doUnmock(`../src/game/data/${file}`);
    vi.resetModules();
  });

  it('drops a field from every element a path names, and counts what it dropped', () => {
    const value = { meta: { title: 'x', count: 2 }, pets: [{ id: 'a', notes: 'n' }, { id: 'b', notes: null }, { id: 'c' }] };
    expect(dropPath(value, 'pets[].notes')).toBe(2);
    expect(dropPath(value, 'meta.title')).toBe(1);
    expect(dropPath(value, 'meta.missing')).toBe(0);
    expect(value).toEqual({ meta: { count: 2 }, pets: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
    expect(dropPath([{ notes: 1 }, { notes: 2 }], '[].notes')).toBe(2);
  });

  it('names only fields the shipped files have, and leaves them out', () => {
    for (const [file, paths] of Object.entries(UNREAD_GAME_DATA)) {
      const slim: unknown = JSON.parse(browserGameDataJson(file, shipped(file)));
      for (const path of paths) expect(dropPath(slim, path), `${file} ${path}`).toBe(0);
      expect(browserGameDataJson(file, shipped(file)).length).toBeLessThan(shipped(file).length);
    }
    expect(() => browserGameDataJson('crops.json', '[{"id":"carrot"}]')).toThrow(/"\[\]\.notes" names no field/);
  });

  it('writes lists of records that share their keys as columns, and the browser gets the records back', () => {
    const crops = [
      { id: 'a', sources: ['x'], weights: { kg: 1 } },
      { id: 'b', sources: [], weights: { kg: 2 } },
    ];
    const columns = toColumns({ crops, mixed: [{ id: 'a' }, { name: 'b' }], one: [{ id: 'c' }] });
    expect(columns).toEqual({
      crops: ['\u0000columns', ['id', 'sources', 'weights'], ['a', 'b'], [['x'], []], ['\u0000columns', ['kg'], [1, 2]]],
      mixed: [{ id: 'a' }, { name: 'b' }],
      one: [{ id: 'c' }],
    });
    for (const file of Object.keys(UNREAD_GAME_DATA)) {
      const slim: unknown = JSON.parse(browserGameDataJson(file, shipped(file)));
      expect(runInBrowser(file), file).toStrictEqual(slim);
    }
  });

  it('writes the shipped crop list as columns: a field on only some records would write it as records, 5 KB gzip more', () => {
    const crops = toColumns(JSON.parse(browserGameDataJson('crops.json', shipped('crops.json'))));
    expect((crops as unknown[])[0]).toBe('\u0000columns');
  });

  it('gives the engine everything it reads: crops, mutations, pets, sources and the proof come out the same', async () => {
    const whole = await whatPagesRead();
    vi.resetModules();
    for (const file of Object.keys(UNREAD_GAME_DATA)) {
      vi.doMock(`../src/game/data/${file}`, () => ({ default: runInBrowser(file) }));
    }
    const slim = await whatPagesRead();
    expect(slim).toEqual(whole);
    expect((slim as { crops: unknown[] }).crops.length).toBeGreaterThan(400);
  });
});
