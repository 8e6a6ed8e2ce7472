import { describe, expect, it } from 'vitest';
import changelogJson from './data/changelog.json';
import cropOriginsJson from './data/crop-origins.json';
import cropsJson from './data/crops.json';
import dataVersionJson from './data/data-version.json';
import mutationSourcesJson from './data/mutation-sources.json';
import mutationsJson from './data/mutations.json';
import petsJson from './data/pets.json';
import publishedValuesJson from './data/published-values.json';
import eggsJson from './data/shops/eggs.json';
import gearJson from './data/shops/gear.json';
import restockJson from './data/shops/restock.json';
import seedShopJson from './data/shops/seed-shop.json';
import weatherJson from './data/shops/weather.json';
import { MUTATION_CROP_RESTRICTIONS } from './mutationData';
import { assertValidGameData, checkGameData, GameDataError } from './schema';

type Json = Record<string, unknown>;
const copy = <T>(value: T): T => structuredClone(value);
const brokenCrops = (change: (crops: Json[]) => void) => {
  const crops = copy(cropsJson) as unknown as Json[];
  change(crops);
  return checkGameData({ crops, mutations: mutationsJson });
};
const brokenMutations = (
  change: (
    file: Json & {
      combos: { chains: Record<string, string[]>; fusions: Record<string, { requires: string[][]; removes: string[] }> };
      mutations: Json[];
    },
  ) => void,
) => {
  const file = copy(mutationsJson) as never;
  change(file);
  return checkGameData({ crops: cropsJson, mutations: file });
};
const pumpkinIndex = cropsJson.findIndex((crop) => crop.id === 'pumpkin');
const pumpkin = (crops: Json[]) => crops[pumpkinIndex] as Json;

describe('the shipped data', () => {
  it('is valid, including the restriction table', () => {
    expect(checkGameData({ crops: cropsJson, mutations: mutationsJson, restrictions: MUTATION_CROP_RESTRICTIONS })).toEqual([]);
    expect(() => assertValidGameData({ crops: cropsJson, mutations: mutationsJson })).not.toThrow();
  });
});

describe('broken crops fail with a message naming the entry', () => {
  it('missing base value', () => {
    const problems = brokenCrops((crops) => delete pumpkin(crops).baseValue);
    expect(problems).toEqual([`crops.json: crop #${pumpkinIndex} "pumpkin" (Pumpkin): baseValue is missing`]);
  });

  it.each([0, -3])('base value %d', (baseValue) => {
    const problems = brokenCrops((crops) => (pumpkin(crops).baseValue = baseValue));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"pumpkin"');
    expect(problems[0]).toContain(`baseValue must be greater than 0 (got ${baseValue})`);
  });

  it('base value that is not a number', () => {
    const problems = brokenCrops((crops) => (pumpkin(crops).baseValue = '3400'));
    expect(problems).toEqual([`crops.json: crop #${pumpkinIndex} "pumpkin" (Pumpkin): baseValue must be a number (got "3400")`]);
  });

  it.each([0, -0.5])('base weight %d', (baseWeight) => {
    const problems = brokenCrops((crops) => (pumpkin(crops).baseWeight = baseWeight));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/crop #\d+ "pumpkin" \(Pumpkin\): baseWeight must be greater than 0/);
  });

  it('missing base weight', () => {
    const problems = brokenCrops((crops) => delete pumpkin(crops).baseWeight);
    expect(problems).toEqual([`crops.json: crop #${pumpkinIndex} "pumpkin" (Pumpkin): baseWeight is missing`]);
  });

  it('duplicate id', () => {
    const problems = brokenCrops((crops) => crops.push({ ...pumpkin(crops) }));
    expect(problems).toEqual([`crops.json: duplicate crop id "pumpkin" (entries #${pumpkinIndex} and #${cropsJson.length})`]);
  });

  it('unknown tier and bad harvest', () => {
    const problems = brokenCrops((crops) => {
      pumpkin(crops).tier = 'epic';
      pumpkin(crops).harvest = 'twice';
    });
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toContain('"pumpkin"');
  });

  it('an entry without an id is still located', () => {
    const problems = brokenCrops((crops) => delete pumpkin(crops).id);
    expect(problems).toEqual([`crops.json: crop #${pumpkinIndex} (no id) (Pumpkin): id is missing`]);
  });
});

