import { Trans } from 'react-i18next';
import type { ChangelogEntry, NewItem } from '../../game/changelog';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatIsoDate, formatMultiplier, formatNumber } from '../../lib/format';
import { formatSheckles, formatWeight } from '../../lib/gameText';
import { CHANGELOG_ANCHOR, localizePath, wikiCropPath, wikiMutationPath, wikiPetPath } from '../../lib/paths';
import { Link } from '../../ui/Link';
import { NUMBER_CELL, ScrollTable } from '../../ui/ScrollTable';
import type { ChangelogData } from './formulaPageData';

type Item = ChangelogEntry['item'];

function itemPath(item: Item, id: string): string {
  if (item === 'mutation') return wikiMutationPath(id);
  if (item === 'pet') return wikiPetPath(id);
  return wikiCropPath(id);
}

/** Items by the day they entered the game's files, newest first (the changelog comes sorted). */
function byDay(items: readonly NewItem[]): [string, NewItem[]][] {
  const days = new Map<string, NewItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days];
}

function Numbers({ numbers, language }: { numbers: ChangelogEntry['after']; language: Language }) {
  const { t } = useI18n();
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

/** One new item: its number when it entered the files, and the last one the files held when that differs. */
function NewItemLine({ item, kind, language }: { item: NewItem; kind: Item; language: Language }) {
  const { t } = useI18n();
  // A plain link, as the value list's rows have: hundreds of them, and the router's attributes on each weigh more than
  // the client-side navigation they would give (the page stays as prerendered anyway).
  const link = <a href={localizePath(language, itemPath(kind, item.id))}>{item.name}</a>;
  if (item.first === undefined) return link;
  const format = (value: number) => (kind === 'mutation' ? formatMultiplier(value, language) : formatSheckles(t, value, language));
  const components = { item: link };
  if (item.last === undefined)
    return (
      <Trans t={t} i18nKey="formula.changelog.added.same" values={{ name: item.name, value: format(item.first) }} components={components} />
    );
  return item.gone ? (
    <Trans
      t={t}
      i18nKey="formula.changelog.added.gone"
      values={{ name: item.name, first: format(item.first), last: format(item.last) }}
      components={components}
    />
  ) : (
    <Trans
      t={t}
      i18nKey="formula.changelog.added.changed"
      values={{ name: item.name, first: format(item.first), now: format(item.last) }}
      components={components}
    />
  );
}

function AddedList({ items, kind, language }: { items: readonly NewItem[]; kind: Item; language: Language }) {
  return byDay(items).map(([day, added]) => (
    <div key={day}>
      <h4>
        <time dateTime={day}>{formatIsoDate(day, language)}</time>
      </h4>
      <ul>
        {added.map((item) => (
          <li key={item.id}>
            <NewItemLine item={item} kind={kind} language={language} />
          </li>
        ))}
      </ul>
    </div>
  ));
}

/** Changes of numbers, newest first: a crop's value, weight and huge chance, or a mutation's multiplier. */
function ChangesTable({ changes, kind, testId }: { changes: readonly ChangelogEntry[]; kind: 'values' | 'multipliers'; testId: string }) {
  const { t } = useI18n();
  const language = useLanguage();
  return (
    <ScrollTable
      label={t(`formula.changelog.${kind}.scrollRegion`)}
      caption={t(`formula.changelog.${kind}.caption`)}
      columns={[
        { label: kind === 'values' ? t('formula.changelog.values.crop') : t('formula.changelog.multipliers.mutation') },
        { label: t('formula.changelog.values.date') },
        { label: t('formula.changelog.values.before'), numeric: true },
        { label: t('formula.changelog.values.after'), numeric: true },
      ]}
      testId={testId}
    >
      <tbody>
        {changes.map((change) => (
          <tr
            key={`${change.id}-${change.date}`}
            data-item-id={change.id}
            data-before={change.before?.baseValue ?? change.before?.multiplier}
            data-after={change.after?.baseValue ?? change.after?.multiplier}
          >
            <th scope="row">
              <Link to={localizePath(language, itemPath(change.item, change.id))}>{change.name}</Link>
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
  );
}

/** What changed in the game's files and when, over every export the data was imported with (never typed here). */
export function Changelog({ changelog }: { changelog: ChangelogData }) {
  const { t } = useI18n();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const { crop: newCrops, mutation: newMutations, pet: newPets } = changelog.added;
  const unknownRules = changelog.newMutationsWithUnknownRules;
  return (
    <section className="formula-changelog render-when-near whole-when-reopened" aria-labelledby={CHANGELOG_ANCHOR}>
      <h2 id={CHANGELOG_ANCHOR}>{t('formula.changelog.heading')}</h2>
      <p data-testid="changelog-window">
        {changelog.from === null
          ? t('formula.changelog.intro', { date: formatIsoDate(changelog.to, language) })
          : t('formula.changelog.introWindow', {
              first: formatIsoDate(changelog.from, language),
              last: formatIsoDate(changelog.to, language),
            })}
      </p>

      <h3>{t('formula.changelog.values.heading')}</h3>
      <ChangesTable changes={changelog.cropChanges} kind="values" testId="changelog-values" />

      {changelog.mutationChanges.length === 0 ? null : (
        <>
          <h3>{t('formula.changelog.multipliers.heading')}</h3>
          <ChangesTable changes={changelog.mutationChanges} kind="multipliers" testId="changelog-multipliers" />
        </>
      )}

      <h3 data-testid="changelog-new-crops" data-count={newCrops.length}>
        {t('formula.changelog.newCrops.heading', { count: newCrops.length, n: number(newCrops.length) })}
      </h3>
      <details className="formula-changelog__crops">
        <summary>{t('formula.changelog.newCrops.list')}</summary>
        <AddedList items={newCrops} kind="crop" language={language} />
      </details>

      <h3 data-testid="changelog-new-mutations" data-count={newMutations.length}>
        {t('formula.changelog.mutations.heading', { count: newMutations.length, n: number(newMutations.length) })}
      </h3>
      <details className="formula-changelog__crops">
        <summary>{t('formula.changelog.mutations.list')}</summary>
        <AddedList items={newMutations} kind="mutation" language={language} />
      </details>
      {unknownRules === 0 ? null : <p>{t('formula.changelog.mutations.rules', { count: unknownRules, n: number(unknownRules) })}</p>}

      <h3 data-testid="changelog-new-pets" data-count={newPets.length}>
        {t('formula.changelog.pets.heading', { count: newPets.length, n: number(newPets.length) })}
      </h3>
      <details className="formula-changelog__crops">
        <summary>{t('formula.changelog.pets.list')}</summary>
        <AddedList items={newPets} kind="pet" language={language} />
      </details>

      <h3 data-testid="changelog-removed" data-count={changelog.removed.length}>
        {t('formula.changelog.removed.heading')}
      </h3>
      <ul>
        {changelog.removed.map((entry) => (
          <li key={`${entry.item}-${entry.id}-${entry.date}`} data-item-id={entry.id}>
            <Trans
              t={t}
              i18nKey="formula.changelog.removed.item"
              values={{ name: entry.name, date: formatIsoDate(entry.date, language) }}
              components={{ crop: <Link to={localizePath(language, itemPath(entry.item, entry.id))} /> }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
