import { describe, expect, it } from 'vitest';
import { notYetInFilesIn } from './version';

describe('notYetInFilesIn', () => {
  const exportDays = ['2025-12-20', '2025-12-27', '2026-01-03', '2026-01-17', '2026-04-04', null];

  it('is true for an item the first export after the month did not hold yet', () => {
    expect(notYetInFilesIn('2025-12', '2026-04-04', exportDays)).toBe(true);
    expect(notYetInFilesIn('2025-12', '2026-01-17', exportDays)).toBe(true);
  });

  it('says nothing of an item the first export after the month holds: it may have come in the month’s last days', () => {
    expect(notYetInFilesIn('2025-12', '2026-01-03', exportDays)).toBe(false);
    expect(notYetInFilesIn('2025-12', '2025-12-27', exportDays)).toBe(false);
  });

  it('says nothing without an export after the month, nor of an item no export held', () => {
    expect(notYetInFilesIn('2026-04', '2026-04-04', exportDays)).toBe(false);
    expect(notYetInFilesIn('2025-12', null, exportDays)).toBe(false);
  });
});