describe('broken mutation rules fail with a message naming the rule and the unknown mutation', () => {
  it('fusion requirement', () => {
    const problems = brokenMutations((file) => {
      const frozen = file.combos.fusions.Frozen;
      if (frozen?.requires[0]) frozen.requires[0][1] = 'Wett';
    });
    expect(problems).toEqual(['mutations.json: fusion rule "Frozen" requires[0] names unknown mutation "Wett"']);
  });

  it('fusion result and removes list', () => {
    const problems = brokenMutations((file) => {
      const clay = file.combos.fusions.Clay;
      if (clay) {
        file.combos.fusions.Claay = clay;
        delete file.combos.fusions.Clay;
        clay.removes.push('Mud');
      }
    });
    expect(problems).toEqual([
      'mutations.json: fusion rule "Claay" (result) names unknown mutation "Claay"',
      'mutations.json: fusion rule "Claay" removes names unknown mutation "Mud"',
    ]);
  });

  it('chain', () => {
    const problems = brokenMutations((file) => file.combos.chains.BestWet?.push('Soaked'));
    expect(problems).toEqual(['mutations.json: chain rule "BestWet" names unknown mutation "Soaked"']);
  });

  it('conflict list and max set', () => {
    const problems = brokenMutations((file) => {
      (file.mutations[0]?.conflictsWith as string[]).push('zapped');
      (file.maxMutation as { mutations: string[] }).mutations.push('zapped');
    });
    expect(problems).toEqual([
      'mutations.json: mutation "shocked" conflictsWith names unknown mutation "zapped"',
      'mutations.json: maxMutation.mutations names unknown mutation "zapped"',
    ]);
  });

  it('mutation with a bad multiplier, and a duplicate id', () => {
    const problems = brokenMutations((file) => {
      (file.mutations[1] as Json).multiplier = -2;
    });
    expect(problems).toEqual(['mutations.json: mutation #1 "windstruck" (Windstruck): multiplier must be greater than 0 (got -2)']);
    const duplicate = brokenMutations((file) => file.mutations.push({ ...(file.mutations[0] as Json), gameKey: 'ShockedAgain' }));
    expect(duplicate).toEqual([`mutations.json: duplicate mutation id "shocked" (entries #0 and #${mutationsJson.mutations.length})`]);
  });

  it('empty requirement group', () => {
    const problems = brokenMutations((file) => file.combos.fusions.Frozen?.requires.push([]));
    expect(problems).toEqual(['mutations.json: fusion rule "Frozen" requires.2: a requirement group must not be empty']);
  });
});

describe('restriction table', () => {
  it('names unknown crops and mutations', () => {
    expect(checkGameData({ crops: cropsJson, mutations: mutationsJson, restrictions: { dawnbound: ['sunflowr'], duskbound: [] } })).toEqual(
      ['restrictions: mutation "dawnbound" names unknown crop "sunflowr"', 'restrictions: unknown mutation "duskbound"'],
    );
  });
});

describe('assertValidGameData', () => {
  it('throws a GameDataError listing every problem', () => {
    const crops = copy(cropsJson) as unknown as Json[];
    pumpkin(crops).baseValue = 0;
    let error: unknown;
    try {
      assertValidGameData({ crops, mutations: mutationsJson });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GameDataError);
    expect((error as GameDataError).problems).toHaveLength(1);
    expect((error as GameDataError).message).toContain('"pumpkin"');
  });
});

