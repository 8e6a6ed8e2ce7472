import { useId } from 'react';
import type { Crop } from '../../game';
import { useI18n } from '../../i18n/i18n';

/** In place of the weight field for a crop whose base weight no source gives: it is valued at its base weight. */
export function UnknownWeight({ crop }: { crop: Crop }) {
  const { t } = useI18n();
  const labelId = useId();
  return (
    <div className="field" role="group" aria-labelledby={labelId}>
      <span className="field__label" id={labelId}>
        {t('crop.weight.label')}
      </span>
      <p className="field__hint" data-testid="weight-unknown">
        {t('crop.weight.unknown', { crop: crop.name })}
      </p>
    </div>
  );
}
