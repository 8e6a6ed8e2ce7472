import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatList, formatSignedPercent } from '../../lib/format';
import { PrerenderedUntilChanged } from '../../ui/prerenderedHtml';
import { Changelog } from './Changelog';
import { DataSources } from './DataSources';
import type { FormulaPageData } from './formulaPageData';
import { FormulaRules } from './FormulaRules';
import { ProofTable } from './ProofTable';
import { WorkedExample } from './WorkedExample';
import './formula.css';

/** The value formula in words, two fruits worked through, the proof against the wiki, the sources and the changelog. */
export function FormulaPage({ data }: { data: FormulaPageData }) {
  const { t } = useI18n();
  const language = useLanguage();
  const { worked, tax } = data.examples;
  const halfExample = data.proof.rows.flatMap((row) => row.checks).find((check) => check.match === 'half-even');
  return (
    <article className="page formula-page">
      <h1>{t('formula.title')}</h1>
      <p className="lead">{t('formula.intro')}</p>
      {/* Nothing below changes once written: it stays the prerendered HTML, its links plain ones. */}
      <PrerenderedUntilChanged unchanged>
        <FormulaRules
          variants={data.variants}
          harvestRolls={data.harvestRolls}
          neverRolled={data.neverRolled}
          adding={data.adding}
          halfExample={halfExample}
        />
        <section className="formula-examples" aria-labelledby="formula-examples">
          <h2 id="formula-examples">{t('formula.example.heading')}</h2>
          <WorkedExample
            example={worked}
            heading={t('formula.example.stepHeading')}
            intro={t('formula.example.intro')}
            describe={(names) =>
              t('formula.example.fruit', {
                ...names,
                mutations: formatList(worked.givenMutations, language),
                boost: formatSignedPercent(worked.input.boostPercent, language),
              })
            }
            testId="worked-example"
          />
          <WorkedExample
            example={tax}
            heading={t('formula.example.taxHeading')}
            intro={t('formula.example.taxIntro')}
            describe={(names) => t('formula.example.taxFruit', names)}
            testId="tax-example"
          />
        </section>
        <ProofTable proof={data.proof} />
        <DataSources />
        <Changelog changelog={data.changelog} />
      </PrerenderedUntilChanged>
    </article>
  );
}