describe('pets.json', () => {
  const brokenPets = (change: (pets: Json[]) => void) => {
    const file = copy(petsJson) as unknown as { pets: Json[] };
    change(file.pets);
    return checkGameData({ crops: cropsJson, mutations: mutationsJson, pets: file });
  };
  const index = petsJson.pets.findIndex((pet) => pet.id === 'ankylosaurus');

  it('is valid as shipped', () => {
    expect(checkGameData({ crops: cropsJson, mutations: mutationsJson, pets: petsJson })).toEqual([]);
  });

  it('names the pet of a broken entry', () => {
    expect(brokenPets((pets) => ((pets[index] as Json).rarity = 'Epic'))).toEqual([
      `pets.json: pet #${index} "ankylosaurus" (Ankylosaurus): rarity must be one of Common, Uncommon, Rare, Legendary, Mythical, Divine, Prismatic or null (got "Epic")`,
    ]);
    expect(brokenPets((pets) => delete (pets[index] as Json).growsWithAge)).toEqual([
      `pets.json: pet #${index} "ankylosaurus" (Ankylosaurus): growsWithAge is missing`,
    ]);
    const [problem] = brokenPets((pets) => (((pets[index] as Json).eggs as Json[])[0]!.chancePercent = 140));
    expect(problem).toContain(`pet #${index} "ankylosaurus" (Ankylosaurus): chancePercent must be at most 100 (got 140)`);
  });

  it('needs the notes on its fields and source keys, which date facts and leave out made-up sources', () => {
    const file = copy(petsJson) as unknown as { meta: Json };
    delete file.meta.sourceKeys;
    const [problem] = checkGameData({ crops: cropsJson, mutations: mutationsJson, pets: file });
    expect(problem).toContain('sourceKeys');
  });

  it('finds a pet whose id is not its name’s: the calculator works ids out from names', () => {
    expect(brokenPets((pets) => ((pets[index] as Json).id = 'ankylo'))).toEqual([
      `pets.json: pet #${index} "ankylo" (Ankylosaurus): id must be "ankylosaurus", the id of its name`,
    ]);
  });

  it('finds a duplicate id', () => {
    expect(brokenPets((pets) => Object.assign(pets[1]!, { id: pets[0]!.id, name: pets[0]!.name }))).toEqual([
      `pets.json: duplicate pet id "${petsJson.pets[0]!.id}" (entries #0 and #1)`,
    ]);
  });
});

