import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatPrice } from '../../lib/gameText';
import { localizePath, PAGE_PATHS, wikiEggPath, wikiWeatherPath } from '../../lib/paths';
import { seedNoteText } from '../../lib/shopFormat';
import { DataNote } from '../../ui/DataNote';
import { Link } from '../../ui/Link';
import { RelatedLinks } from './RelatedLinks';
import type { CropSeedShop, EggLink, WeatherLink } from './shopLinkData';
import { WeatherName } from './weather/WeatherName';

/**
 * A pet page's eggs, each linked to its egg page (the egg pages link back). The chances are in the page's facts, with
 * how sure each source is: a second copy here showed a low-confidence chance as if it were sure.
 */
export function EggLinks({ eggs, language }: { eggs: readonly EggLink[]; language: Language }) {
  const { t } = useI18n();
  if (eggs.length === 0) return null;
  return (
    <RelatedLinks title={t('wiki.pet.eggPages')} testId="pet-egg-pages">
      {eggs.map((egg) => (
        <li key={egg.id}>
          <Link to={localizePath(language, wikiEggPath(egg.id))}>{egg.name}</Link>
        </li>
      ))}
    </RelatedLinks>
  );
}

/** A mutation page's weathers, each linked to its row of the weather page (which links back). */
export function WeatherLinks({ weathers, language }: { weathers: readonly WeatherLink[]; language: Language }) {
  const { t } = useI18n();
  if (weathers.length === 0) return null;
  return (
    <RelatedLinks title={t('wiki.mutation.weathers')} testId="mutation-weathers">
      {weathers.map((weather) => (
        <li key={weather.id}>
          <Link to={localizePath(language, wikiWeatherPath(weather.id))}>
            <WeatherName weather={weather} language={language} />
          </Link>
        </li>
      ))}
    </RelatedLinks>
  );
}

/** A crop page's seed in the Seed Shop's data: its price there, with the data's date and confidence, or that only community lists name it there. */
export function SeedShopLine({ seed, byNameOnly, language }: { seed: CropSeedShop | null; byNameOnly: boolean; language: Language }) {
  const { t } = useI18n();
  const stockLink = <Link to={localizePath(language, PAGE_PATHS.stock)}>{t('wiki.index.stockLink')}</Link>;
  if (seed === null) {
    return byNameOnly ? (
      <p data-testid="crop-seed-shop">
        {t('wiki.crop.seedShopNameOnly')} {stockLink}
      </p>
    ) : null;
  }
  return (
    <p data-testid="crop-seed-shop">
      {t(seed.shopKey === 'seed-tier-2' ? 'wiki.crop.seedShopTier2' : 'wiki.crop.seedShop', {
        // The seed's price, as the crop facts' label names it (the crop page loads no stock texts).
        price: formatPrice(t, seed.price, seed.currency, language, 'facts.seedPrice'),
      })}{' '}
      {seed.robuxPrice === null ? null : (
        <>{t('wiki.crop.seedShopRobux', { price: formatPrice(t, seed.robuxPrice, 'Robux', language, 'facts.seedPrice') })} </>
      )}
      {seed.notes.map((note) => (
        <span key={note.kind}>{seedNoteText(t, note, language)} </span>
      ))}
      <DataNote asOf={seed.asOf} confidence={seed.confidence} undated="numbers" language={language} /> {stockLink}
    </p>
  );
}
