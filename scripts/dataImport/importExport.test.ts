import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { idOf } from '../../src/game/ids';
import type { CropRecord, PetRecord } from '../../src/game/schema';
import { parseImportArgs, runImport } from '../data-import';
import { importExport, type ImportRules, type ProjectData } from './importExport';
import { ImportInputError, readExport, readHistory } from './readExport';
import { reportsNoChange } from './report';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = join(root, 'src/game/data');
const exportsDir = join(root, 'game-exports');
const read = (path: string) => readFileSync(path, 'utf8');
const json = <T>(path: string) => JSON.parse(read(path)) as T;

const rules = json<ImportRules>(join(dataDir, 'import-rules.json'));
const august = readExport(read(join(exportsDir, 'export-2026-08-15.json')));
const january = readExport(read(join(exportsDir, 'export-2026-01-17.json')));
const history = readHistory(read(join(exportsDir, 'history.json')));
const januaryCrops = json<CropRecord[]>(join(root, 'scripts/dataImport/testdata/january-crops.json'));

/** The project's data as the last import left it. */
function project(): ProjectData {
  return {
    crops: json(join(dataDir, 'crops.json')),
    mutations: json(join(dataDir, 'mutations.json')),
    pets: json(join(dataDir, 'pets.json')),
    changelog: json(join(dataDir, 'changelog.json')),
    version: json(join(dataDir, 'data-version.json')),
  };
}

/**
 * What the import of the August export added to the January data, which held every other mutation and pet (the
 * changelog's new items are more: it counts from the history's first export, before the January data).
 */
const ADDED_SINCE_JANUARY = {
  mutation: ['ember', 'honeygem', 'jellygem', 'moonbeam', 'resplendent', 'shadow', 'spotty', 'sylvan', 'tidal'],
  pet: ['giant-cactus-mouse', 'giant-canary', 'giant-desert-tortoise', 'giant-electric-eel', 'giant-leaf-insect', 'giant-quetzal'],
};

/**
 * The data as it was in January 2026: the January crop table (a fixture), and the mutations and pets of today less
 * those the import added, with no dates and an empty changelog.
 */
function januaryProject(): ProjectData {
  const now = project();
  const added = new Set(Object.entries(ADDED_SINCE_JANUARY).flatMap(([item, ids]) => ids.map((id) => `${item}:${id}`)));
  return {
    crops: januaryCrops,
    mutations: {
      ...now.mutations,
      mutations: now.mutations.mutations.filter((each) => !added.has(`mutation:${each.id}`)).map((each) => ({ ...each, firstSeen: null })),
    },
    pets: { ...now.pets, pets: now.pets.pets.filter((each) => !added.has(`pet:${each.id}`)).map((each) => ({ ...each, firstSeen: null })) },
    changelog: { ...now.changelog, entries: [] },
    version: { exported: '2026-01-17', source: 'January 2026 data', firstExport: null },
  };
}

