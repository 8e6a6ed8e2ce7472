import { useTranslation } from 'react-i18next';
import type { PetSizeClass } from '../../game';

/** The class name in words (colour only decorates it). */
export function SizeClassBadge({ sizeClass }: { sizeClass: PetSizeClass }) {
  const { t } = useTranslation();
  return (
    <span className={`pet-size pet-size--${sizeClass}`} data-testid="pet-size-class" data-size-class={sizeClass}>
      {t(`pet.sizeClass.${sizeClass}`)}
    </span>
  );
}
