import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { queryNamesFruit, TRADE_STATE } from '../../links/tradeQuery';
import { openingQueryAt } from '../../links/urlState';
import { TradeCheckerPage, type TradeCheckerProps } from './TradeCheckerPage';
import { loadFruitEntries } from './tradeState';

/** A link or saved trade naming a fruit is read, valued and edited with the fruit code, which comes with the page. */
async function load({ search, language }: PageLoadContext): Promise<TradeCheckerProps> {
  const namesFruit = queryNamesFruit(openingQueryAt(TRADE_STATE, search));
  return { fruitCode: namesFruit ? await loadFruitEntries(language) : null };
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
  Component: TradeCheckerPage,
} satisfies PageModule<TradeCheckerProps>;
