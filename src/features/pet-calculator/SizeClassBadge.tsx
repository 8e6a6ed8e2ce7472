import type { PetSizeClass } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { gameWordLang } from '../../i18n/languages';

/** The class name in words (colour only decorates it), as players say it in English in every language. */
export function SizeClassBadge({ sizeClass }: { sizeClass: PetSizeClass }) {
  const { t } = useI18n();
  const language = useLanguage();
  return (
    <span
      className={`pet-size pet-size--${sizeClass}`}
      data-testid="pet-size-class"
      data-size-class={sizeClass}
      lang={gameWordLang(language)}
    >
      {t(`pet.sizeClass.${sizeClass}`)}
    </span>
  );
}
