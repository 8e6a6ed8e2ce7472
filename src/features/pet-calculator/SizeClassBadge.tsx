import type { PetSizeClass } from '../../game';
import { useI18n } from '../../i18n/i18n';

/** The class name in words (colour only decorates it). */
export function SizeClassBadge({ sizeClass }: { sizeClass: PetSizeClass }) {
  const { t } = useI18n();
  return (
    <span className={`pet-size pet-size--${sizeClass}`} data-testid="pet-size-class" data-size-class={sizeClass}>
      {t(`pet.sizeClass.${sizeClass}`)}
    </span>
  );
}
