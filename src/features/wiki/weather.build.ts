/** The weather page at build time: every weather and server event, with the mutations it gives. */
import { findMutation } from '../../game';
import { isDisputedWay } from '../../game/mutationResearch';
import { noteValuesOf } from '../../game/noteValues';
import type { WeatherRecord } from '../../game/schema';
import { proseTranslations, weathers } from '../../game/shopData';
import { confidenceFor, confidenceWithout, weatherKind } from '../../game/shopFacts';
import { newestSourceDate } from '../../game/sourceDates';
import { localizeProse } from '../../lib/localizedProse';
import type { WeatherPageData } from './weather/weatherData';

/**
 * The record's confidence in what its row shows but its timings (graded beside them) and, where it gives mutations,
 * those too: each mutation a weather gives has its own grade beside it, which the record's
 * grade of its mutations as a whole would contradict (Rain: "Wet (high)" beside "medium (mutation)"). Null when no grade
 * is left (Night grades only its mutation and its timing).
 */
function shownConfidence(weather: WeatherRecord): string | null {
  const shown = confidenceWithout(weather.confidence, 'timing');
  const left = weather.mutations.length === 0 ? shown : confidenceWithout(shown, 'mutation');
  return left === '' ? null : left;
}

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
      effects: localizeProse(weather.effects, proseTranslations, noteValuesOf(weather)),
      duration: localizeProse(weather.duration, proseTranslations, noteValuesOf(weather)),
      frequency: localizeProse(weather.frequency, proseTranslations, noteValuesOf(weather)),
      timingConfidence: weather.duration === null && weather.frequency === null ? null : confidenceFor(weather.confidence, 'timing'),
      confidence: shownConfidence(weather),
    })),
  };
}
