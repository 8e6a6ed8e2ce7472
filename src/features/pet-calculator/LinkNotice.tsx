import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/Notice';
import { formatPetKg } from './petFormat';
import { MAX_PET_KG, type DroppedPetParam } from './petQuery';
import { maxAgeText } from './petTexts';
import { usePageLanguage } from '../../lib/usePageLanguage';

/** Lists the link's values that were ignored, each with what it should have been. */
export function LinkNotice({ dropped, onDismiss }: { dropped: readonly DroppedPetParam[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const reasons = {
    age: t('pet.link.age', { maxAge: maxAgeText(language) }),
    kg: t('pet.link.kg', { max: formatPetKg(MAX_PET_KG, language) }),
    all: t('pet.link.all'),
  };
  return (
    <Notice tone="warning" dismissLabel={t('ui.dismiss')} onDismiss={onDismiss} data-testid="pet-link-notice">
      <p>{t('pet.link.dropped')}</p>
      <ul className="pet-link-notice__list">
        {dropped.map((param, index) => (
          <li key={`${param.key}-${index}`}>
            <code dir="ltr">
              {param.key}={param.value}
            </code>
            <span>{param.reason === 'repeated' ? t('pet.link.repeated') : reasons[param.key]}</span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
