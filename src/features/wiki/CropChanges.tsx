import type { GameFilesEntry } from '../../game';
import type { ChangelogEntry } from '../../game/changelog';
import { FIRST_EXPORT, GAME_DATA_VERSION } from '../../game/version';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatIsoDate, formatList, formatNumber } from '../../lib/format';
import { formatSheckles, formatWeight } from '../../lib/gameText';
import { changelogPath } from '../../lib/paths';
import { Link } from '../../ui/Link';
import { Notice } from '../../ui/Notice';
import type { CropPageData } from './cropPageData';

type Numbers = NonNullable<ChangelogEntry['after']>;

/** The crop's numbers as one phrase: "150,000 Sheckles, 4 kg, huge 1 in 300". */
function useNumbersText(language: Language): (numbers: Numbers | undefined) => string {
  const { t } = useI18n();
  return (numbers) => {
    if (!numbers) return t('ui.unknown');
    const parts = [
      numbers.baseValue === undefined ? null : formatSheckles(t, numbers.baseValue, language),
      numbers.baseWeight === undefined ? null : formatWeight(numbers.baseWeight, language),
      numbers.hugeChanceOneIn === undefined ? null : t('facts.hugeOneIn', { n: formatNumber(numbers.hugeChanceOneIn, language) }),
    ];
    return formatList(
      parts.filter((part) => part !== null),
      language,
      'unit',
    );
  };
}

/** What changed for this crop in the game's files, and when (from the data changelog), over the exports it reads. */
export function CropChanges({ changes, language }: { changes: readonly ChangelogEntry[]; language: Language }) {
  const { t } = useI18n();
  const numbersText = useNumbersText(language);
  return (
    <section aria-labelledby="crop-changes" data-testid="crop-changes">
      <h2 id="crop-changes">{t('wiki.crop.changes.heading')}</h2>
      {FIRST_EXPORT === null ? null : (
        <p data-testid="crop-changes-window">
          {t('wiki.crop.changes.window', {
            first: formatIsoDate(FIRST_EXPORT, language),
            last: formatIsoDate(GAME_DATA_VERSION, language),
          })}
        </p>
      )}
      <ul>
        {changes.map((change) => {
          const date = formatIsoDate(change.date, language);
          return (
            <li key={`${change.change}-${change.date}`} data-change={change.change} data-date={change.date}>
              {change.change === 'changed'
                ? t('wiki.crop.changes.changed', { date, before: numbersText(change.before), after: numbersText(change.after) })
                : change.change === 'added'
                  ? t('wiki.crop.changes.added', { date, after: numbersText(change.after) })
                  : change.change === 'returned'
                    ? t('wiki.crop.changes.returned', { date })
                    : t('wiki.crop.changes.removed', { date })}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={changelogPath(language)}>{t('wiki.crop.changes.all')}</Link>
      </p>
    </section>
  );
}

/** A crop shown with the wiki's numbers whose own entry in the game's files differs: when they held it, and at what. */
export function GameFilesEntryNotice({ name, entry, language }: { name: string; entry: GameFilesEntry; language: Language }) {
  const { t } = useI18n();
  const numbers = useNumbersText(language)(entry);
  const text =
    entry.firstSeen === entry.lastSeen
      ? t('wiki.crop.gameFiles.once', { name, date: formatIsoDate(entry.firstSeen, language), numbers })
      : t('wiki.crop.gameFiles.range', {
          name,
          first: formatIsoDate(entry.firstSeen, language),
          last: formatIsoDate(entry.lastSeen, language),
          numbers,
        });
  return (
    <Notice tone="warning" announce={false} data-testid="crop-game-files">
      {text}
    </Notice>
  );
}

/**
 * A crop whose numbers the community wiki gives otherwise: the wiki's, whether they were the game's until a change, and
 * that the page shows the game's files'.
 */
export function WikiNumbersLine({
  name,
  wiki,
  language,
}: {
  name: string;
  wiki: NonNullable<CropPageData['wikiNumbers']>;
  language: Language;
}) {
  const { t } = useI18n();
  const numbers = useNumbersText(language)(wiki.numbers);
  return (
    <p data-testid="crop-wiki-numbers">
      {wiki.gameUntil === null
        ? t('wiki.crop.wikiNumbers', { name, numbers })
        : t('wiki.crop.wikiNumbersOlder', { name, numbers, date: formatIsoDate(wiki.gameUntil, language) })}
    </p>
  );
}
