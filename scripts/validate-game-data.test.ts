import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFiles, parseArgs, validateFiles } from './validate-game-data';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const script = join(root, 'scripts/validate-game-data.ts');
const tsx = join(root, 'node_modules/.bin/tsx');
const scratch = mkdtempSync(join(tmpdir(), 'game-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const crops = (): Json[] => JSON.parse(readFileSync(defaultFiles.crops, 'utf8')) as Json[];
const mutationsFile = () => JSON.parse(readFileSync(defaultFiles.mutations, 'utf8')) as { mutations: Json[] };
const petsFile = () => JSON.parse(readFileSync(defaultFiles.pets, 'utf8')) as { pets: Json[] };
const eggs = (): Json[] => JSON.parse(readFileSync(defaultFiles.eggs, 'utf8')) as Json[];

function writeCrops(name: string, change: (list: Json[]) => void): string {
  const list = crops();
  change(list);
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify(list));
  return path;
}

const run = (...args: string[]) => spawnSync(tsx, [script, ...args], { cwd: root, encoding: 'utf8' });

describe('validate-game-data (in process)', () => {
  it('accepts the shipped data', () => {
    expect(validateFiles(defaultFiles)).toEqual([]);
  });

  it('names a crop with a non-positive base weight', () => {
    const path = writeCrops('weight.json', (list) => {
      const carrot = list.find((crop) => crop.id === 'carrot');
      if (carrot) carrot.baseWeight = 0;
    });
    expect(validateFiles({ ...defaultFiles, crops: path })).toEqual([
      'crops.json: crop #0 "carrot" (Carrot): baseWeight must be greater than 0 (got 0)',
    ]);
  });

  it('names an egg whose pet id is in no pets.json, and a gear with a negative price', () => {
    const eggs = JSON.parse(readFileSync(defaultFiles.eggs, 'utf8')) as { id: string; pets: Json[] }[];
    const commonEgg = eggs.findIndex((egg) => egg.id === 'common-egg');
    eggs[commonEgg]!.pets[0]!.petId = 'golden-lab-2';
    const eggsPath = join(scratch, 'eggs.json');
    writeFileSync(eggsPath, JSON.stringify(eggs));
    const gear = JSON.parse(readFileSync(defaultFiles.gear, 'utf8')) as Json[];
    gear[0]!.price = -1;
    const gearPath = join(scratch, 'gear.json');
    writeFileSync(gearPath, JSON.stringify(gear));
    expect(validateFiles({ ...defaultFiles, eggs: eggsPath, gear: gearPath })).toEqual([
      `shops/eggs.json: egg #${commonEgg} "common-egg" (Common Egg): pet "golden-lab-2" (Golden Lab) is not in pets.json`,
      `shops/gear.json: gear #0 "${String(gear[0]!.id)}" (${String(gear[0]!.name)}): price must be greater than 0 (got -1)`,
    ]);
  });

  it('names an ability number for no pet, or for a pet without that ability', () => {
    const numbers = JSON.parse(readFileSync(defaultFiles.petPassiveNumbers, 'utf8')) as { passives: { passive: string; pets: string[] }[] };
    numbers.passives[0]!.pets.push('No Such Pet');
    numbers.passives[1]!.pets.push('Kiwi');
    numbers.passives.push({ ...numbers.passives[2]! });
    const path = join(scratch, 'pet-passive-numbers.json');
    writeFileSync(path, JSON.stringify(numbers));
    expect(validateFiles({ ...defaultFiles, petPassiveNumbers: path })).toEqual([
      `pet-passive-numbers.json: "${numbers.passives[0]!.passive}" names "No Such Pet", which is no pet of pets.json`,
      `pet-passive-numbers.json: pets.json gives "Kiwi" no ability "${numbers.passives[1]!.passive}"`,
      `pet-passive-numbers.json: "${numbers.passives[2]!.passive}" of "${numbers.passives[2]!.pets[0]!}" is given twice`,
    ]);
  });

  it('reports unreadable files', () => {
    const path = join(scratch, 'broken.json');
    writeFileSync(path, '{ nope');
    expect(validateFiles({ ...defaultFiles, mutations: path })[0]).toContain('cannot read JSON');
  });

  it('parses its arguments', () => {
    expect(parseArgs([])).toEqual(defaultFiles);
    expect(parseArgs(['--crops', 'x.json']).crops).toBe(resolve('x.json'));
    expect(parseArgs(['--seed-shop', 'seeds.json']).seedShop).toBe(resolve('seeds.json'));
    expect(() => parseArgs(['--oops'])).toThrow(/Usage/);
  });
});

describe('validate-game-data (as a command)', () => {
  it('exits 0 on the shipped data', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `Game data OK (the game as of 2026-08-15): ${crops().length} crops, ${mutationsFile().mutations.length} mutations, 5 variants, ${petsFile().pets.length} pets.`,
    );
    expect(result.stdout).toContain(`Shop data OK: ${eggs().length} eggs, 120 gear, 42 seeds, 12 restock rules, 88 weathers.`);
  }, 30_000);

  it('exits non-zero and names the entry for a duplicate id and a missing base value', () => {
    const path = writeCrops('duplicate.json', (list) => {
      const pumpkin = list.find((crop) => crop.id === 'pumpkin');
      if (!pumpkin) throw new Error('no pumpkin');
      list.push({ ...pumpkin });
      delete pumpkin.baseValue;
    });
    const result = run('--crops', path);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/crop #\d+ "pumpkin" \(Pumpkin\): baseValue is missing/);
    expect(result.stderr).toMatch(/duplicate crop id "pumpkin"/);
  }, 30_000);
});
