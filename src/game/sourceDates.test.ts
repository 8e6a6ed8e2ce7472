import { describe, expect, it } from 'vitest';
import { PET_SOURCE_NOTES } from './pets';
import { eggs, restockRecords } from './shopData';
import { findById } from './shops';
import { eggOddsDate, eggSourceDate, newestSourceDate } from './sourceDates';

describe('newestSourceDate', () => {
  it('gives the newest day a source names, and null when it names none', () => {
    expect(newestSourceDate('copy 2025-05-22 … 2025-08-30, older 2025-07-23')).toBe('2025-08-30');
    expect(newestSourceDate('fan page, no date')).toBeNull();
    expect(newestSourceDate('commit 2025-13-01 is no day')).toBeNull();
  });

  it('dates the common egg by its newest copy, not by a later mirror of the same text', () => {
    expect(newestSourceDate(findById(eggs, 'common-egg')!.source)).toBe('2025-08-30');
    expect(newestSourceDate('module (commit a, 2025-07-28) = mirror (commit b, 2025-11-01, identical text)')).toBe('2025-07-28');
  });
});

describe('the date a shop record is shown as of', () => {
  it('reads a lower bound as one, and leaves out the dates a module holds', () => {
    expect(newestSourceDate(restockRecords.find((record) => record.key === 'cosmetic')!.source)).toBe('2026-03-26/..');
    // The premium egg module's sale windows run to 2026-04-25; when it was copied, the source does not say.
    expect(newestSourceDate(findById(eggs, 'premium-new-years-egg')!.source)).toBeNull();
  });

  it('reads a second copy written by its day alone ("2025-07-21/27")', () => {
    expect(newestSourceDate(findById(eggs, 'zen-egg')!.source)).toBe('2025-07-28');
    expect(newestSourceDate(findById(eggs, 'fall-egg')!.source)).toBe('2025-09-20');
    expect(newestSourceDate(findById(eggs, 'spooky-egg')!.source)).toBe('2025-10-18');
  });

  it('dates an egg by the egg shop copies that hold it, not by a later copy it was removed from', () => {
    expect(eggSourceDate(findById(eggs, 'common-egg')!, PET_SOURCE_NOTES)).toBe('2025-08-30');
    expect(eggSourceDate(findById(eggs, 'paradise-egg')!, PET_SOURCE_NOTES)).toBe('2025-08-25');
    // In the 2025-06-28 egg shop copy only; its odds are from the 2025-07-28 copy of the odds module.
    expect(eggSourceDate(findById(eggs, 'bee-egg')!, PET_SOURCE_NOTES)).toBe('2025-07-28');
    expect(eggSourceDate(findById(eggs, 'night-egg')!, PET_SOURCE_NOTES)).toBe('2025-07-28');
  });

  it('dates an egg’s odds by the odds module’s copy, not by the egg shop’s later copies of its price', () => {
    expect(eggOddsDate(findById(eggs, 'common-egg')!, PET_SOURCE_NOTES)).toBe('2025-07-28');
    expect(eggOddsDate(findById(eggs, 'mythical-egg')!, PET_SOURCE_NOTES)).toBe('2025-07-28');
    expect(eggOddsDate(findById(eggs, 'night-egg')!, PET_SOURCE_NOTES)).toBe('2025-07-28');
  });

  it('dates odds another source gives by that source, not by the game copies of the egg’s price', () => {
    // Robin 55% is from an undated mirror of a fan page; the game copy of 2025-09-20 gives the egg's price.
    expect(eggOddsDate(findById(eggs, 'fall-egg')!, PET_SOURCE_NOTES)).toBeNull();
    expect(eggOddsDate(findById(eggs, 'spooky-egg')!, PET_SOURCE_NOTES)).toBeNull();
    // A fan guide of the Seed Stages event (Sep-Oct 2025), not the community list of about December 2025.
    expect(eggOddsDate(findById(eggs, 'jungle-egg')!, PET_SOURCE_NOTES)).toBe('2025');
  });
});

