import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The part of a page computed from its address or saved state. While a page opened on a link or a saved calculation
 * is not live yet, CSS hides it behind "loading your calculation", so the prerendered defaults never pass for the
 * answer (see the boot script).
 */
export function Restorable({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="restorable">
      <p className="restorable__loading" data-testid="restoring">
        {t('ui.restoring')}
      </p>
      <div className="restorable__body">{children}</div>
    </div>
  );
}
