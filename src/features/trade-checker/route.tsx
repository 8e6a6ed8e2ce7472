import type { PageHandle } from '../../lib/pageMeta';
import { TradeCheckerPage } from './TradeCheckerPage';

/** A link or saved trade naming a fruit is read with the fruit code. */
export { tradePageCodec as urlState } from './loadFruitEntries';

export const handle: PageHandle = {
  meta: ({ t }) => ({
    title: t('trade.meta.title'),
    description: t('trade.meta.description'),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: t('trade.title'),
        applicationCategory: 'GameApplication',
        operatingSystem: 'Any',
        isAccessibleForFree: true,
      },
    ],
  }),
};

export function Component() {
  return <TradeCheckerPage />;
}
