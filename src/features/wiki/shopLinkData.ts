import type { SeedNote } from '../../game/shopFacts';
import type { Currency, ShopKey } from '../../game/types';
import type { NamedWeather } from './weather/WeatherName';

/** An egg a pet page links to, with the pet's chance in it. */
export interface EggLink {
  id: string;
  name: string;
}

/** A weather a mutation page links to. */
export interface WeatherLink extends NamedWeather {
  id: string;
}

/** A crop's seed as the Seed Shop's data holds it. */
export interface CropSeedShop {
  shopKey: ShopKey;
  price: number | null;
  currency: Currency | null;
  /** What the shop asks in Robux to buy it at once (the game's fallback price); null where the data gives none. */
  robuxPrice: number | null;
  asOf: string;
  confidence: string;
  /** Whether the shop hides it, sells it for a limited time, or a level unlocks it. */
  notes: SeedNote[];
}