const scratch = mkdtempSync(join(tmpdir(), 'data-import-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the import over the January 2026 data', () => {
  const { data, report } = importExport(januaryProject(), january, rules);

  it('changes none of the 400 crops the January export and the January data both hold with the same numbers', () => {
    const exportByName = new Map(january.fruits.map((fruit) => [fruit.name, fruit]));
    const both = januaryCrops.filter((crop) => {
      const fruit = exportByName.get(crop.name);
      return (
        fruit &&
        [fruit.baseWeight, fruit.baseValue, fruit.hugeChanceOneIn].join() === [crop.baseWeight, crop.baseValue, crop.hugeChanceOneIn].join()
      );
    });
    expect(both.length).toBeGreaterThanOrEqual(400);
    const touched = new Set([...report.changed, ...report.removed, ...report.added].map((entry) => entry.id));
    expect(both.filter((crop) => touched.has(crop.id))).toEqual([]);
    // Written as the import writes every crop: with no entry of the game's files apart (the field is newer than that data).
    for (const crop of both) expect(data.crops.find((each) => each.id === crop.id)).toEqual({ ...crop, gameFilesEntry: null });
  });

  it('adds no crop: everything the January export holds that the data lacks is a placeholder or internal', () => {
    expect(report.added.filter((entry) => entry.item === 'crop')).toEqual([]);
    expect(report.skipped.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Aqua Lily', 'Gift Root', 'Rambutan', 'Coolcool Beanbeanstalk']),
    );
  });
});

describe('the import of the 15 August 2026 export with its history', () => {
  const { data, report } = importExport(januaryProject(), august, rules, history);
  const crop = (name: string) => data.crops.find((each) => each.name === name);

  it('takes the game’s numbers for the eight crops the site had wrong, and keeps the old ones in the changelog', () => {
    expect(crop('Fennel')).toMatchObject({
      baseWeight: 4,
      baseValue: 150_000,
      hugeChanceOneIn: 300,
      minWeight: 2.8,
      priceFloorWeight: 3.8,
    });
    expect(report.changed.find((entry) => entry.name === 'Fennel')).toMatchObject({
      date: '2026-08-01',
      recorded: '2026-08-15',
      before: { baseWeight: 12, baseValue: 50_000, hugeChanceOneIn: 145 },
    });
    const values = Object.fromEntries(
      ['Queen Fruit', "Strange Man's Wheat", 'Cocoa Pod', 'Jungle Kiwano', 'Royal Rose', 'Stinger Reed', 'Sweetheart Flower'].map(
        (name) => [name, crop(name)?.baseValue],
      ),
    );
    expect(values).toEqual({
      'Queen Fruit': 164_320,
      "Strange Man's Wheat": 55_000,
      'Cocoa Pod': 25_000,
      'Jungle Kiwano': 267_000,
      'Royal Rose': 180_100,
      'Stinger Reed': 55_000,
      'Sweetheart Flower': 99_880,
    });
  });

  it('adds every new crop with its weight and huge chance, leaving what the export cannot know unknown', () => {
    const added = report.unknownFields.filter((entry) => entry.fields.includes('tier'));
    // 125 from the export, and Purple Sprout, which came and went between two imports.
    expect(added).toHaveLength(126);
    expect(crop('Sun Fruit')).toMatchObject({
      baseWeight: 2.5,
      baseValue: 160_000,
      hugeChanceOneIn: 300,
      firstSeen: '2026-07-12',
      tier: null,
      seedPrice: null,
      harvest: null,
      averageWeight: null,
    });
    for (const name of ['Easter Sprout', 'Honey Dipper', 'Honey Daisy', 'Honey Dew', 'Honey Hollow'])
      expect(crop(name), name).toBeDefined();
    expect(report.unknownFields.find((entry) => entry.name === 'Sun Fruit')?.fields).toContain('tier');
  });

  it('leaves out what is not a crop, and says why', () => {
    for (const name of ['Stinger Lily', 'Aqua Lily', 'Big Buttercup', 'Honey Pepper']) expect(crop(name), name).toBeUndefined();
    const why = (name: string) => report.skipped.find((entry) => entry.name === name)?.why;
    expect(why('Aqua Lily')).toMatch(/placeholder/);
    expect(why('Big Buttercup')).toMatch(/internal/);
    expect(why('Pollinated_Good')).toMatch(/quality tag/);
    expect(report.eventForms).toContainEqual({ name: 'Honey Pepper', of: 'Pepper' });
    expect(crop('Pepper')?.eventForms).toEqual(['Honey Pepper']);
    expect(crop('Carrot')?.eventForms).toEqual(['Honey Carrot']);
  });

  it('adds the new mutations with no known rules, and the new pets with the day they entered the game’s files', () => {
    const mutation = (name: string) => data.mutations.mutations.find((each) => each.name === name);
    expect(mutation('Ember')).toMatchObject({ multiplier: 100, rulesKnown: false, conflictsWith: [], firstSeen: '2026-06-06' });
    expect(mutation('Pollinated_Good')).toBeUndefined();
    expect(data.pets.pets.find((pet) => pet.name === 'GIANT Canary')).toMatchObject({
      rarity: null,
      eggs: [],
      firstSeen: expect.stringMatching(/^2026-/),
    });
  });

  it('gives every pet its hunger in the export, and a pet the export lacks none', () => {
    // The January data's hunger came from a 2025 copy of the game: Mizuchi's 40,000 was changed later, and most pets
    // had none; a pet named after the export has no hunger as of it.
    const january = januaryProject();
    const hunger: Record<string, number | null> = { Mizuchi: 40_000, Kiwi: null, Cornling: 5 };
    const older = {
      ...january,
      pets: {
        ...january.pets,
        pets: january.pets.pets.map((pet) => (pet.name in hunger ? { ...pet, defaultHunger: hunger[pet.name]! } : pet)),
      },
    };
    const imported = importExport(older, august, rules, history);
    const hungerOf = (name: string) => imported.data.pets.pets.find((pet) => pet.name === name)?.defaultHunger;
    expect([hungerOf('Mizuchi'), hungerOf('Kiwi'), hungerOf('Cornling')]).toEqual([70_000, 50_000, null]);
    expect(imported.report.hungerChanged).toEqual(
      expect.arrayContaining([
        { name: 'Mizuchi', before: 40_000, after: 70_000 },
        { name: 'Kiwi', before: null, after: 50_000 },
        { name: 'Cornling', before: 5, after: null },
      ]),
    );
    const withHunger = imported.data.pets.pets.filter((pet) => pet.defaultHunger !== null);
    expect(withHunger.map((pet) => pet.defaultHunger)).toEqual(withHunger.map((pet) => august.pets.get(pet.name)));
    expect(withHunger).toHaveLength(august.pets.size);
    expect(reportsNoChange(imported.report)).toBe(false);
  });

  it('marks a crop gone from the game’s files with the first export without it, and keeps it', () => {
    expect(crop('Dryblood Rose')?.removed).toBe('2025-11-01');
    // In no export at all: out of the game's files since the first one.
    expect(crop('Cherry (Legacy)')?.removed).toBe('2025-08-25');
    expect(report.removed.map((entry) => entry.name).sort()).toEqual(['Cherry (Legacy)', 'Dryblood Rose', 'Purple Sprout']);
  });

  it('keeps a crop that came and went between two imports as removed, with the history’s numbers and dates', () => {
    // In the exports of 2026-05-30 to 2026-06-20 only: neither the January data nor the August export holds it.
    expect(crop('Purple Sprout')).toEqual({
      id: 'purple-sprout',
      name: 'Purple Sprout',
      tier: null,
      category: 'uncategorized',
      seedPrice: null,
      obtainable: null,
      harvest: null,
      firstSeen: '2026-05-30',
      removed: '2026-06-27',
      eventForms: [],
      baseValue: 25_000,
      baseWeight: 0.75,
      minWeight: 0.525,
      averageWeight: null,
      hugeChance: 0.01,
      hugeChanceOneIn: 100,
      priceFloorWeight: 0.7125,
      priceFloorValue: 22_563,
      sources: [`game:weekly export 2026-06-20 (${history.source})`],
      notes: null,
      gameFilesEntry: null,
    });
    const entries = [...report.added, ...report.removed].filter((entry) => entry.name === 'Purple Sprout');
    expect(entries).toEqual([
      {
        date: '2026-05-30',
        recorded: '2026-08-15',
        item: 'crop',
        change: 'added',
        id: 'purple-sprout',
        name: 'Purple Sprout',
        after: { baseWeight: 0.75, baseValue: 25_000, hugeChanceOneIn: 100 },
      },
      { date: '2026-06-27', recorded: '2026-08-15', item: 'crop', change: 'removed', id: 'purple-sprout', name: 'Purple Sprout' },
    ]);
    // Those the history saw in one export only stay out, as an export's entry would.
    for (const name of ['Stinger Lily', 'Pea Sprout', 'Volt Bloom']) {
      expect(crop(name), name).toBeUndefined();
      expect(report.skipped.find((entry) => entry.name === name)?.why, name).toMatch(/pre-release entry/);
    }
  });

  it('keeps a wiki-only crop’s numbers, and records the game’s files’ own entry for it where it differs', () => {
    // The history holds Dryblood Rose once, with other numbers than the wiki's; the data keeps the wiki's.
    expect(crop('Dryblood Rose')).toMatchObject({
      baseWeight: 2.5,
      baseValue: 35_000,
      gameFilesEntry: { firstSeen: '2025-10-25', lastSeen: '2025-10-25', baseWeight: 1.5, baseValue: 8_000, hugeChanceOneIn: 120 },
    });
    // No export holds Cherry (Legacy); a crop with the game's numbers has no entry apart.
    expect(crop('Cherry (Legacy)')?.gameFilesEntry).toBeNull();
    expect(data.crops.filter((each) => each.gameFilesEntry !== null).map((each) => each.name)).toEqual(['Dryblood Rose']);
  });

  it('records a new crop with the numbers it first had, then each change of them', () => {
    const kiwano = [...report.added, ...report.changed].filter((entry) => entry.name === 'Jungle Kiwano');
    expect(kiwano).toEqual([
      expect.objectContaining({ change: 'added', date: '2026-04-04', after: { baseWeight: 3.5, baseValue: 5_000, hugeChanceOneIn: 70 } }),
      expect.objectContaining({
        change: 'changed',
        date: '2026-06-20',
        after: { baseWeight: 3.5, baseValue: 267_000, hugeChanceOneIn: 300 },
      }),
    ]);
  });

  it('records the whole history of what the data holds, not only what changed since the data was last imported', () => {
    const entries = (item: string, name: string) =>
      data.changelog.entries
        .filter((entry) => entry.item === item && entry.name === name)
        .map(({ change, date, before, after }) => ({ change, date, before, after }));
    // Changes from before the January data, which no import between two exports could see.
    expect(entries('crop', 'Sunflower')).toEqual([
      {
        change: 'changed',
        date: '2025-11-15',
        before: { baseWeight: 16.5, baseValue: 160_000, hugeChanceOneIn: 600 },
        after: { baseWeight: 9, baseValue: 55_555, hugeChanceOneIn: 255 },
      },
    ]);
    expect(entries('mutation', 'Snowy')).toEqual([
      { change: 'added', date: '2025-11-30', before: undefined, after: { multiplier: 5 } },
      { change: 'changed', date: '2025-12-06', before: { multiplier: 5 }, after: { multiplier: 2 } },
    ]);
    expect(entries('crop', 'Fennel').map(({ change, date }) => [change, date])).toEqual([
      ['added', '2025-09-06'],
      ['changed', '2026-08-01'],
    ]);
    expect(entries('crop', 'Alien Apple')).toEqual([
      { change: 'added', date: '2026-03-07', before: undefined, after: { baseWeight: 5, baseValue: 1_000_000, hugeChanceOneIn: 350 } },
    ]);
    // What the first export held was in the game's files before it: not added then.
    expect(entries('crop', 'Carrot')).toEqual([]);
    // A pet back after a gap; a change of its hunger is no entry (the changelog's numbers are a fruit's value's).
    expect(entries('pet', 'Water Buffalo').map(({ change, date }) => [change, date])).toEqual([
      ['added', '2025-11-21'],
      ['returned', '2025-12-13'],
    ]);
    expect(entries('pet', 'Mizuchi')).toEqual([]);
    // Every change of a held crop's numbers the history dates is in the changelog.
    const held = new Set(data.crops.map((crop) => crop.name));
    const historyChanges = [...history.crops].flatMap(([name, item]) =>
      held.has(name) ? (item.changes ?? []).filter((change) => change.to !== undefined).map((change) => `${name} ${change.date}`) : [],
    );
    const recorded = data.changelog.entries.filter((entry) => entry.item === 'crop' && entry.change === 'changed');
    expect(recorded.map((entry) => `${entry.name} ${entry.date}`).sort()).toEqual(historyChanges.sort());
    expect(historyChanges.length).toBeGreaterThan(90);
  });

  it('keeps the changelog oldest first, whatever the imports that recorded it', () => {
    const keys = data.changelog.entries.map((entry) => entry.date);
    expect(keys).toEqual([...keys].sort());
  });

  it('dates every crop already in the first export as such', () => {
    expect(crop('Carrot')?.firstSeen).toBe('2025-08-25');
    expect(data.version).toEqual({ exported: '2026-08-15', source: august.source, firstExport: '2025-08-25' });
  });

  it('changes nothing when run again on the same export', () => {
    const again = importExport(data, august, rules, history);
    expect(reportsNoChange(again.report)).toBe(true);
    expect(again.data).toEqual(data);
  });

  it('is what the project holds: the committed data is this import’s result', () => {
    const committed = project();
    // What the import owns of a crop; the hand-kept fields may have been filled since (docs/game-data.md).
    const importedFields = [
      'id',
      'name',
      'baseValue',
      'baseWeight',
      'hugeChanceOneIn',
      'firstSeen',
      'removed',
      'eventForms',
      'gameFilesEntry',
    ] as const;
    const imported = (crop: CropRecord) => Object.fromEntries(importedFields.map((field) => [field, crop[field]]));
    expect(data.crops.map(imported)).toEqual(committed.crops.map(imported));
    expect(data.mutations).toEqual(committed.mutations);
    expect(data.changelog).toEqual(committed.changelog);
    // Of a pet, the import owns its name and dates; its notes, rarity and eggs are the hand-kept files'.
    const importedPet = ({ id, name, firstSeen, defaultHunger }: PetRecord) => ({ id, name, firstSeen, defaultHunger });
    expect(data.pets.pets.map(importedPet)).toEqual(committed.pets.pets.map(importedPet));
  });
});

describe('reading an export', () => {
  const exportText = (fruits: unknown) => JSON.stringify({ meta: { exported: '2026-09-01' }, Fruits: fruits, Mutations: {}, Pets: {} });

  it('reads both shapes of Fruits', () => {
    const fromMap = readExport(exportText({ Carrot: [0.275, 20, 100] })).fruits;
    const fromList = readExport(exportText([['Carrot', 0.275, 20, 100]])).fruits;
    expect(fromList).toEqual(fromMap);
    expect(fromMap).toEqual([{ name: 'Carrot', baseWeight: 0.275, baseValue: 20, hugeChanceOneIn: 100 }]);
  });

  it('refuses bad input, naming the entry', () => {
    expect(() => readExport('{ not json')).toThrow(/not JSON/);
    expect(() => readExport(JSON.stringify({ Fruits: 3 }))).toThrow(ImportInputError);
    expect(() => readExport(exportText({ Carrot: [0.275, -20, 100] }))).toThrow('Fruits "Carrot" base value: must be greater than 0');
    expect(() => readExport(exportText({ Carrot: [0.275, 20] }))).toThrow(/Fruits "Carrot"/);
    expect(() =>
      readExport(
        exportText([
          ['Carrot', 0.275, 20, 100],
          ['Carrot', 1, 2, 3],
        ]),
      ),
    ).toThrow('Fruits "Carrot": listed twice');
  });

  it('refuses two names that make the same id', () => {
    const twins = readExport(exportText({ 'Sun Fruit': [2.5, 160_000, 300], 'Sun-Fruit': [2.5, 160_000, 300] }));
    expect(idOf('Sun-Fruit')).toBe(idOf('Sun Fruit'));
    expect(() => importExport(januaryProject(), twins, rules)).toThrow(ImportInputError);
    expect(() => importExport(januaryProject(), twins, rules)).toThrow(/"Sun-Fruit": its id "sun-fruit" is already another crop's/);
  });
});

describe('npm run data:import', () => {
  const copyOfData = (name: string) => {
    const dir = join(scratch, name);
    cpSync(dataDir, dir, { recursive: true });
    return dir;
  };
  // Every file under the data directory, the shop data's subdirectory included.
  const snapshot = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => statSync(join(dir, file)).isFile())
        .map((file) => [file, read(join(dir, file))]),
    );

  it('writes nothing for an export it refuses', () => {
    const dir = copyOfData('refused');
    const before = snapshot(dir);
    const bad = join(scratch, 'export-2026-09-01.json');
    writeFileSync(bad, JSON.stringify({ Fruits: { Carrot: [0.275, 'twenty', 100] }, Mutations: {}, Pets: {} }));
    expect(() => runImport(parseImportArgs([bad, '--data', dir]))).toThrow('Fruits "Carrot" base value: must be a number');
    expect(snapshot(dir)).toEqual(before);
  });

  it('writes no file when the data already holds the export', () => {
    const dir = copyOfData('again');
    const { written } = runImport(
      parseImportArgs([join(exportsDir, 'export-2026-08-15.json'), '--history', join(exportsDir, 'history.json'), '--data', dir]),
    );
    expect(written).toEqual([]);
  });

  it('names what it needs when called wrongly', () => {
    expect(() => parseImportArgs([])).toThrow(/Usage: npm run data:import/);
    expect(() => parseImportArgs(['a.json', '--history'])).toThrow(/--history needs a path/);
  });
});

