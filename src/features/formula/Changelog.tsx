import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataChangelog } from '../../game/changelog';
import { useLanguage } from '../../i18n/useLanguage';
import { formatSheckles } from '../../lib/cropFormat';
import { formatMultiplier, formatNumber } from '../../lib/format';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { MutationLink } from '../../ui/MutationLink';
import { NUMBER_CELL, ScrollTable } from '../../ui/ScrollTable';

/** What the 2026 update changed, as the data files say (never typed here). */
export function Changelog({ changelog }: { changelog: DataChangelog }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const newCrops = changelog.newCrops.length;
  const unknownWeight = changelog.newCrops.filter((crop) => crop.baseWeight === null).length;
  const newMutations = changelog.newMutations.length;
  return (
    <section className="formula-changelog" aria-labelledby="formula-changelog">
      <h2 id="formula-changelog">{t('formula.changelog.heading')}</h2>
      <p>{t('formula.changelog.intro')}</p>

      <h3>{t('formula.changelog.values.heading')}</h3>
      <ScrollTable
        label={t('formula.changelog.values.scrollRegion')}
        caption={t('formula.changelog.values.caption')}
        columns={[
          { label: t('formula.changelog.values.crop') },
          { label: t('formula.changelog.values.before'), numeric: true },
          { label: t('formula.changelog.values.after'), numeric: true },
        ]}
        testId="changelog-values"
      >
        <tbody>
          {changelog.changedValues.map((change) => (
            <tr key={change.id} data-crop-id={change.id} data-before={change.before} data-after={change.after}>
              <th scope="row">
                <Link to={localizePath(language, wikiCropPath(change.id))}>{change.name}</Link>
              </th>
              <td className={NUMBER_CELL}>{number(change.before)}</td>
              <td className={NUMBER_CELL}>{number(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h3 data-testid="changelog-new-crops" data-count={newCrops}>
        {t('formula.changelog.newCrops.heading', { count: newCrops, n: number(newCrops) })}
      </h3>
      <p data-count={unknownWeight}>{t('formula.changelog.newCrops.unknownWeight', { count: unknownWeight, n: number(unknownWeight) })}</p>
      <details className="formula-changelog__crops">
        <summary>{t('formula.changelog.newCrops.list')}</summary>
        <ul>
          {changelog.newCrops.map((crop) => (
            <li key={crop.id} data-crop-id={crop.id}>
              <Trans
                t={t}
                i18nKey="formula.changelog.newCrops.item"
                values={{ name: crop.name, value: formatSheckles(t, crop.baseValue, language) }}
                components={{ crop: <Link to={localizePath(language, wikiCropPath(crop.id))} /> }}
              />
            </li>
          ))}
        </ul>
      </details>

      <h3 data-testid="changelog-new-mutations" data-count={newMutations}>
        {t('formula.changelog.mutations.heading', { count: newMutations, n: number(newMutations) })}
      </h3>
      <ul>
        {changelog.newMutations.map((mutation) => (
          <li key={mutation.id} data-mutation-id={mutation.id} data-multiplier={mutation.multiplier}>
            <MutationLink mutation={mutation} language={language} /> {formatMultiplier(mutation.multiplier, language)}
          </li>
        ))}
      </ul>
      <p>{t('formula.changelog.mutations.rules')}</p>

      <h3>{t('formula.changelog.disputed.heading')}</h3>
      <ul>
        {changelog.disputed.map((dispute) => (
          <li key={dispute.id} data-mutation-id={dispute.id} data-kept={dispute.kept}>
            {t('formula.changelog.disputed.item', {
              name: dispute.name,
              kept: formatMultiplier(dispute.kept, language),
              claimed: formatMultiplier(dispute.claimed, language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
