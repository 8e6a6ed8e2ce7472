import { memo, useId, useRef, useState } from 'react';
import { getMutation, type MutationContributions, type NextMutationOption } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatMultiplier, formatNumber, formatPercent, formatSignedNumber } from '../../lib/format';
import { previewHint } from '../../ui/fruit/mutationText';
import { MutationLink } from '../../ui/MutationLink';
import { useFocusAfterRemoval } from '../../ui/useFocusAfterRemoval';

/** Rows shown before "Show all": enough for a typical fruit, short enough for a max-mutation one. */
const FIRST_ROWS = 8;
const NEXT_OPTIONS = 3;

export const MutationContributionsTable = memo(function MutationContributionsTable({
  contributions,
}: {
  contributions: MutationContributions;
}) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const { items } = contributions;
  const shown = showAll ? items : items.slice(0, FIRST_ROWS);

  return (
    <section className="calc-card" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`}>{t('crop.contributions.heading')}</h2>
      {items.length === 0 ? (
        <p>{t('crop.contributions.none')}</p>
      ) : (
        <>
          {/* Focusable so keyboard users can scroll the table when a narrow screen cuts it. */}
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`${id}heading`}>
            <table className="contributions" data-testid="contributions">
              <thead>
                <tr>
                  {/* The multiplier stands with the name, not in a column of its own: four columns ran past a
                      360 px phone and cut the shares' first digits ("0.83%" for 90.83%). */}
                  <th scope="col">{t('crop.contributions.mutation')}</th>
                  <th scope="col">{t('crop.contributions.adds')}</th>
                  <th scope="col">{t('crop.contributions.share')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    {t('crop.contributions.plain')} <span className="contributions__multiplier">{formatMultiplier(1, language)}</span>
                  </th>
                  <td>{formatNumber(1, language)}</td>
                  <td>{formatPercent(contributions.baseShare * 100, language)}</td>
                </tr>
                {shown.map((item) => (
                  <tr key={item.mutationId}>
                    <th scope="row">
                      <MutationLink mutation={getMutation(item.mutationId)} language={language} />{' '}
                      <span className="contributions__multiplier">{formatMultiplier(item.multiplier, language)}</span>
                    </th>
                    <td>{formatSignedNumber(item.contribution, language)}</td>
                    <td>{formatPercent(item.share * 100, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {items.length > FIRST_ROWS ? (
            <button type="button" className="button button--small" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll
                ? t('crop.contributions.showFewer')
                : t('crop.contributions.showAll', { total: formatNumber(items.length, language) })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
});

export const NextMutations = memo(function NextMutations({
  options,
  currentMultiplier,
  onAdd,
}: {
  options: readonly NextMutationOption[];
  /** The fruit's mutation multiplier now (MutationContributions.mutationMultiplier). */
  currentMultiplier: number;
  onAdd: (mutationId: string) => void;
}) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const best = options.filter((option) => option.gain > 0).slice(0, NEXT_OPTIONS);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Over "nothing left to add" once the last suggestion is taken.
  const addedAt = useFocusAfterRemoval(list, heading, options);

  return (
    <section className="calc-card" aria-labelledby={`${id}heading`} data-testid="next-mutations">
      <h2 id={`${id}heading`} ref={heading} tabIndex={-1}>
        {t('crop.next.heading')}
      </h2>
      {best.length === 0 ? (
        <p>{t('crop.next.none')}</p>
      ) : (
        <ol className="next-mutations" ref={list}>
          {best.map((option, index) => {
            const mutation = getMutation(option.candidateId);
            const name = mutation.name;
            const hint = previewHint(option, t, language);
            return (
              <li key={option.candidateId} className="next-mutation">
                <div>
                  <strong>{name}</strong>{' '}
                  <span className="mutation-option__multiplier">{formatMultiplier(mutation.multiplier, language)}</span>
                  <p className="next-mutation__gain">
                    {t('crop.next.gain', {
                      gain: formatSignedNumber(option.gain, language),
                      from: formatMultiplier(currentMultiplier, language),
                      to: formatMultiplier(option.mutationMultiplier, language),
                    })}
                  </p>
                  {hint ? <p className="mutation-option__hint">{hint}</p> : null}
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    addedAt(index);
                    onAdd(option.candidateId);
                  }}
                >
                  {t('crop.next.add', { name })}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
