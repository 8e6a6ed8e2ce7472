import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getMutation } from '../../game';
import { publishedValueRows } from '../../game/publishedValues';
import { useLanguage } from '../../i18n/useLanguage';
import { formatList, formatSignedPercent } from '../../lib/format';
import { Changelog } from './Changelog';
import { DataSources } from './DataSources';
import { taxExample, WORKED_EXAMPLE } from './examples';
import { FormulaRules } from './FormulaRules';
import { ProofTable } from './ProofTable';
import { WorkedExample } from './WorkedExample';
import './formula.css';

/** The value formula in words, two fruits worked through, the proof against the wiki, the sources and the changelog. */
export function FormulaPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = useMemo(() => publishedValueRows(), []);
  const tax = useMemo(() => taxExample(), []);
  const halfExample = rows.flatMap((row) => row.checks).find((check) => check.match === 'half-even');
  return (
    <article className="page formula-page">
      <h1>{t('formula.title')}</h1>
      <p className="lead">{t('formula.intro')}</p>
      <FormulaRules halfExample={halfExample} />
      <section className="formula-examples" aria-labelledby="formula-examples">
        <h2 id="formula-examples">{t('formula.example.heading')}</h2>
        <WorkedExample
          input={WORKED_EXAMPLE}
          heading={t('formula.example.stepHeading')}
          intro={t('formula.example.intro')}
          describe={(names) =>
            t('formula.example.fruit', {
              ...names,
              mutations: formatList(
                WORKED_EXAMPLE.mutationIds.map((id) => getMutation(id).name),
                language,
              ),
              boost: formatSignedPercent(WORKED_EXAMPLE.boostPercent, language),
            })
          }
          testId="worked-example"
        />
        <WorkedExample
          input={tax}
          heading={t('formula.example.taxHeading')}
          intro={t('formula.example.taxIntro')}
          describe={(names) => t('formula.example.taxFruit', names)}
          testId="tax-example"
        />
      </section>
      <ProofTable rows={rows} />
      <DataSources />
      <Changelog />
    </article>
  );
}
