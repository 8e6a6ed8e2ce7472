import type { TFunction } from 'i18next';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatNumber, formatSiteLanguages } from '../../lib/format';
import { Faq, type FaqEntry } from '../../ui/Faq';
import { FormulaLink } from '../../ui/FormulaLink';

function cropFaqEntries(t: TFunction, language: Language, cropCount: number): FaqEntry[] {
  return [
    { question: t('crop.faq.gameQuestion'), answer: t('crop.faq.gameAnswer') },
    {
      question: t('crop.faq.toolsQuestion'),
      answer: t('crop.faq.toolsAnswer', { languages: formatSiteLanguages(language), crops: formatNumber(cropCount, language) }),
    },
    { question: t('crop.faq.howToQuestion'), answer: t('crop.faq.howToAnswer') },
  ];
}

export function AboutAndFaq({ cropCount }: { cropCount: number }) {
  const { t } = useI18n();
  const language = useLanguage();
  return (
    <>
      <section className="about render-when-near" aria-labelledby="about-title">
        <h2 id="about-title">{t('crop.about.heading')}</h2>
        <p>{t('crop.about.body1')}</p>
        <p>{t('crop.about.body2')}</p>
        <FormulaLink />
      </section>
      <Faq title={t('crop.faq.heading')} entries={cropFaqEntries(t, language, cropCount)} />
    </>
  );
}
