import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { confidenceWord } from '../../../lib/confidence';
import { formatListParts, formatNumber } from '../../../lib/format';
import { localizePath, wikiMutationPath } from '../../../lib/paths';
import { searchShopItems } from '../../../lib/shopSearch';
import { listSearchModel, weatherPageCodec } from '../../../links/listSearchQuery';
import { useUrlState } from '../../../links/urlState';
import { DataNote } from '../../../ui/DataNote';
import { Link } from '../../../ui/Link';
import { ResearchNote } from '../../../ui/ResearchNote';
import { NOTE_CELL, ScrollTable } from '../../../ui/ScrollTable';
import { Breadcrumbs } from '../Breadcrumbs';
import { wikiListTrail } from '../listTrail';
import { ShopSearch } from '../ShopSearch';
import type { WeatherPageData, WeatherRow } from './weatherData';
import { WeatherName } from './WeatherName';
import '../wiki.css';

/** What a weather does, how long it lasts and how often it comes, where fans report it, with how sure its timings are. */
function WeatherNotes({ weather, language }: { weather: WeatherRow; language: Language }) {
  const { t } = useI18n();
  const notes = (['effects', 'duration', 'frequency'] as const).flatMap((field) => {
    const note = weather[field];
    return note === null ? [] : [{ field, note }];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="weather-notes" data-testid="weather-notes">
      {notes.map(({ field, note }) => (
        <li key={field}>
          {t(`shops.weather.notes.${field}`)} <ResearchNote prose={note} language={language} />
        </li>
      ))}
      {weather.timingConfidence === null ? null : (
        <li>{t('shops.weather.notes.timingSure', { level: confidenceWord(t, weather.timingConfidence) })}</li>
      )}
    </ul>
  );
}

/** Every weather and server event with the mutations it gives, each linked to its mutation page. */
export function WeatherPage({ weathers, language }: WeatherPageData & { language: Language }) {
  const { t } = useI18n();
  const search = useUrlState(weatherPageCodec, listSearchModel);
  const { query } = search[0].list;
  const shown = useMemo(() => new Set(searchShopItems(weathers, query)), [weathers, query]);
  return (
    <article className="page wiki-index shop-index">
      <Breadcrumbs crumbs={wikiListTrail(t, 'weather')} language={language} />
      <h1>{t('shops.weather.title')}</h1>
      <p className="lead">{t('shops.weather.intro')}</p>
      <ShopSearch
        search={search}
        findByName={(query) => searchShopItems(weathers, query)}
        testId="weather"
        count={t('shops.weather.count', { count: shown.size, n: formatNumber(shown.size, language) })}
        empty={t('shops.weather.empty')}
        isEmpty={shown.size === 0}
      />
      <ScrollTable
        stickyRowNames
        label={t('shops.weather.scrolls')}
        caption={t('shops.weather.caption')}
        columns={[
          { label: t('shops.weather.name') },
          { label: t('shops.weather.kind') },
          { label: t('shops.weather.mutations') },
          { label: t('shops.weather.data') },
        ]}
        testId="weather-table"
      >
        <tbody>
          {/* Every row stays in the page (a link to a weather's row keeps its target); a search hides the others. */}
          {weathers.map((weather) => (
            <tr key={weather.id} id={`weather-${weather.id}`} hidden={!shown.has(weather)} data-weather={weather.id}>
              <th scope="row">
                <WeatherName weather={weather} language={language} />
              </th>
              <td>{t(`shops.weather.kinds.${weather.kind}`)}</td>
              <td>
                {weather.mutations.length === 0
                  ? t('shops.weather.noMutation')
                  : // Mutations the sources dispute are alternatives: "Toxic or Acidic".
                    formatListParts(weather.mutations.length, language, weather.mutationsDisputed ? 'disjunction' : 'conjunction').map(
                      (part, index) => {
                        if (typeof part === 'string') return <span key={`and-${index}`}>{part}</span>;
                        const mutation = weather.mutations[part]!;
                        return (
                          <span key={mutation.id}>
                            <Link to={localizePath(language, wikiMutationPath(mutation.id))}>{mutation.name}</Link> (
                            {confidenceWord(t, mutation.confidence)})
                          </span>
                        );
                      },
                    )}
              </td>
              <td className={NOTE_CELL}>
                <WeatherNotes weather={weather} language={language} />
                <DataNote asOf={weather.asOf} confidence={weather.confidence} undated="mutations" language={language} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </article>
  );
}
