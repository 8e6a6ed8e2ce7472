import type { WeatherKind } from '../../../game/shopFacts';
import type { Confidence } from '../../../game/types';
import type { NamedWeather } from './WeatherName';

/** A weather or server event as the weather page lists it, with the mutations it gives. */
export interface WeatherRow extends NamedWeather {
  id: string;
  kind: WeatherKind;
  mutations: { id: string; name: string; confidence: Confidence }[];
  /** The sources disagree on which of its mutations it gives (Acid Rain: Acidic or Toxic): one of them, not all. */
  mutationsDisputed: boolean;
  asOf: string | null;
  confidence: string;
}

export interface WeatherPageData {
  weathers: WeatherRow[];
}
