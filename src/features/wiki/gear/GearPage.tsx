import type { TFunction } from 'i18next';
import type { GearSoldIn } from '../../../game/gearSale';
import { tierOfRarity } from '../../../game/types';
import { useI18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { confidenceWord } from '../../../lib/confidence';
import { formatMonthYear, formatNumber } from '../../../lib/format';
import { formatPrice, tierLabel, unknownAfter } from '../../../lib/gameText';
import { localizePath, PAGE_PATHS, wikiGearPath } from '../../../lib/paths';
import { formatAmount, formatChance, formatDuration } from '../../../lib/shopFormat';
import { DataNote } from '../../../ui/DataNote';
import { Link } from '../../../ui/Link';
import { ResearchNote } from '../../../ui/ResearchNote';
import { Breadcrumbs } from '../Breadcrumbs';
import { Fact } from '../Fact';
import { InfoboxFrame } from '../InfoboxFrame';
import { wikiListTrail } from '../listTrail';
import type { GearPageData } from './gearData';
import '../wiki.css';

/** Which event's shop ("The Fall Market event’s shop (September 2025).") or merchant sells it, or where older copies had it. */
function soldInText(t: TFunction, soldIn: GearSoldIn, language: Language): string {
  if (soldIn.kind === 'merchant') return t('shops.gearPage.soldByMerchant', { merchant: soldIn.merchant });
  if (soldIn.kind === 'before-2026') return t(`shops.gearPage.olderCopy.${soldIn.sale}`);
  return soldIn.month === null
    ? t('shops.gearPage.soldAtEventUndated', { event: soldIn.event })
    : t('shops.gearPage.soldAtEvent', { event: soldIn.event, date: formatMonthYear(soldIn.month, language) });
}

/** A gear's page: price, rarity, where it is sold, what it does where known, and its stock odds where read. */
export function GearPage({ gear, language }: GearPageData & { language: Language }) {
  const { t } = useI18n();
  const crumbs = wikiListTrail(t, 'gear', { name: gear.name, path: wikiGearPath(gear.id), gameName: true });
  return (
    <article className="page wiki-crop wiki-gear" data-gear={gear.id}>
      <Breadcrumbs crumbs={crumbs} language={language} />
      <h1>{gear.name}</h1>
      <div className="wiki-crop__layout">
        <p className="lead wiki-crop__intro">{t('shops.gearPage.intro', { name: gear.name })}</p>
        <InfoboxFrame title={t('shops.gearPage.facts.heading')}>
          <dl className="crop-facts">
            <Fact label={t('shops.gearPage.facts.rarity')}>{tierLabel(t, tierOfRarity(gear.rarity), 'shops.gearPage.facts.rarity')}</Fact>
            <Fact label={t('shops.gearPage.facts.price')} testId="gear-price">
              {formatPrice(t, gear.price, gear.currency, language, 'shops.gearPage.facts.price')}
            </Fact>
            {gear.robuxFallbackPrice === null ? null : (
              <Fact label={t('shops.gearPage.facts.robux')}>
                {formatPrice(t, gear.robuxFallbackPrice, 'Robux', language, 'shops.gearPage.facts.robux')}
              </Fact>
            )}
            <Fact label={t('shops.gearPage.facts.sale')} testId="gear-sale">
              {gear.soldIn === null ? (
                t(`shops.gear.sale.${gear.sale}`)
              ) : (
                // Two lines a screen reader counts as two items. Without bullets, Safari drops a list's role: it is said again.
                <ul role="list" className="gear-sale-list">
                  <li>{t(`shops.gear.sale.${gear.sale}`)}</li>
                  <li>{soldInText(t, gear.soldIn, language)}</li>
                </ul>
              )}
            </Fact>
            <Fact label={t('shops.gearPage.facts.effect')} testId="gear-effect">
              {gear.effect === null ? (
                unknownAfter(t, 'shops.gearPage.facts.effect')
              ) : (
                <ResearchNote prose={gear.effect} language={language} />
              )}
            </Fact>
            <Fact label={t('shops.gearPage.facts.stockChance')}>
              {gear.stockChance === null ? unknownAfter(t, 'shops.gearPage.facts.stockChance') : formatNumber(gear.stockChance, language)}
            </Fact>
            <Fact label={t('shops.gearPage.facts.amount')}>
              {formatAmount(t, gear.stockAmount, language, 'shops.gearPage.facts.amount')}
            </Fact>
            <Fact label={t('shops.gearPage.facts.perRestock')} testId="gear-chance">
              {formatChance(t, gear.chancePerRestock, language, 'shops.gearPage.facts.perRestock')}
            </Fact>
            {gear.stockChance === null ? null : (
              <Fact label={t('shops.gearPage.facts.reading')} testId="gear-reading">
                {gear.sale === 'not-sold'
                  ? t('shops.gearPage.reading.noShop')
                  : gear.readingConfidence === null
                    ? t('shops.gearPage.reading.unknown')
                    : t('shops.gearPage.reading.oneInN', { confidence: confidenceWord(t, gear.readingConfidence) })}
              </Fact>
            )}
            <Fact label={t('shops.gearPage.facts.withinHour')}>
              {formatChance(t, gear.chanceWithinHour, language, 'shops.gearPage.facts.withinHour')}
            </Fact>
            <Fact label={t('shops.gearPage.facts.wait')}>
              {gear.expectedWaitSeconds === null
                ? unknownAfter(t, 'shops.gearPage.facts.wait')
                : formatDuration(gear.expectedWaitSeconds, language)}
            </Fact>
            <Fact label={t('shops.gearPage.facts.data')} testId="gear-data">
              <DataNote asOf={gear.asOf} confidence={gear.confidence} undated="numbers" language={language} />
            </Fact>
          </dl>
        </InfoboxFrame>
        <div className="wiki-crop__body">
          <p>
            <Link to={localizePath(language, PAGE_PATHS.stock)}>{t('shops.stockLink')}</Link>
          </p>
        </div>
      </div>
    </article>
  );
}
