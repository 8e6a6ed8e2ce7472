/* The import's report as a maintainer reads it in a terminal or a pull request: short, one line per item. */
import type { ChangelogEntry } from '../../src/game/schema';
import type { ImportReport } from './importExport';

function numbers(value: ChangelogEntry['after']): string {
  if (!value) return '';
  const parts = [
    value.baseWeight === undefined ? null : `${value.baseWeight} kg`,
    value.baseValue === undefined ? null : `${value.baseValue.toLocaleString('en-US')} Sheckles`,
    value.hugeChanceOneIn === undefined ? null : `huge 1 in ${value.hugeChanceOneIn.toLocaleString('en-US')}`,
    value.multiplier === undefined ? null : `×${value.multiplier}`,
  ];
  return parts.filter((part) => part !== null).join(', ');
}

const hungerText = (hunger: number | null) => (hunger === null ? 'unknown' : hunger.toLocaleString('en-US'));

/** Skipped entries grouped by why (Map.groupBy needs Node 21). */
function namesByReason(skipped: ImportReport['skipped']): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { name, why } of skipped) groups.set(why, [...(groups.get(why) ?? []), name]);
  return groups;
}

/** A titled list; `count` when its lines group several items each. */
function section(title: string, lines: readonly string[], count = lines.length): string[] {
  return lines.length === 0 ? [`${title}: none`] : [`${title} (${count}):`, ...lines.map((line) => `  ${line}`)];
}

export function formatReport(report: ImportReport): string {
  const changed = report.changed.map(
    (each) => `${each.item} ${each.name} (${each.date}): ${numbers(each.before)} → ${numbers(each.after)}`,
  );
  const added = report.added.map((each) => `${each.item} ${each.name} (${each.date})${each.after ? `: ${numbers(each.after)}` : ''}`);
  const removed = report.removed.map((each) => `${each.item} ${each.name}: not in the game's files since ${each.date}`);
  const returned = report.returned.map((each) => `${each.item} ${each.name}: back in the game's files (${each.date})`);
  return [
    `Game data import, export of ${report.exported}`,
    ...section('Added', added),
    ...section('Changed', changed),
    ...section('Removed', removed),
    ...section("Back in the game's files", returned),
    ...section(
      'Skipped',
      [...namesByReason(report.skipped)].map(([why, names]) => `${names.join(', ')}: ${why}`),
      report.skipped.length,
    ),
    ...section(
      'Event forms (found by the crop search under the crop they copy)',
      report.eventForms.map((each) => `${each.name} → ${each.of}`),
    ),
    ...section(
      'Fields left unknown (fill them in the hand-kept files when a source gives them)',
      report.unknownFields.map((each) => `${each.name}: ${each.fields.join(', ')}`),
    ),
    `"In the game's files since" dates set from the history: ${report.datesSet}`,
    ...section(
      'Pet hunger set from the export',
      report.hungerChanged.map((each) => `${each.name}: ${hungerText(each.before)} → ${hungerText(each.after)}`),
    ),
  ].join('\n');
}

/** True when the import changes nothing but what a report may say again. */
export function reportsNoChange(report: ImportReport): boolean {
  const changes = report.added.length + report.changed.length + report.removed.length + report.returned.length;
  return changes === 0 && report.datesSet === 0 && report.hungerChanged.length === 0;
}
