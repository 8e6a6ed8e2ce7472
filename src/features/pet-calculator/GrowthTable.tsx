import { useId } from 'react';
import type { PetGrowthRow, PetGrowthStatus } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { ScrollTable } from '../../ui/ScrollTable';
import { formatPetKg } from './petFormat';
import { visibleRows } from './petGrowth';

interface GrowthTableProps {
  rows: readonly PetGrowthRow[];
  all: boolean;
  onAllChange: (all: boolean) => void;
}

/** Status in words with a shape for each, so it never rests on colour. */
function StatusLabel({ status }: { status: PetGrowthStatus }) {
  const { t } = useI18n();
  return (
    <span className={`pet-status pet-status--${status}`}>
      <svg className="pet-status__icon" viewBox="0 0 16 16" aria-hidden="true">
        {status === 'pass' ? <path d="M3.5 8.5l3 3 6-7" /> : null}
        {status === 'current' ? <circle cx="8" cy="8" r="5" /> : null}
        {status === 'future' ? <circle cx="8" cy="8" r="4.5" /> : null}
      </svg>
      {t(`pet.status.${status}`)}
    </span>
  );
}

export function GrowthTable({ rows, all, onAllChange }: GrowthTableProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const tableId = useId();
  const maxAge = formatNumber(rows.at(-1)?.age ?? 0, language);
  const caption = all ? t('pet.table.captionAll', { maxAge }) : t('pet.table.captionMilestones');
  return (
    <section className="panel pet-table" aria-labelledby={`${tableId}-heading`}>
      <div className="pet-table__head">
        <h3 id={`${tableId}-heading`}>{t('pet.table.heading')}</h3>
        <label className="pet-toggle">
          <input type="checkbox" checked={all} onChange={(event) => onAllChange(event.target.checked)} aria-controls={tableId} />
          {t('pet.table.showAll', { maxAge })}
        </label>
      </div>
      <ScrollTable
        tableId={tableId}
        label={caption}
        caption={caption}
        columns={[{ label: t('pet.age') }, { label: t('pet.weight') }, { label: t('pet.table.status') }]}
        testId="pet-growth-table"
      >
        <tbody>
          {visibleRows(rows, all).map((row) => (
            <tr
              key={row.age}
              className={`pet-row pet-row--${row.status}`}
              data-age={row.age}
              data-weight={row.weightKg}
              data-status={row.status}
              aria-current={row.status === 'current' ? 'true' : undefined}
            >
              <th scope="row">{formatNumber(row.age, language)}</th>
              <td>{formatPetKg(row.weightKg, language)}</td>
              <td>
                <StatusLabel status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
