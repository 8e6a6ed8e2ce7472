import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { wikiListTrail } from './listTrail';
import { shopPageMeta } from './shopMeta';
import type { WeatherPageData } from './weather/weatherData';
import { WeatherPage } from './weather/WeatherPage';

/** The build gives the page every weather (weather.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<WeatherPageData>();

function Component({ weathers }: WeatherPageData) {
  return <WeatherPage weathers={weathers} language={useLanguage()} />;
}

export default {
  load,
  meta: (context) =>
    shopPageMeta(context, {
      title: context.t('shops.weather.meta.title'),
      description: context.t('shops.weather.meta.description'),
      path: PAGE_PATHS.weather,
      type: 'CollectionPage',
      trail: wikiListTrail(context.t, 'weather'),
    }),
  Component,
} satisfies PageModule<WeatherPageData>;
