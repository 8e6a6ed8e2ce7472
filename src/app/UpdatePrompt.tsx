import { useSyncExternalStore } from 'react';
import { useI18n } from '../i18n/i18n';
import { Notice } from '../ui/Notice';
import { dismissUpdate, pendingUpdateSnapshot, subscribeToUpdate } from './updateAvailable';

const noUpdateOnServer = () => null;

export function UpdatePrompt() {
  const { t } = useI18n();
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdateSnapshot, noUpdateOnServer);
  if (!apply) return null;
  return (
    <Notice className="update-prompt" data-testid="update-prompt" dismissLabel={t('ui.dismiss')} onDismiss={dismissUpdate}>
      <p>{t('update.available')}</p>
      <button type="button" className="button button--primary" onClick={apply}>
        {t('update.refresh')}
      </button>
    </Notice>
  );
}
