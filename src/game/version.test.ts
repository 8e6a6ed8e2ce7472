import { describe, expect, it } from 'vitest';
import { firstExportAfter, obtainableNotYetInFiles } from './version';

describe('firstExportAfter', () => {
  it('is the earliest export day in a later month, or null without one', () => {
    const exportDays = ['2026-01-17', '2025-12-20', '2026-01-03', null, '2025-12-27'];
    expect(firstExportAfter('2025-12', exportDays)).toBe('2026-01-03');
    expect(firstExportAfter('2026-01', exportDays)).toBeNull();
  });
});

describe('obtainableNotYetInFiles', () => {
  const exportAfter = '2026-01-03';
  const crop = (obtainable: boolean | null, firstSeen: string | null) => ({ obtainable, firstSeen });

  it('is true for a crop of unknown obtainability the first export after the month did not hold yet', () => {
    expect(obtainableNotYetInFiles(crop(null, '2026-04-04'), exportAfter)).toBe(true);
    expect(obtainableNotYetInFiles(crop(null, '2026-01-17'), exportAfter)).toBe(true);
  });

  it('says nothing of a crop the first export after the month holds: it may have come in the month’s last days', () => {
    expect(obtainableNotYetInFiles(crop(null, '2026-01-03'), exportAfter)).toBe(false);
    expect(obtainableNotYetInFiles(crop(null, '2025-12-27'), exportAfter)).toBe(false);
  });

  it('says nothing without an export after the month, nor of a crop no export held, nor where obtainability is known', () => {
    expect(obtainableNotYetInFiles(crop(null, '2026-04-04'), null)).toBe(false);
    expect(obtainableNotYetInFiles(crop(null, null), exportAfter)).toBe(false);
    expect(obtainableNotYetInFiles(crop(false, '2026-04-04'), exportAfter)).toBe(false);
  });
});