describe('the files beside the crops and mutations', () => {
  const files = {
    crops: cropsJson,
    mutations: mutationsJson,
    pets: petsJson,
    changelog: changelogJson,
    dataVersion: dataVersionJson,
    cropOrigins: cropOriginsJson,
    mutationSources: mutationSourcesJson,
    publishedValues: publishedValuesJson,
  };

  it('are valid as shipped', () => {
    expect(checkGameData(files)).toEqual([]);
  });

  it('name a changelog entry for an item the data does not hold, and a bad date', () => {
    const changelog = copy(changelogJson) as unknown as { entries: Json[] };
    (changelog.entries[0] as Json).id = 'stinger-lily';
    (changelog.entries[1] as Json).date = '15/08/2026';
    const problems = checkGameData({ ...files, changelog });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^changelog\.json: change #1 .*: date must be a date written YYYY-MM-DD$/);
    const unknownItem = copy(changelogJson) as unknown as { entries: Json[] };
    (unknownItem.entries[0] as Json).id = 'stinger-lily';
    expect(checkGameData({ ...files, changelog: unknownItem })).toEqual([
      `changelog.json: ${String((unknownItem.entries[0] as Json).item)} "stinger-lily" (${String((unknownItem.entries[0] as Json).name)}) is not in the data`,
    ]);
  });

  it('name a data version without its export date', () => {
    expect(checkGameData({ ...files, dataVersion: { ...dataVersionJson, exported: 'August' } })).toEqual([
      'data-version.json: exported: exported must be a date written YYYY-MM-DD',
    ]);
  });

  it('name an origin for an unknown crop and a bad confidence', () => {
    const origins = copy(cropOriginsJson) as unknown as Json[];
    (origins[0] as Json).id = 'great-pumpkn';
    (origins[1] as Json).confidence = 'sure';
    expect(checkGameData({ ...files, cropOrigins: origins })).toEqual([
      'crop-origins.json: crop #1 "trinity-fruit" (Trinity Fruit): confidence must be one of high, medium, low, none (got "sure")',
    ]);
    expect(checkGameData({ ...files, cropOrigins: origins.slice(0, 1) })).toEqual(['crop-origins.json: unknown crop "great-pumpkn"']);
  });

  it('need an entry for every mutation, new ones included, and name an unknown way of getting one', () => {
    const sources = copy(mutationSourcesJson) as unknown as Json[];
    const withoutEmber = sources.filter((entry) => entry.id !== 'ember');
    expect(checkGameData({ ...files, mutationSources: withoutEmber })).toEqual(['mutation-sources.json: mutation "ember" has no entry']);
    ((sources[0] as { obtainedBy: Json[] }).obtainedBy[0] as Json).kind = 'magic';
    const problems = checkGameData({ ...files, mutationSources: sources });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^mutation-sources\.json: mutation #0 "shocked" \(Shocked\): obtainedBy\[\]\.kind must be one of/);
  });

  it('name a published value for an unknown crop or that is not a whole number', () => {
    const published = copy(publishedValuesJson) as unknown as { crops: Json[] };
    (published.crops[0] as Json).cropId = 'carot';
    (published.crops[1] as Json).averageValue = 15.5;
    expect(checkGameData({ ...files, publishedValues: published })).toEqual([
      'published-values.json: crop #1 "strawberry" (Strawberry): averageValue must be a whole number (got 15.5)',
    ]);
    const twice = copy(publishedValuesJson) as unknown as { crops: Json[] };
    twice.crops.push(copy(twice.crops[0] as Json));
    expect(checkGameData({ ...files, publishedValues: twice })).toEqual([
      'published-values.json: duplicate crop cropId "carrot" (entries #0 and #110)',
    ]);
  });
});

