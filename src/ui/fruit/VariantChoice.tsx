import { useMemo } from 'react';
import { variants, type VariantId } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { gameWordLang } from '../../i18n/languages';
import { formatMultiplier } from '../../lib/format';
import { ChoiceGroup, type Choice } from '../ChoiceGroup';

/** The fruit's variant as one row of segments, each with its multiplier: the calculator's and the trade editor's. */
export function VariantChoice({ value, onChange, testId }: { value: VariantId; onChange: (variantId: VariantId) => void; testId: string }) {
  const { t } = useI18n();
  const language = useLanguage();
  const choices = useMemo<Choice<VariantId>[]>(
    () =>
      variants.map((variant) => ({
        value: variant.id,
        label: (
          <>
            <span lang={gameWordLang(language)}>{variant.name}</span>{' '}
            <span className="choice__detail">{formatMultiplier(variant.multiplier, language)}</span>
          </>
        ),
      })),
    [language],
  );
  return <ChoiceGroup legend={t('crop.variant.legend')} choices={choices} value={value} onChange={onChange} testId={testId} segmented />;
}
