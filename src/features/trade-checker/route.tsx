import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { loadOpening } from '../../lib/urlState/useUrlState';
import { tradePageCodec } from './loadFruitEntries';
import { TradeCheckerPage } from './TradeCheckerPage';

/** A link or saved trade naming a fruit is read with the fruit code. */
async function load({ search, language }: PageLoadContext): Promise<Record<string, never>> {
  await loadOpening(tradePageCodec(language), search);
  return {};
}

export default {
  load,
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
  Component: () => <TradeCheckerPage />,
} satisfies PageModule<Record<string, never>>;
