import { useSyncExternalStore } from 'react';
import { useI18n } from '../i18n/i18n';
import { DisclosureMenu } from '../ui/DisclosureMenu';
import { applyThemeChoice, readThemeChoice, subscribeToThemeChoice, THEME_CHOICES, type ThemeChoice } from './theme';

// The prerendered HTML cannot know the stored choice, so the server snapshot is "system".
const serverChoice = () => 'system' as const;

const ICONS: Record<ThemeChoice, string> = {
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
};

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg className="header-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[choice]} />
    </svg>
  );
}

/** The colour scheme: the device's, light or dark, as a compact menu; the pick is remembered. */
export function ThemeSwitch() {
  const { t } = useI18n();
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, serverChoice);

  return (
    <DisclosureMenu
      className="theme-menu"
      testId="theme-menu"
      label={t('theme.current', { choice: t(`theme.${choice}`) })}
      summary={<ThemeIcon choice={choice} />}
    >
      {(close) => (
        <ul role="list" aria-label={t('theme.label')}>
          {THEME_CHOICES.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="disclosure-menu__item"
                aria-pressed={option === choice}
                onClick={() => {
                  applyThemeChoice(option);
                  close();
                }}
              >
                <ThemeIcon choice={option} />
                {t(`theme.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}
