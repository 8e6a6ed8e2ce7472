import type { TFunction } from 'i18next';
import type { ValueCheck } from '../../game/publishedValues';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatIsoDate, formatNumber } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { Link } from '../../ui/Link';
import { NUMBER_CELL, ScrollTable } from '../../ui/ScrollTable';
import type { ProofData } from './formulaPageData';

type ProofRow = ProofData['rows'][number];

/** The match in words, so it never rests on colour alone. */
function matchText(t: TFunction, check: ValueCheck, language: Language): string {
  switch (check.match) {
    case 'exact':
      return t('formula.proof.exact');
    case 'half-even':
      return t('formula.proof.halfEven', {
        unrounded: formatNumber(check.unrounded, language, 1),
        game: formatNumber(check.computed, language),
        wiki: formatNumber(check.expected, language),
      });
    case 'different':
      return t('formula.proof.different', { difference: formatNumber(Math.abs(check.computed - check.expected), language) });
  }
}

function CheckRow({ row, check, first, language }: { row: ProofRow; check: ValueCheck; first: boolean; language: Language }) {
  const { t } = useI18n();
  const weight = formatWeight(check.weightKg, language);
  return (
    <tr
      data-crop-id={row.crop.id}
      data-weight={check.weight}
      data-expected={check.expected}
      data-computed={check.computed}
      data-match={check.match}
      className={`proof-row proof-row--${check.match}`}
    >
      {first ? (
        <th scope="rowgroup" rowSpan={row.checks.length}>
          <Link to={localizePath(language, wikiCropPath(row.crop.id))}>{row.crop.name}</Link>
        </th>
      ) : null}
      <td className="proof-row__weight">
        {check.weight === 'priceFloor' ? t('formula.proof.priceFloor', { weight }) : t('formula.proof.average', { weight })}
      </td>
      <td className={NUMBER_CELL}>{formatNumber(check.expected, language)}</td>
      <td className={NUMBER_CELL}>{formatNumber(check.computed, language)}</td>
      <td className="proof-row__match">{matchText(t, check, language)}</td>
    </tr>
  );
}

/** Every value the wiki publishes beside the engine's, with the match and, for each difference, its reason. */
export function ProofTable({ proof }: { proof: ProofData }) {
  const { t } = useI18n();
  const language = useLanguage();
  const { rows, summary } = proof;
  const total = formatNumber(summary.total, language);
  const line = (key: 'summaryExact' | 'summaryHalfEven' | 'summaryDifferent', count: number) =>
    t(`formula.proof.${key}`, { count, n: formatNumber(count, language), total });
  return (
    <section className="formula-proof render-when-near whole-when-reopened" aria-labelledby="formula-proof">
      <h2 id="formula-proof">{t('formula.proof.heading')}</h2>
      <p>{t('formula.proof.intro')}</p>
      <ul className="formula-proof__summary" data-testid="proof-summary">
        <li data-count={summary.exact}>{line('summaryExact', summary.exact)}</li>
        <li data-count={summary['half-even']}>{line('summaryHalfEven', summary['half-even'])}</li>
        <li data-count={summary.different}>{line('summaryDifferent', summary.different)}</li>
      </ul>
      <p>{t('formula.proof.why')}</p>
      <p className="formula-proof__source">{t('formula.proof.source', { date: formatIsoDate(proof.date, language) })}</p>
      <ScrollTable
        label={t('formula.proof.scrollRegion')}
        caption={t('formula.proof.caption')}
        columns={[
          { label: t('formula.proof.crop') },
          { label: t('formula.proof.weight') },
          { label: t('formula.proof.wiki'), numeric: true },
          { label: t('formula.proof.engine'), numeric: true },
          { label: t('formula.proof.match') },
        ]}
        testId="proof-table"
        // Each crop's name stays in sight as its rows scroll sideways on a phone.
        stickyRowNames
      >
        {rows.map((row) => (
          <tbody key={row.crop.id} data-crop-id={row.crop.id}>
            {row.checks.map((check, index) => (
              <CheckRow key={check.weight} row={row} check={check} first={index === 0} language={language} />
            ))}
          </tbody>
        ))}
      </ScrollTable>
    </section>
  );
}
