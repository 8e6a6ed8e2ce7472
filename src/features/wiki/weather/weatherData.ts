import type { Confidence } from '../../../game/types';

/** A weather or server event as the weather page lists it, with the mutations it gives. */
export interface WeatherRow {
  id: string;
  name: string;
  natural: boolean;
  mutations: { id: string; name: string; confidence: Confidence }[];
  asOf: string | null;
  confidence: string;
}

export interface WeatherPageData {
  weathers: WeatherRow[];
}