describe('the import over later exports', () => {
  const current = () => project();
  /** The August export with some fruits changed, as a later week's export. */
  const later = (exported: string, change: (fruits: Map<string, [number, number, number]>) => void) => {
    const fruits = new Map(
      august.fruits.map((fruit) => [fruit.name, [fruit.baseWeight, fruit.baseValue, fruit.hugeChanceOneIn] as [number, number, number]]),
    );
    change(fruits);
    return readExport(
      JSON.stringify({
        meta: { exported },
        Fruits: Object.fromEntries(fruits),
        Mutations: Object.fromEntries(
          [...august.mutations].map(([key, { name, multiplier }]) => [key, { Name: name, ValueMulti: multiplier }]),
        ),
        Pets: Object.fromEntries([...august.pets].map(([name, hunger]) => [name, { DefaultHunger: hunger }])),
      }),
    );
  };

  it('refuses an export older than the data', () => {
    expect(() => importExport(current(), january, rules)).toThrow(
      'the export of 2026-01-17 is older than the data, which holds the export of 2026-08-15',
    );
  });

  it('dates a new crop by the export when there is no history, and records a crop that leaves and comes back', () => {
    const gone = importExport(
      current(),
      later('2026-08-22', (fruits) => {
        fruits.delete('Carrot');
        fruits.set('Starfall Bloom', [2, 90_000, 250]);
      }),
      rules,
    );
    expect(gone.data.crops.find((crop) => crop.id === 'starfall-bloom')?.firstSeen).toBe('2026-08-22');
    expect(gone.data.crops.find((crop) => crop.id === 'carrot')?.removed).toBe('2026-08-22');
    const back = importExport(
      gone.data,
      later('2026-08-29', () => {}),
      rules,
    );
    expect(back.data.crops.find((crop) => crop.id === 'carrot')?.removed).toBeNull();
    expect(back.report.returned.map((entry) => [entry.id, entry.date])).toEqual([['carrot', '2026-08-29']]);
    const goneAgain = importExport(
      back.data,
      later('2026-09-05', (fruits) => fruits.delete('Carrot')),
      rules,
    );
    expect(goneAgain.report.removed.map((entry) => [entry.id, entry.date])).toEqual([['carrot', '2026-09-05']]);
  });

  it('records what changed after the history’s last export, which the history cannot date', () => {
    const { report } = importExport(
      current(),
      later('2026-08-22', (fruits) => {
        fruits.set('Carrot', [0.275, 25, 100]);
        fruits.delete('Sunflower');
      }),
      rules,
      history,
    );
    expect(report.changed.map((entry) => [entry.id, entry.date, entry.before?.baseValue, entry.after?.baseValue])).toEqual([
      ['carrot', '2026-08-22', 20, 25],
    ]);
    expect(report.removed.map((entry) => [entry.id, entry.date])).toEqual([['sunflower', '2026-08-22']]);
  });

  it('records the game’s files’ entry for a crop already marked gone, keeps it without a history, and drops it when the crop comes back', () => {
    const withoutEntry = { ...current(), crops: current().crops.map((record) => ({ ...record, gameFilesEntry: null })) };
    const again = importExport(withoutEntry, august, rules, history);
    expect(again.data.crops.find((crop) => crop.id === 'dryblood-rose')?.gameFilesEntry).toEqual({
      firstSeen: '2025-10-25',
      lastSeen: '2025-10-25',
      baseWeight: 1.5,
      baseValue: 8_000,
      hugeChanceOneIn: 120,
    });
    const noHistory = importExport(
      current(),
      later('2026-08-22', () => {}),
      rules,
    );
    expect(noHistory.data.crops.find((crop) => crop.id === 'dryblood-rose')?.gameFilesEntry).toMatchObject({ baseValue: 8_000 });
    const back = importExport(
      current(),
      later('2026-08-22', (fruits) => fruits.set('Dryblood Rose', [1.5, 8_000, 120])),
      rules,
    );
    const rose = back.data.crops.find((crop) => crop.id === 'dryblood-rose');
    expect(rose).toMatchObject({ removed: null, baseValue: 8_000 });
    expect(rose?.gameFilesEntry).toBeNull();
  });

  it('keeps a held crop the export writes as a placeholder, and leaves out the event form of an entry that is no crop', () => {
    const { data, report } = importExport(
      current(),
      later('2026-08-22', (fruits) => {
        fruits.set('Pepper', [5, 20, 200]);
        fruits.set('Honey Aqua Lily', fruits.get('Aqua Lily')!);
      }),
      rules,
    );
    expect(data.crops.find((crop) => crop.id === 'pepper')).toMatchObject({ baseValue: 8_000, removed: null });
    expect(report.skipped.find((entry) => entry.name === 'Pepper')?.why).toMatch(/placeholder/);
    expect(report.skipped.find((entry) => entry.name === 'Honey Aqua Lily')?.why).toMatch(/event form of Aqua Lily/);
    expect(report.eventForms.map((entry) => entry.name)).not.toContain('Honey Aqua Lily');
  });
});

