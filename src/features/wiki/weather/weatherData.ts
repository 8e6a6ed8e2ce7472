import type { WeatherKind } from '../../../game/shopFacts';
import type { Confidence } from '../../../game/types';
import type { LocalizedProse } from '../../../lib/localizedProse';
import type { NamedWeather } from './WeatherName';

/** A weather or server event as the weather page lists it, with the mutations it gives. */
export interface WeatherRow extends NamedWeather {
  id: string;
  kind: WeatherKind;
  mutations: { id: string; name: string; confidence: Confidence }[];
  /** The sources disagree on which of its mutations it gives (Acid Rain: Acidic or Toxic): one of them, not all. */
  mutationsDisputed: boolean;
  asOf: string | null;
  /** What it does, how long it lasts and how often it comes, as fans report them, in every language a translation gives. */
  effects: LocalizedProse | null;
  duration: LocalizedProse | null;
  frequency: LocalizedProse | null;
  /** How sure the research is of the duration and frequency; null where it gives neither. */
  timingConfidence: Confidence | null;
  /** The research's grades of what the row shows; null when each mutation's own grade is all there is. */
  confidence: string | null;
}

export interface WeatherPageData {
  weathers: WeatherRow[];
}
