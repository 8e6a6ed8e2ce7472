/** The weather page at build time: every weather and server event, with the mutations it gives. */
import { findMutation } from '../../game';
import { weathers } from '../../game/shopData';
import { newestSourceDate } from '../../game/shopFacts';
import type { WeatherPageData } from './weather/weatherData';

export function pageData(): WeatherPageData {
  return {
    weathers: weathers.map((weather) => ({
      id: weather.id,
      name: weather.name,
      // The data's kind is prose ("natural (lunar)", "admin/event …"); what a page says is whether it is a natural one.
      natural: weather.kind.startsWith('natural'),
      mutations: weather.mutations.map((given) => ({
        id: given.mutationId,
        name: findMutation(given.mutationId)?.name ?? given.mutation,
        confidence: given.confidence,
      })),
      asOf: newestSourceDate(weather.source),
      confidence: weather.confidence,
    })),
  };
}
