import { describe, expect, it } from 'vitest';
import cropOriginsJson from './data/crop-origins.json';
import { readOrigin } from './origins';
import type { CropOriginRecord } from './schema';

const records = cropOriginsJson as readonly CropOriginRecord[];
const origin = (text: string, confidence: CropOriginRecord['confidence'] = 'high') =>
  readOrigin({ id: 'x', name: 'X', origin: text, confidence, sources: [] });

describe('readOrigin', () => {
  it('reads a kind from every origin the sources describe, and none where they describe none', () => {
    for (const record of records) {
      if (record.origin === null) expect(readOrigin(record), record.id).toBeNull();
      else expect(readOrigin(record), record.id).toMatchObject({ description: record.origin, confidence: record.confidence });
    }
    expect(records.filter((record) => record.origin !== null)).toHaveLength(189);
  });

  it('names a place only as a short game name, never a piece of the research note', () => {
    for (const record of records) {
      const place = readOrigin(record)?.place ?? '';
      expect(place, record.id).not.toMatch(/[;()—]/);
      expect(place.length, record.id).toBeLessThanOrEqual(40);
    }
  });

  it.each([
    ['Seed Shop (listed at 100B Sheckles in the Oct 2025 shop data)', 'seed-shop', null],
    ['Christmas 2025: sold in the Seed Shop during the Christmas Harvest event', 'seed-shop', null],
    ['Seed pack: Easter Seed Pack (2026) — Easter 2026 pack', 'seed-pack', 'Easter Seed Pack'],
    ['Seed pack: Common Gift / Rare Gift — Christmas 2025 gifts', 'seed-pack', 'Common Gift / Rare Gift'],
    ['Seed pack: Gem Chest', 'seed-pack', 'Gem Chest'],
    ['Crafting: crafted at the seed workbench (30M Sheckles)', 'crafting', null],
    ['Smithing event (Nov 2025): seed crafting station', 'crafting', null],
    ["Halloween event shop 'Spooky Seeds' (Candy Corn, Oct 2025)", 'event-shop', 'Halloween'],
    ['Giant Beanstalk/Sprout event shop (Sheckles, Aug 2025)', 'event-shop', 'Giant Beanstalk/Sprout'],
    ['NPC reward: Chris P. (prismatic reward)', 'reward', 'Chris P.'],
    ['Zen event: Corrupt Channeller reward (4.35%)', 'reward', 'Corrupt Channeller'],
    ['Christmas Harvest 2025: final Advent Calendar reward', 'reward', 'Advent Calendar'],
    ['Traveling trader streak reward (1-4 streak)', 'reward', null],
    ['Laid by the Golden Goose pet (Golden Egg plant starts with Fortune)', 'pet', 'Golden Goose'],
    ['Christmas-themed (game trait Christmas); exact source unknown', 'theme', 'Christmas'],
    ['Safari-themed (game trait Safari); exact source unknown (wiki lists a Sheckle price, so probably an event shop)', 'theme', 'Safari'],
    ['Halloween event 2025 (wiki crop group; game trait Spooky)', 'event', 'Halloween'],
  ])('reads “%s” as %s at %s', (text, kind, place) => {
    expect(origin(text)).toEqual({ kind, place, confidence: 'high', description: text });
  });

  it('keeps the confidence the sources give', () => {
    expect(origin('Prehistoric event quest reward', 'medium')).toMatchObject({ kind: 'reward', confidence: 'medium' });
  });
});
