import { useI18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { formatMonthYear } from '../../../lib/format';

/** A weather as a page names it; `describedAs` where the game's name is not known (game/schema.ts WeatherRecord). */
export interface NamedWeather {
  name: string;
  describedAs: { event: string; month: string } | null;
}

/**
 * A weather's name as the game writes it. One whose game name no source gives is said as what it is, a description
 * in the page's language (the event it comes with, as the game writes that, and the month), and marked as one, so it
 * is not read as the game's name. The mutation pages name its way the same: by the event.
 */
export function WeatherName({ weather, language }: { weather: NamedWeather; language: Language }) {
  const { t } = useI18n();
  if (weather.describedAs === null) return <>{weather.name}</>;
  const { event, month } = weather.describedAs;
  return (
    <span data-testid="weather-described">
      <i>{t('game.weatherDescribed', { event, month: formatMonthYear(month, language) })}</i> {t('game.weatherDescribedNote')}
    </span>
  );
}
