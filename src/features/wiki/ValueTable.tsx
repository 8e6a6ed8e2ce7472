import { Fragment } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatList, formatMultiplier, formatNumber } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';
import { calculatorHref } from '../../links/cropQuery';
import { BreakableNumbers } from '../../ui/BreakableNumbers';
import { Link } from '../../ui/Link';
import { MutationLink } from '../../ui/MutationLink';
import type { CropPageData } from './cropPageData';
import { MAX_SET_ROW, rowOf, TABLE_VARIANTS, type ValueRow } from './valueTable';

/**
 * Engine values at base weight. Each value links to the calculator with the same fruit, and carries the exact
 * number in `data-value` (the calculator's `crop-value` must show the same).
 */
export function ValueTable({ data, language }: { data: CropPageData; language: Language }) {
  const { t } = useI18n();
  const { crop, rows, mutations } = data;
  const variantNames = TABLE_VARIANTS.map((id) => data.variantNames[id]);
  const maxSet = rowOf(rows, MAX_SET_ROW);
  const mutationNames = (ids: readonly string[]) =>
    formatList(
      ids.map((id) => mutations[id]!.name),
      language,
    );
  const rowLabel = (row: ValueRow) =>
    row.isMaxSet
      ? t('wiki.table.maxSet', { count: row.mutationIds.length, n: formatNumber(row.mutationIds.length, language) })
      : row.mutationIds.length === 0
        ? t('wiki.table.none')
        : row.mutationIds.map((id, index) => (
            <Fragment key={id}>
              {index > 0 ? ' + ' : null}
              <MutationLink mutation={mutations[id]!} language={language} />
            </Fragment>
          ));
  return (
    <section className="wiki-values render-when-near" aria-labelledby="values-title">
      <h2 id="values-title">{t('wiki.table.title')}</h2>
      <table className="value-table" data-testid="value-table">
        <caption>
          {crop.weights === null
            ? t('wiki.table.captionAtUnknownWeight', { name: crop.name })
            : t('wiki.table.caption', { name: crop.name, weight: formatWeight(crop.weights.baseWeight, language) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('wiki.table.mutations')}</th>
            <th scope="col">{t('wiki.table.multiplier')}</th>
            {variantNames.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{rowLabel(row)}</th>
              <td data-label={t('wiki.table.multiplier')} data-value={row.mutationMultiplier}>
                {formatMultiplier(row.mutationMultiplier, language)}
              </td>
              {row.cells.map((cell, index) => (
                <td key={cell.variantId} data-label={variantNames[index]}>
                  <Link
                    to={calculatorHref(language, cell.state)}
                    data-testid="wiki-value"
                    data-value={String(cell.value)}
                    data-variant={cell.variantId}
                  >
                    <BreakableNumbers text={formatNumber(cell.value, language)} language={language} />
                  </Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="wiki-values__hint">{t('wiki.table.hint')}</p>
      <details className="wiki-values__max">
        <summary>{t('wiki.table.maxSetList')}</summary>
        <ul className="mutation-list">
          {maxSet.mutationIds.map((id) => (
            <li key={id}>
              <MutationLink mutation={mutations[id]!} language={language} />
            </li>
          ))}
        </ul>
        {maxSet.leftOutUnknownRules.length > 0 ? (
          <p data-testid="max-set-left-out">
            {t('facts.maxSetUnknownRules', {
              names: mutationNames(maxSet.leftOutUnknownRules),
              count: maxSet.leftOutUnknownRules.length,
            })}
          </p>
        ) : null}
        {data.maxSetWaysUnknown.length > 0 ? (
          <p data-testid="max-set-ways-unknown">
            {t('facts.maxSetWaysUnknown', { names: mutationNames(data.maxSetWaysUnknown), count: data.maxSetWaysUnknown.length })}
          </p>
        ) : null}
      </details>
    </section>
  );
}
