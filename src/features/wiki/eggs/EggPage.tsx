import { useI18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { percentColumn } from '../../../lib/columnDigits';
import { formatIsoDate, formatListParts, formatNumber, formatPercent } from '../../../lib/format';
import { formatPrice, unknownAfter } from '../../../lib/gameText';
import { localizePath, PAGE_PATHS, wikiEggPath, wikiPetPath } from '../../../lib/paths';
import { formatAsOf, formatDuration } from '../../../lib/shopFormat';
import { BreakableNumbers } from '../../../ui/BreakableNumbers';
import { DataNote } from '../../../ui/DataNote';
import { Link } from '../../../ui/Link';
import { ResearchNote, showsEnglishNote } from '../../../ui/ResearchNote';
import { LONG_NUMBER_CELL, NUMBER_CELL, ScrollTable } from '../../../ui/ScrollTable';
import { Breadcrumbs } from '../Breadcrumbs';
import { Fact } from '../Fact';
import { InfoboxFrame } from '../InfoboxFrame';
import { wikiListTrail } from '../listTrail';
import type { EggHatch, EggPageData } from './eggData';
import { EggPrice } from './EggPrice';
import { oddsSourceText } from './oddsSource';
import '../wiki.css';

function HatchLink({ hatch, language }: { hatch: EggHatch; language: Language }) {
  if (hatch.page === null) return <>{hatch.name}</>;
  const path = hatch.page.kind === 'pet' ? wikiPetPath(hatch.page.id) : wikiEggPath(hatch.page.id);
  return <Link to={localizePath(language, path)}>{hatch.name}</Link>;
}

/** The lead of an egg's page: what it is, where the data holds a chest or an internal entry among the eggs. */
/** The sentence an egg page opens with, by what the entry is (the route's description for an entry that is no egg). */
export const INTRO_KEYS = { egg: 'shops.egg.intro', chest: 'shops.egg.introChest', internal: 'shops.egg.introInternal' } as const;

/**
 * An egg's page: its facts and every pet it hatches, with the chance and the Sheckles it takes, then any egg it
 * hatches instead of a pet. A chest the data lists with the eggs shows its price and sale only.
 */
export function EggPage({
  egg,
  hatches,
  eggsInside,
  asOf,
  priceAsOf,
  oddsAsOf,
  oddsSource,
  language,
}: EggPageData & { language: Language }) {
  const { t } = useI18n();
  // A hatch's chance unknown reads as in the chance column, also beside an egg it hatches, where it stands for that chance.
  const chanceUnknown = unknownAfter(t, 'shops.egg.hatches.chance');
  // The chance column's percentages with one number of decimals, as many as its most precise chance needs.
  const chanceCell = percentColumn(
    hatches.map((hatch) => hatch.chancePercent),
    language,
  );
  const hatchesPets = egg.kind !== 'chest';
  const crumbs = wikiListTrail(t, 'eggs', { name: egg.name, path: wikiEggPath(egg.id), gameName: true });
  // A column of "unknown" in every row (no Sheckles price, or no odds to divide it by) is left out, and said once under
  // the table: it was so in 28 of the 39 tables.
  const shecklesKnown = hatches.some((hatch) => hatch.shecklesToHatch !== null);
  // The Sheckles column is the price over each chance: where the price is of another copy than the odds, it says which.
  const priceDate = priceAsOf ?? asOf;
  const pricedApart = priceDate !== null && priceDate !== oddsAsOf && shecklesKnown;
  return (
    <article className="page wiki-crop wiki-egg" data-egg={egg.id}>
      <Breadcrumbs crumbs={crumbs} language={language} />
      <h1>{egg.name}</h1>
      <div className="wiki-crop__layout">
        <p className="lead wiki-crop__intro" data-testid="egg-intro">
          {t(INTRO_KEYS[egg.kind], { name: egg.name })}
        </p>
        <InfoboxFrame title={t(hatchesPets ? 'shops.egg.facts.heading' : 'shops.egg.facts.headingChest')}>
          <dl className="crop-facts">
            <Fact label={t('shops.egg.facts.price')} testId="egg-price">
              <EggPrice price={egg.price} currency={egg.currency} language={language} />
              {priceAsOf === null || priceAsOf === asOf ? null : (
                // Older than the entry's date below: said beside the price, so that date is not read as the price's.
                <span className="egg-price-date" data-testid="egg-price-date">
                  {formatAsOf(t, priceAsOf, language)}
                </span>
              )}
            </Fact>
            {egg.robuxFallbackPrice === null ? null : (
              <Fact label={t('shops.egg.facts.robux')}>
                {formatPrice(t, egg.robuxFallbackPrice, 'Robux', language, 'shops.egg.facts.robux')}
              </Fact>
            )}
            <Fact label={t('shops.egg.facts.soldIn')}>
              {egg.soldIn === null ? unknownAfter(t, 'shops.egg.facts.soldIn') : <ResearchNote prose={egg.soldIn} language={language} />}
            </Fact>
            <Fact label={t('shops.egg.facts.availability')} testId="egg-availability">
              {egg.availability === null ? (
                unknownAfter(t, 'shops.egg.facts.availability')
              ) : (
                <ResearchNote prose={egg.availability} language={language} />
              )}
            </Fact>
            {hatchesPets ? (
              <Fact label={t('shops.egg.facts.hatchTime')} testId="egg-hatch-time">
                {egg.hatchTimeSeconds === null
                  ? unknownAfter(t, 'shops.egg.facts.hatchTime')
                  : formatDuration(egg.hatchTimeSeconds, language)}
              </Fact>
            ) : null}
            {hatchesPets ? (
              <Fact label={t('shops.egg.facts.stockChance')}>
                {egg.eggShopStockChance === null
                  ? unknownAfter(t, 'shops.egg.facts.stockChance')
                  : formatNumber(egg.eggShopStockChance, language)}
              </Fact>
            ) : null}
            <Fact label={t('shops.egg.facts.data')} testId="egg-data">
              <DataNote asOf={asOf} confidence={egg.confidence} undated="numbers" language={language} />
            </Fact>
          </dl>
        </InfoboxFrame>
        <div className="wiki-crop__body">
          <p data-testid="egg-obtain">
            {t(showsEnglishNote(egg.obtain, language) ? 'shops.notesInEnglish' : 'shops.notes')}{' '}
            <ResearchNote prose={egg.obtain} language={language} />
          </p>
          {egg.eggShopStockChance === null ? null : (
            <p>
              {t('shops.egg.facts.stockChanceNote')} <Link to={localizePath(language, PAGE_PATHS.stock)}>{t('shops.stockLink')}</Link>
            </p>
          )}
          {hatchesPets ? (
            <section aria-labelledby="egg-hatches">
              <h2 id="egg-hatches">{t('shops.egg.hatches.heading')}</h2>
              {/* Before the odds: a fan's figure looked like the game's, with only "Confidence: low" to tell them apart. */}
              {oddsSource === null ? null : <p data-testid="egg-odds-source">{oddsSourceText(t, oddsSource)}</p>}
              {hatches.length === 0 ? (
                <p>{t('shops.egg.hatches.none')}</p>
              ) : (
                <ScrollTable
                  // Not the section's own name: two regions of one name (axe: landmark-unique).
                  label={t('ui.scrollsSideways', { table: t('shops.egg.hatches.heading') })}
                  caption={
                    <>
                      {t(shecklesKnown ? 'shops.egg.hatches.caption' : 'shops.egg.hatches.captionChances', { name: egg.name })}{' '}
                      {pricedApart ? <>{t('shops.egg.hatches.priceAsOf', { date: formatIsoDate(priceDate, language) })} </> : null}
                      <DataNote asOf={oddsAsOf} confidence={egg.confidence} undated="odds" language={language} />
                    </>
                  }
                  columns={[
                    { label: t('shops.egg.hatches.pet') },
                    { label: t('shops.egg.hatches.chance'), numeric: true },
                    ...(shecklesKnown ? [{ label: t('shops.egg.hatches.sheckles'), numeric: true }] : []),
                  ]}
                  testId="egg-hatches"
                >
                  <tbody>
                    {hatches.map((hatch) => (
                      <tr key={hatch.name} data-pet={hatch.page?.id}>
                        {/* The game's English name, read as English (a screen reader's voice); it breaks only between words, and one
                            of several words keeps its line where the table has room (wiki.css). */}
                        <th scope="row" lang="en" className={/\s/.test(hatch.name) ? 'egg-hatches__words' : undefined}>
                          <HatchLink hatch={hatch} language={language} />
                        </th>
                        {!shecklesKnown ? (
                          <td className={NUMBER_CELL}>{hatch.chancePercent === null ? chanceUnknown : chanceCell(hatch.chancePercent)}</td>
                        ) : hatch.chancePercent === null ? (
                          // Without the chance, the Sheckles (price ÷ chance) are unknown too: one "unknown" for both, as
                          // two side by side ran a phone's table past its box in Spanish and Portuguese.
                          <td colSpan={2} className="egg-hatches__unknown">
                            {chanceUnknown}
                          </td>
                        ) : (
                          <>
                            <td className={NUMBER_CELL}>{chanceCell(hatch.chancePercent)}</td>
                            <td className={LONG_NUMBER_CELL}>
                              {hatch.shecklesToHatch === null ? (
                                unknownAfter(t, 'shops.egg.hatches.sheckles')
                              ) : (
                                // In Sheckles, as the column's heading says: the unit in every row only widened it past a phone.
                                <BreakableNumbers text={formatNumber(Math.round(hatch.shecklesToHatch), language)} language={language} />
                              )}
                            </td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
              )}
              {eggsInside.length === 0 ? null : (
                <p data-testid="egg-eggs-inside">
                  {t('shops.egg.hatches.eggsInside')}{' '}
                  {formatListParts(eggsInside.length, language).map((part, index) => {
                    if (typeof part === 'string') return <span key={`and-${index}`}>{part}</span>;
                    const inside = eggsInside[part]!;
                    return (
                      <span key={inside.name}>
                        <HatchLink hatch={inside} language={language} /> (
                        {inside.chancePercent === null ? chanceUnknown : formatPercent(inside.chancePercent, language)})
                      </span>
                    );
                  })}
                </p>
              )}
              {/* Said of the table's Sheckles: an egg whose pets are not in the data has no table to say it of. */}
              {hatches.length === 0 ? null : (
                <p>{t(shecklesKnown ? 'shops.egg.hatches.shecklesOnly' : 'shops.egg.hatches.shecklesUnknown')}</p>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