describe('a copy dated vaguer than a day', () => {
  it('reads a copy dated by its year alone', () => {
    expect(newestSourceDate('game ShopTabData, stored file 53393398884 (2026)')).toBe('2026');
    expect(newestSourceDate('controllers (stored files 53234383930, 53401474154, 2026 decompile) use GetServerTimeNow()')).toBe('2026');
    expect(newestSourceDate(restockRecords.find((record) => record.key === 'daily-deals')!.source)).toBe('2026');
    expect(newestSourceDate(restockRecords.find((record) => record.key === 'egg')!.source)).toBe('2026');
  });

  it('reads about a month as that month, approximate, and a range of months as its year', () => {
    expect(newestSourceDate('file id 52640469436 (community pet-gifting script, ~Apr 2026)')).toBe('2026-04~');
    expect(newestSourceDate('a guide (Seed Stages event guide, Sep-Oct 2025)')).toBe('2025');
    expect(newestSourceDate('a list (fan list, ~2026)')).toBe('2026~');
  });

  it('leaves out the dates a copy holds', () => {
    expect(newestSourceDate('stored file 52195798666 (Easter 2026 script)')).toBeNull();
    expect(newestSourceDate('copy (commit 9bda8eb, 2025-11-01; content ~Aug 2025)')).toBe('2025-11-01');
    expect(newestSourceDate('event dates (19 Jul to 2 Aug 2025)')).toBeNull();
  });

  it('dates by the newest copy, and keeps the day where a vaguer date may be older or newer', () => {
    // The 2026 copy is newer than any day of 2025.
    expect(newestSourceDate('copy 2025-10-25; stored file 1234567890 (2026)')).toBe('2026');
    // Which of a 2026 copy and one of 2026-03-26 is newer is not known: the day says more of when the data is from.
    expect(newestSourceDate('copy 2026-03-26; stored file 1234567890 (2026)')).toBe('2026-03-26');
    expect(newestSourceDate('copy 2026-04-10; file (script, ~Apr 2026)')).toBe('2026-04-10');
    expect(newestSourceDate('copy 2026-05-10; file (script, ~Apr 2026)')).toBe('2026-05-10');
    expect(newestSourceDate('copy 2026-03-10; file (script, ~Apr 2026)')).toBe('2026-04~');
    expect(newestSourceDate('copy (2026); file (script, ~Apr 2026)')).toBe('2026-04~');
    expect(newestSourceDate('controller (stored file 53290400061, 2026 decompile): >= 2026-03-26')).toBe('2026-03-26/..');
  });

  it('dates an egg by what the pet data’s notes say of the copies it cites', () => {
    // "stored file 52640469436 (community script) via research pets.json": the pet data dates that file ~Apr 2026.
    expect(eggSourceDate(findById(eggs, 'christmas-egg')!, PET_SOURCE_NOTES)).toBe('2026-04~');
    expect(eggOddsDate(findById(eggs, 'lich-crystal-egg')!, PET_SOURCE_NOTES)).toBe('2026-04~');
    // spot.monster's guide, which gives the Jungle Egg's odds, is of Sep-Oct 2025 (pet data): a range of months, its year.
    expect(eggSourceDate(findById(eggs, 'jungle-egg')!, PET_SOURCE_NOTES)).toBe('2025');
    // The premium eggs' module is dated by no note: its sale windows are dates it holds.
    expect(eggSourceDate(findById(eggs, 'premium-bird-egg')!, PET_SOURCE_NOTES)).toBeNull();
    expect(eggSourceDate(findById(eggs, 'common-egg')!, PET_SOURCE_NOTES)).toBe('2025-08-30');
  });
});

describe('an egg’s numbers are dated only by the sources of those numbers', () => {
  it('does not date them by the copies its sold-in, obtain and availability notes cite', () => {
    const jungle = findById(eggs, 'jungle-egg')!;
    // Its obtain note dates the auto-buy list 32807857404 to about December 2025; that list only shows the egg in the
    // egg shop. Without the pet data's date of the fan guide its odds come from, nothing dates its numbers.
    expect(jungle.noteSources?.join(' ')).toContain('32807857404 ~Dec 2025');
    expect(eggSourceDate(jungle, [])).toBeNull();
    expect(eggOddsDate(jungle, [])).toBeNull();
    // A note's date never reaches the numbers' date, whatever copy it names.
    const noted = { ...jungle, noteSources: ['obtain: spot.monster/?p=37924 (event guide, ~Mar 2026)'] };
    expect(eggSourceDate(noted, PET_SOURCE_NOTES)).toBe('2025');
    expect(eggOddsDate(noted, PET_SOURCE_NOTES)).toBe('2025');
    // The Gem Egg cites the same list without a date in its notes: the same as the Jungle Egg without its guide's date.
    expect(eggSourceDate(findById(eggs, 'gem-egg')!, PET_SOURCE_NOTES)).toBeNull();
  });

  it('dates no egg by the copies its notes cite', () => {
    for (const egg of eggs) {
      const withoutNotes = { ...egg, noteSources: [] };
      expect(eggSourceDate(egg, PET_SOURCE_NOTES), egg.id).toBe(eggSourceDate(withoutNotes, PET_SOURCE_NOTES));
      expect(eggOddsDate(egg, PET_SOURCE_NOTES), egg.id).toBe(eggOddsDate(withoutNotes, PET_SOURCE_NOTES));
    }
  });
});
