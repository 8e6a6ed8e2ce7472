import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChangelogEntry, DataChangelog } from '../../game/changelog';
import { GAME_DATA_VERSION } from '../../game/version';
import { useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatIsoDate, formatMultiplier, formatNumber } from '../../lib/format';
import { formatSheckles, formatWeight } from '../../lib/gameText';
import { CHANGELOG_ANCHOR, localizePath, wikiCropPath, wikiMutationPath, wikiPetPath } from '../../lib/paths';
import { NUMBER_CELL, ScrollTable } from '../../ui/ScrollTable';

function itemPath(entry: ChangelogEntry): string {
  if (entry.item === 'mutation') return wikiMutationPath(entry.id);
  if (entry.item === 'pet') return wikiPetPath(entry.id);
  return wikiCropPath(entry.id);
}

/** Entries by the day the game's files changed, newest first (the changelog comes sorted). */
function byDay(entries: readonly ChangelogEntry[]): [string, ChangelogEntry[]][] {
  const days = new Map<string, ChangelogEntry[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);
  return [...days];
}

function Numbers({ numbers, language }: { numbers: ChangelogEntry['after']; language: Language }) {
  const { t } = useTranslation();
  if (!numbers) return null;
  if (numbers.multiplier !== undefined) return <>{formatMultiplier(numbers.multiplier, language)}</>;
  return (
    <>
      {numbers.baseValue === undefined ? null : formatNumber(numbers.baseValue, language)}
      {numbers.baseWeight === undefined ? null : (
        <small className="formula-changelog__weight">{formatWeight(numbers.baseWeight, language)}</small>
      )}
      {numbers.hugeChanceOneIn === undefined ? null : (
        <small className="formula-changelog__weight">{t('facts.hugeOneIn', { n: formatNumber(numbers.hugeChanceOneIn, language) })}</small>
      )}
    </>
  );
}

function AddedList({ entries, language }: { entries: readonly ChangelogEntry[]; language: Language }) {
  const { t } = useTranslation();
  return byDay(entries).map(([day, added]) => (
    <div key={day}>
      <h4>
        <time dateTime={day}>{formatIsoDate(day, language)}</time>
      </h4>
      <ul>
        {added.map((entry) => (
          <li key={entry.id} data-item-id={entry.id} data-first-seen={day}>
            {entry.after?.baseValue !== undefined ? (
              <Trans
                t={t}
                i18nKey="formula.changelog.newCrops.item"
                values={{ name: entry.name, value: formatSheckles(t, entry.after.baseValue, language) }}
                components={{ crop: <Link to={localizePath(language, itemPath(entry))} /> }}
              />
            ) : (
              <>
                <Link to={localizePath(language, itemPath(entry))}>{entry.name}</Link>
                {entry.after?.multiplier === undefined ? null : <> {formatMultiplier(entry.after.multiplier, language)}</>}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  ));
}

/** What changed in the game's files and when, as the data import recorded it (never typed here). */
export function Changelog({ changelog }: { changelog: DataChangelog }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const added = (item: ChangelogEntry['item']) => changelog.added.filter((entry) => entry.item === item);
  const newCrops = added('crop');
  const newMutations = added('mutation');
  const newPets = added('pet');
  return (
    <section className="formula-changelog" aria-labelledby={CHANGELOG_ANCHOR}>
      <h2 id={CHANGELOG_ANCHOR}>{t('formula.changelog.heading')}</h2>
      <p>{t('formula.changelog.intro', { date: formatIsoDate(GAME_DATA_VERSION, language) })}</p>

      <h3>{t('formula.changelog.values.heading')}</h3>
      <ScrollTable
        label={t('formula.changelog.values.scrollRegion')}
        caption={t('formula.changelog.values.caption')}
        columns={[
          { label: t('formula.changelog.values.crop') },
          { label: t('formula.changelog.values.date') },
          { label: t('formula.changelog.values.before'), numeric: true },
          { label: t('formula.changelog.values.after'), numeric: true },
        ]}
        testId="changelog-values"
      >
        <tbody>
          {changelog.changed.map((change) => (
            <tr
              key={`${change.item}-${change.id}-${change.date}`}
              data-crop-id={change.id}
              data-before={change.before?.baseValue ?? change.before?.multiplier}
              data-after={change.after?.baseValue ?? change.after?.multiplier}
            >
              <th scope="row">
                <Link to={localizePath(language, itemPath(change))}>{change.name}</Link>
              </th>
              <td>
                <time dateTime={change.date}>{formatIsoDate(change.date, language)}</time>
              </td>
              <td className={NUMBER_CELL}>
                <Numbers numbers={change.before} language={language} />
              </td>
              <td className={NUMBER_CELL}>
                <Numbers numbers={change.after} language={language} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h3 data-testid="changelog-new-crops" data-count={newCrops.length}>
        {t('formula.changelog.newCrops.heading', { count: newCrops.length, n: number(newCrops.length) })}
      </h3>
      <details className="formula-changelog__crops">
        <summary>{t('formula.changelog.newCrops.list')}</summary>
        <AddedList entries={newCrops} language={language} />
      </details>

      <h3 data-testid="changelog-new-mutations" data-count={newMutations.length}>
        {t('formula.changelog.mutations.heading', { count: newMutations.length, n: number(newMutations.length) })}
      </h3>
      <AddedList entries={newMutations} language={language} />
      <p>{t('formula.changelog.mutations.rules')}</p>

      <h3 data-testid="changelog-new-pets" data-count={newPets.length}>
        {t('formula.changelog.pets.heading', { count: newPets.length, n: number(newPets.length) })}
      </h3>
      <details className="formula-changelog__crops">
        <summary>{t('formula.changelog.pets.list')}</summary>
        <AddedList entries={newPets} language={language} />
      </details>

      <h3 data-testid="changelog-removed" data-count={changelog.removed.length}>
        {t('formula.changelog.removed.heading')}
      </h3>
      <ul>
        {changelog.removed.map((entry) => (
          <li key={entry.id} data-item-id={entry.id}>
            <Trans
              t={t}
              i18nKey="formula.changelog.removed.item"
              values={{ name: entry.name, date: formatIsoDate(entry.date, language) }}
              components={{ crop: <Link to={localizePath(language, itemPath(entry))} /> }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
