import { Fragment } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { confidenceWord } from '../../lib/confidence';
import { formatList, formatPercent } from '../../lib/format';
import { localizePath, PAGE_PATHS } from '../../lib/paths';
import { Link } from '../../ui/Link';
import { ShopClocks } from './ShopClocks';
import { shopName } from './shopName';
import type { ChanceReading, FanAppearance, StockPageData } from './stockData';
import { StockTable } from './StockTable';
import './stock.css';

type TabledShop = (typeof SHOP_TABLES)[number]['shop'];

/** How the page reads a shop's StockChance field, and how sure that reading is. */
function Reading({
  shop,
  reading,
  appearance,
  language,
}: {
  shop: TabledShop;
  reading: ChanceReading | undefined;
  appearance: readonly FanAppearance[];
  language: Language;
}) {
  const { t } = useI18n();
  // The rates fans report, each written by Intl ("99%", «99 %», «99‎%‎»): only the egg shop's basis names them.
  const rates = formatList(
    appearance.map(({ name, percent }) => t('stock.reading.rate', { egg: name, percent: formatPercent(percent, language) })),
    language,
  );
  return (
    <p className="stock-reading" data-testid={`reading-${shop}`}>
      {reading?.kind === 'one-in-n' && reading.confidence !== null
        ? t('stock.reading.oneInN', { confidence: confidenceWord(t, reading.confidence) })
        : t('stock.reading.unknown')}{' '}
      {t(`stock.reading.basis.${shop}`, { rates })}
    </p>
  );
}

/**
 * The shops whose items the page tables, each with the page data's list its items are in and its table's caption. The
 * Seed Shop's Tier 2 tab has a table of its own: its StockChance reading is less sure than the main tab's.
 */
const SHOP_TABLES = [
  { shop: 'seed', items: 'seeds', caption: 'stock.odds.seeds' },
  { shop: 'seed-tier-2', items: 'seeds', caption: 'stock.odds.seedsTier2' },
  { shop: 'gear', items: 'gear', caption: 'stock.odds.gear' },
  { shop: 'egg', items: 'eggs', caption: 'stock.odds.eggs' },
] as const;

/** A shop without a clock in the data: its items' chances over its restocks are unknown. */
const NO_CLOCK = { intervalSeconds: null };

/** Every shop's restock clock, counted down live in the visitor's time, and the odds of the seeds, gear and eggs. */
export function StockPage({ language, ...data }: StockPageData & { language: Language }) {
  const { t } = useI18n();
  const { clocks, readings } = data;
  return (
    <article className="page stock-page">
      <h1>{t('stock.title')}</h1>
      <p className="lead">{t('stock.intro')}</p>
      <section aria-labelledby="stock-clocks">
        <h2 id="stock-clocks">{t('stock.clocks.heading')}</h2>
        <p>{t('stock.clocks.how')}</p>
        <ShopClocks clocks={clocks} language={language} />
      </section>
      <section aria-labelledby="stock-odds">
        <h2 id="stock-odds">{t('stock.odds.heading')}</h2>
        <p>{t('stock.odds.formula')}</p>
        {SHOP_TABLES.map(({ shop, items, caption }) => (
          <Fragment key={shop}>
            <h3>{shopName(t, shop)}</h3>
            <Reading shop={shop} reading={readings[shop]} appearance={shop === 'egg' ? data.eggAppearance : []} language={language} />
            <StockTable
              items={data[items].filter((item) => item.shopKey === shop)}
              clock={clocks.find((clock) => clock.key === shop) ?? NO_CLOCK}
              caption={t(caption)}
              label={t('ui.scrollsSideways', { table: shopName(t, shop) })}
              testId={`${shop}-table`}
              language={language}
            />
          </Fragment>
        ))}
      </section>
      <ul className="stock-links">
        <li>
          <Link to={localizePath(language, PAGE_PATHS.eggIndex)}>{t('stock.links.eggs')}</Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.gearIndex)}>{t('stock.links.gear')}</Link>
        </li>
        <li>
          <Link to={localizePath(language, PAGE_PATHS.weather)}>{t('stock.links.weather')}</Link>
        </li>
      </ul>
    </article>
  );
}
