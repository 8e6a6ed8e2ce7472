import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { Faq } from '../../ui/Faq';
import { CAP_AGE_RATIO, capAgeText, capNoteText, petFaqEntries, sizeClassRanges } from './petTexts';

/** How growth works, the size classes and the FAQ: the same in the prerendered HTML as after scripts. */
export function PetGuide() {
  const { t } = useI18n();
  const language = useLanguage();
  return (
    <>
      <section className="pet-guide render-when-near" aria-labelledby="pet-guide-heading">
        <h2 id="pet-guide-heading">{t('pet.guide.heading')}</h2>
        <p>{t('pet.guide.base')}</p>
        <p>{t('pet.guide.line', { maxAge: capAgeText(language), ratio: formatNumber(CAP_AGE_RATIO, language, 2) })}</p>
        <p>{capNoteText(t, language)}</p>
        <p>{t('pet.guide.rounding')}</p>
        <h3>{t('pet.guide.sizeHeading')}</h3>
        <p>{t('pet.guide.sizeIntro')}</p>
        <ul className="pet-guide__sizes">
          {sizeClassRanges(t, language).map((range) => (
            <li key={range.sizeClass} className={`pet-guide__size pet-size--${range.sizeClass}`}>
              {range.text}
            </li>
          ))}
        </ul>
      </section>
      <Faq title={t('pet.faq.heading')} entries={petFaqEntries(t, language)} />
    </>
  );
}