describe('the shop data', () => {
  const files = {
    crops: cropsJson,
    mutations: mutationsJson,
    pets: petsJson,
    eggs: eggsJson,
    gear: gearJson,
    seedShop: seedShopJson,
    restock: restockJson,
    weather: weatherJson,
  };
  type ShopFile = 'eggs' | 'gear' | 'seedShop' | 'restock' | 'weather';
  const broken = (name: ShopFile, change: (records: Json[]) => void) => {
    const records = copy(files[name]) as unknown as Json[];
    change(records);
    return checkGameData({ ...files, [name]: records });
  };
  const at = <T>(records: Json[], index: number, key: string) => (records[index] as Json)[key] as T;
  const bugEgg = eggsJson.findIndex((egg) => egg.id === 'bug-egg');
  const masterSprinkler = gearJson.findIndex((gear) => gear.id === 'master-sprinkler');
  const rain = weatherJson.findIndex((weather) => weather.id === 'rain');
  const carrot = seedShopJson.findIndex((seed) => seed.name === 'Carrot');

  it('is valid as shipped', () => {
    expect(checkGameData(files)).toEqual([]);
  });

  it('rejects a pet id that names no pet, or names another pet than the name says', () => {
    expect(broken('eggs', (eggs) => (at<Json[]>(eggs, bugEgg, 'pets')[0]!.petId = 'caterpilar'))).toEqual([
      `shops/eggs.json: egg #${bugEgg} "bug-egg" (Bug Egg): pet "caterpilar" (Caterpillar) is not in pets.json`,
    ]);
    expect(broken('eggs', (eggs) => (at<Json[]>(eggs, bugEgg, 'pets')[0]!.petId = 'snail'))).toEqual([
      `shops/eggs.json: egg #${bugEgg} "bug-egg" (Bug Egg): pet "snail" is "Snail" in pets.json, not "Caterpillar"`,
    ]);
  });

  it('rejects a pet left unresolved that pets.json holds, and keeps one it does not hold as unresolved', () => {
    expect(broken('eggs', (eggs) => (at<Json[]>(eggs, bugEgg, 'pets')[1]!.petId = null))).toEqual([
      `shops/eggs.json: egg #${bugEgg} "bug-egg" (Bug Egg): "Snail" is the pet "snail" in pets.json, but its id is not given`,
    ]);
    const unknownPet = { name: 'Glass Snail', petId: null, itemOdd: null, chancePercent: null };
    expect(broken('eggs', (eggs) => at<Json[]>(eggs, bugEgg, 'pets').push(unknownPet))).toEqual([]);
  });

  it('rejects a negative price, and a price without its currency', () => {
    expect(broken('gear', (gear) => ((gear[masterSprinkler] as Json).price = -10_000_000))).toEqual([
      `shops/gear.json: gear #${masterSprinkler} "master-sprinkler" (Master Sprinkler): price must be greater than 0 (got -10000000)`,
    ]);
    expect(broken('eggs', (eggs) => ((eggs[bugEgg] as Json).price = -1))).toEqual([
      `shops/eggs.json: egg #${bugEgg} "bug-egg" (Bug Egg): price must be greater than 0 (got -1)`,
    ]);
    expect(broken('seedShop', (seeds) => ((seeds[carrot] as Json).currency = null))).toEqual([
      `shops/seed-shop.json: seed #${carrot} "carrot" (Carrot): a price needs its currency`,
    ]);
  });

  it('rejects an id that is not the id of the name, and the same id twice', () => {
    expect(broken('gear', (gear) => ((gear[masterSprinkler] as Json).id = 'master'))).toEqual([
      `shops/gear.json: gear #${masterSprinkler} "master" (Master Sprinkler): id must be "master-sprinkler", the id of its name`,
    ]);
    const problems = broken('eggs', (eggs) => eggs.push(copy(eggs[bugEgg] as Json)));
    expect(problems).toEqual([`shops/eggs.json: duplicate egg id "bug-egg" (entries #${bugEgg} and #${eggsJson.length})`]);
  });

  it('rejects a weather mutation that is not the mutation of its name', () => {
    expect(broken('weather', (weathers) => (at<Json[]>(weathers, rain, 'mutations')[0]!.mutationId = 'shocked'))).toEqual([
      `shops/weather.json: weather #${rain} "rain" (Rain): mutation "shocked" is "Shocked" in mutations.json, not "Wet"`,
    ]);
  });

  it('rejects a seed whose crop id is wrong or left out while crops.json has the crop', () => {
    expect(broken('seedShop', (seeds) => ((seeds[carrot] as Json).cropId = 'carot'))).toEqual([
      `shops/seed-shop.json: seed #${carrot} "carot" (Carrot): crop "carot" (Carrot) is not in crops.json`,
    ]);
    expect(broken('seedShop', (seeds) => ((seeds[carrot] as Json).cropId = null))).toEqual([
      `shops/seed-shop.json: seed #${carrot} (no id) (Carrot): "Carrot" is the crop "carrot" in crops.json, but its id is not given`,
    ]);
  });

  it('rejects a restock offset past its interval, a countdown without an interval and a missing shop', () => {
    expect(broken('restock', (rules) => ((rules[0] as Json).offsetSeconds = 300))).toEqual([
      'shops/restock.json: restock rule #0 "seed": offsetSeconds must be less than intervalSeconds',
    ]);
    const weather = restockJson.findIndex((rule) => rule.key === 'weather');
    expect(broken('restock', (rules) => ((rules[weather] as Json).offlineCountdown = 'yes'))).toEqual([
      `shops/restock.json: restock rule #${weather} "weather": a countdown needs an interval aligned to UTC`,
    ]);
    expect(broken('restock', (rules) => rules.splice(weather, 1))).toEqual(['shops/restock.json: restock rule "weather" is missing']);
  });
});