describe('the history’s crops that came and went between two imports', () => {
  const gone = (firstSeen: string, lastSeen: string, value: [number, number, number], changes?: unknown[]) => ({
    firstSeen,
    lastSeen,
    value,
    ...(changes ? { changes } : {}),
  });
  const withGone = (crops: Record<string, unknown>) => {
    const text = JSON.parse(read(join(exportsDir, 'history.json'))) as { crops: Record<string, unknown> };
    return readHistory(JSON.stringify({ ...text, crops: { ...text.crops, ...crops } }));
  };
  const later = withGone({
    'Dusk Pod': gone('2026-03-07', '2026-04-04', [2, 30_000, 150], [{ date: '2026-03-22', from: [2, 10_000, 150], to: [2, 30_000, 150] }]),
    'Old Stage': gone('2026-03-07', '2026-04-04', [1, 5_000, 100]),
    'Frost Root': gone('2026-03-07', '2026-04-04', [1, 20, 100]),
    'Easter Purple Sprout': gone('2026-06-06', '2026-06-20', [0.75, 25_000, 100]),
  });
  const withOldStage = { ...rules, internalEntries: { ...rules.internalEntries, names: [...rules.internalEntries.names, 'Old Stage'] } };
  const { data, report } = importExport(project(), august, withOldStage, later);

  it('adds one with the numbers it first had, each change of them, and the day it left', () => {
    expect(data.crops.find((crop) => crop.name === 'Dusk Pod')).toMatchObject({
      baseValue: 30_000,
      firstSeen: '2026-03-07',
      removed: '2026-04-11',
    });
    const entries = [...report.added, ...report.changed, ...report.removed].filter((entry) => entry.name === 'Dusk Pod');
    expect(entries.map(({ change, date, after }) => [change, date, after?.baseValue])).toEqual([
      ['added', '2026-03-07', 10_000],
      ['changed', '2026-03-22', 30_000],
      ['removed', '2026-04-11', undefined],
    ]);
  });

  it('leaves out an internal entry, a placeholder and an event form, saying why', () => {
    const why = (name: string) => report.skipped.find((entry) => entry.name === name)?.why;
    expect(why('Old Stage')).toMatch(/internal/);
    expect(why('Frost Root')).toMatch(/placeholder/);
    expect(why('Easter Purple Sprout')).toMatch(/event form of Purple Sprout/);
    for (const name of ['Old Stage', 'Frost Root', 'Easter Purple Sprout'])
      expect(
        data.crops.find((crop) => crop.name === name),
        name,
      ).toBeUndefined();
  });

  it('changes nothing when run again', () => {
    const again = importExport(data, august, withOldStage, later);
    expect(reportsNoChange(again.report)).toBe(true);
    expect(again.data).toEqual(data);
  });
});

describe('a new mutation on disk', () => {
  it('gets an entry saying how a fruit gets it is not known, so the data stays valid', () => {
    const dir = join(scratch, 'new-mutation');
    cpSync(dataDir, dir, { recursive: true });
    const text = read(join(exportsDir, 'export-2026-08-15.json')).replace(
      '"Mutations": {',
      '"Mutations": { "Starfall": { "Id": "SF", "ValueMulti": 40, "Name": "Starfall" },',
    );
    const file = join(scratch, 'export-2026-08-22.json');
    writeFileSync(file, text.replace('"exported": "2026-08-15"', '"exported": "2026-08-22"'));
    const { written } = runImport(parseImportArgs([file, '--data', dir]));
    expect(written).toContain('mutation-sources.json');
    const sources = json<{ id: string; obtainedBy: unknown[]; confidence: string }[]>(join(dir, 'mutation-sources.json'));
    expect(sources.find((source) => source.id === 'starfall')).toMatchObject({ obtainedBy: [], confidence: 'none' });
  });
});
