import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyThemeChoice, isThemeChoice, readThemeChoice, subscribeToThemeChoice, THEME_CHOICES } from './theme';

// The prerendered HTML cannot know the stored choice, so the server snapshot is "system".
const serverChoice = () => 'system' as const;

export function ThemeSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, serverChoice);

  return (
    <div className="header-control">
      <label htmlFor={id}>{t('theme.label')}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) applyThemeChoice(event.target.value);
        }}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
