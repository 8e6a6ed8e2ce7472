/** The weather page at build time: every weather and server event, with the mutations it gives. */
import { findMutation } from '../../game';
import { isDisputedWay } from '../../game/mutationResearch';
import type { WeatherRecord } from '../../game/schema';
import { weathers } from '../../game/shopData';
import { confidenceWithout, newestSourceDate, weatherKind } from '../../game/shopFacts';
import type { WeatherPageData } from './weather/weatherData';

const gradesEachMutation = (weather: WeatherRecord): boolean => weather.mutations.length > 0;

export function pageData(): WeatherPageData {
  return {
    weathers: weathers.map((weather) => ({
      id: weather.id,
      name: weather.name,
      describedAs: weather.describedAs ?? null,
      kind: weatherKind(weather.kind),
      mutations: weather.mutations.map((given) => ({
        id: given.mutationId,
        name: findMutation(given.mutationId)?.name ?? given.mutation,
        confidence: given.confidence,
      })),
      mutationsDisputed: weather.mutations.length > 1 && weather.mutations.every((given) => isDisputedWay(given.mutationId, weather.name)),
      asOf: newestSourceDate(weather.source),
      // The page shows no timings (fan durations and frequencies, prose in English only), so not their confidence; and
      // where each mutation given has its own confidence beside it, the record's for its mutations as a whole would
      // contradict it (Rain: "Wet (high)" beside "medium (mutation)").
      confidence: gradesEachMutation(weather)
        ? confidenceWithout(confidenceWithout(weather.confidence, 'timing'), 'mutation')
        : confidenceWithout(weather.confidence, 'timing'),
    })),
  };
}
