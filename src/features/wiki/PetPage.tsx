import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { A_PET_THAT_GROWS, growthKnown, PET_LEVEL_CAP, petWeightAtAge, type PetGrowthKind } from '../../game';
import type { DataMonth, KnownPetHatch, Pet, PetEggDataFacts, PetEggOdds, PetHatch } from '../../game/pets';
import { sameOddsSource, type EggOddsSource } from '../../game/shopFacts';
import { firstSeenOf, GAME_DATA_VERSION } from '../../game/version';
import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { confidenceText, confidenceWord } from '../../lib/confidence';
import { formatIsoDate, formatKg, formatList, formatMonthYear, formatNumber, formatPercent } from '../../lib/format';
import { formatFirstSeen, formatSheckles, tierLabel } from '../../lib/gameText';
import { localizePath, PAGE_PATHS, wikiPetPath } from '../../lib/paths';
import { encodePetQuery } from '../../links/petQuery';
import { GameIcon } from '../../ui/GameIcon';
import { Link } from '../../ui/Link';
import { ResearchNote } from '../../ui/ResearchNote';
import { Breadcrumbs } from './Breadcrumbs';
import { oddsSourceText } from './eggs/oddsSource';
import { Fact } from './Fact';
import { InfoboxFrame } from './InfoboxFrame';
import { wikiListTrail } from './listTrail';
import { confidenceLevel, listedRarity, lowestConfidence, sourceKinds, type ConfidenceLevel } from './petFacts';
import type { PetPageData } from './petPageData';
import { RelatedLinks } from './RelatedLinks';
import { EggLinks } from './ShopLinks';
import './wiki.css';

const MILESTONES = [1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/**
 * Age-1 weights at the two ends and the middle of a pet's own hatch range. The middle is not called typical: how often
 * each weight of the range hatches is not in the data.
 */
export function exampleHatches(hatch: KnownPetHatch): { light: number; middle: number; heavy: number } {
  const [light, heavy] = hatch.ageOneRangeKg;
  return { light, middle: hatch.ageOneMiddleKg, heavy };
}

/**
 * The pet calculator for this pet, through the calculator's own link contract: at the middle of its hatch range when
 * the pet has one, otherwise with the pet alone (the calculator's own example weight, which the player replaces).
 */
function petCalculatorHref(language: Language, pet: Pet, hatch: PetHatch): string {
  const query = hatch.known
    ? encodePetQuery({ age: 1, kg: Math.round(hatch.ageOneMiddleKg * 1000) / 1000, all: false, pet: pet.id })
    : encodePetQuery({ pet: pet.id });
  return `${localizePath(language, PAGE_PATHS.petCalculator)}?${query}`;
}

/** A fact with the month the data dates it by: "… as of August 2025", or "as of about" where the data writes "~". */
function datedText(
  t: TFunction,
  fact: 'chances' | 'sellPrice' | 'unobtainable',
  asOf: DataMonth,
  language: Language,
  values: Record<string, string> = {},
): string {
  const options = { ...values, date: formatIsoDate(asOf.month, language) };
  return asOf.about ? t(`wiki.pet.facts.${fact}AsOfAbout`, options) : t(`wiki.pet.facts.${fact}AsOf`, options);
}

/**
 * One egg of the pet's: its chance, with how sure its source is where that is less than high and not what the fact
 * says of all its eggs (`factLevel`), which would say the same level twice.
 */
function eggLine(t: TFunction, egg: PetEggOdds, language: Language, factLevel: ConfidenceLevel | null): string {
  if (egg.chancePercent === null) return t('wiki.pet.facts.eggChanceUnknown', { egg: egg.egg });
  const chance = formatPercent(egg.chancePercent, language);
  const level = confidenceLevel(egg.chanceConfidence ?? undefined);
  return level === 'high' || level === factLevel
    ? t('wiki.pet.facts.eggChance', { egg: egg.egg, chance })
    : t('wiki.pet.facts.eggChanceSure', { egg: egg.egg, chance, level: confidenceWord(t, level) });
}

/**
 * Where the pet's chances come from, as their eggs' pages say it (oddsSourceText): one sentence for all where they share
 * a source (every pet's do in the data), said after their date; otherwise null, and each egg's line says its own.
 */
function sharedChanceSource(eggOdds: readonly PetEggOdds[]): EggOddsSource | null {
  const sources = eggOdds.flatMap((egg) => (egg.chanceSource === null ? [] : [egg.chanceSource]));
  const [first] = sources;
  return first !== undefined && sources.every((source) => sameOddsSource(source, first)) ? first : null;
}

/** The one date of the chances the page gives (the pet's own record dates them all alike), or null. */
function chancesAsOf(eggOdds: readonly PetEggOdds[]): DataMonth | null {
  return eggOdds.find((egg) => egg.chancePercent !== null)?.chanceAsOf ?? null;
}

type InfoboxFacts = Pick<PetPageData, 'pet' | 'eggOdds' | 'obtain' | 'abilityEffects' | 'abilityNumbers' | 'sellPriceAsOf'>;

function PetInfobox({
  pet,
  eggOdds,
  obtain,
  abilityEffects,
  abilityNumbers,
  sellPriceAsOf,
  language,
}: InfoboxFacts & { language: Language }) {
  const { t } = useI18n();
  const sayLevel = (level: ConfidenceLevel) =>
    // Said only where the sources are less than sure.
    level === 'high' ? null : <span className="pet-sure"> ({confidenceText(t, level)})</span>;
  const sure = (field: string) => sayLevel(confidenceLevel(pet.confidence[field]));
  // That an egg hatches the pet is as sure as the least sure source that says so: its own record or the egg data.
  const eggsSure = lowestConfidence([
    ...(pet.eggs.length === 0 ? [] : [confidenceLevel(pet.confidence.egg)]),
    ...eggOdds.flatMap((egg) => (egg.listedByEggData === null ? [] : [confidenceLevel(egg.listedByEggData)])),
  ]);
  const oddsAsOf = chancesAsOf(eggOdds);
  const oddsSource = sharedChanceSource(eggOdds);
  const price = pet.sellPrice === null ? null : formatSheckles(t, pet.sellPrice, language);
  return (
    <InfoboxFrame title={t('wiki.pet.facts.heading')}>
      <dl className="crop-facts">
        <Fact label={t('wiki.pet.facts.rarity')} testId="pet-rarity">
          {pet.rarity === null ? t('wiki.pet.facts.rarityUnknown') : tierLabel(t, pet.rarity)}
          {pet.rarity === null ? null : sure('rarity')}
        </Fact>
        <Fact label={t('wiki.pet.facts.eggs')} testId="pet-eggs">
          {eggOdds.length === 0 ? (
            t('wiki.pet.facts.eggsUnknown')
          ) : (
            <ul className="pet-fact-list">
              {eggOdds.map((egg) => (
                <li key={egg.egg}>
                  {eggLine(t, egg, language, eggsSure)}
                  {oddsSource === null && egg.chanceSource !== null ? (
                    <span className="pet-egg-source" data-testid="pet-egg-odds-source">
                      {oddsSourceText(t, egg.chanceSource)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {/* Under the eggs it qualifies, before the chances' date and source, so it does not read as said of the source. */}
          {eggsSure === null ? null : sayLevel(eggsSure)}
          {oddsAsOf === null ? null : (
            <span className="pet-as-of" data-testid="pet-odds-date">
              {datedText(t, 'chances', oddsAsOf, language)}
            </span>
          )}
          {/* Beside the chances, as an egg's page says it beside its odds: a fan's figure does not read as the game's. */}
          {oddsSource === null ? null : (
            <>
              {oddsAsOf === null ? null : ' '}
              <span data-testid="pet-odds-source">{oddsSourceText(t, oddsSource)}</span>
            </>
          )}
        </Fact>
        {obtain === null ? null : (
          <Fact label={t('wiki.pet.facts.obtain')} testId="pet-obtain">
            {obtain.kind === 'page' ? (
              <>
                <ResearchNote prose={obtain.how} language={language} /> ({t('wiki.pet.facts.obtainFromPage')})
              </>
            ) : (
              datedText(t, 'unobtainable', obtain.asOf, language)
            )}
          </Fact>
        )}
        <Fact label={t('wiki.pet.facts.abilities')} testId="pet-abilities">
          {pet.passives.length === 0 ? t('wiki.pet.facts.abilitiesUnknown') : formatList(pet.passives, language)}
          {pet.passives.length === 0 ? null : sure('passives')}
        </Fact>
        <Fact label={t('wiki.pet.facts.abilityEffects')} testId="pet-ability-effects">
          {abilityEffects.length === 0
            ? t('wiki.pet.facts.abilityEffectsUnknown')
            : // One line, as the data writes the notes: a clause may lean on the one before ("harvests a fruit for you; it may stay").
              abilityEffects.map((note, index) => (
                <Fragment key={note.en}>
                  {index === 0 ? null : t('wiki.pet.facts.noteSeparator')}
                  <ResearchNote prose={note} language={language} />
                </Fragment>
              ))}
          {abilityEffects.length === 0 ? null : sure('passives')}
        </Fact>
        {abilityNumbers === null ? null : (
          <Fact label={t('wiki.pet.facts.abilityNumbers')} testId="pet-ability-numbers">
            <ul className="pet-fact-list">
              {abilityNumbers.effects.map(({ passive, effect }) => (
                <li key={passive}>
                  {t('wiki.pet.facts.abilityNumberName', { passive })}{' '}
                  {effect === null ? t('wiki.pet.facts.abilityNumbersUnknown') : <ResearchNote prose={effect} language={language} />}
                </li>
              ))}
            </ul>
            <span className="pet-as-of">
              {t('wiki.pet.facts.abilityNumbersAsOf', { date: formatIsoDate(abilityNumbers.asOf, language) })}
            </span>
          </Fact>
        )}
        <Fact label={t('wiki.pet.facts.grows')} testId="pet-grows">
          {!growthKnown(pet)
            ? t('wiki.pet.facts.growsUnknown')
            : pet.growsWithAge
              ? t('wiki.pet.facts.growsYes')
              : t('wiki.pet.facts.growsNo')}
        </Fact>
        <Fact label={t('wiki.pet.facts.hunger')} testId="pet-hunger">
          {pet.defaultHunger === null
            ? t('wiki.pet.facts.hungerUnknown')
            : t('wiki.pet.facts.hungerAsOf', {
                hunger: formatNumber(pet.defaultHunger, language),
                // Every pet's hunger is the game data's export's (docs/game-data.md).
                date: formatIsoDate(GAME_DATA_VERSION, language),
              })}
        </Fact>
        <Fact label={t('wiki.pet.facts.sellPrice')} testId="pet-sell-price">
          {price === null
            ? t('wiki.pet.facts.sellPriceUnknown')
            : sellPriceAsOf === null
              ? price
              : datedText(t, 'sellPrice', sellPriceAsOf, language, { price })}
        </Fact>
        <Fact label={t('facts.firstSeen')} testId="pet-first-seen">
          {formatFirstSeen(t, firstSeenOf(pet.firstSeen), language)}
        </Fact>
        <Fact label={t('wiki.pet.facts.sources')} testId="pet-sources">
          {formatList(sourceKinds(pet.sources, t), language)}
        </Fact>
      </dl>
    </InfoboxFrame>
  );
}

function GrowthTable({ pet, hatch, language }: { pet: Pet & PetGrowthKind; hatch: KnownPetHatch; language: Language }) {
  const { t } = useI18n();
  const hatches = exampleHatches(hatch);
  const kg = (value: number) => formatKg(value, language, 2);
  // Each cell names its column, the age too: on a phone the rows are cards without the header (wiki.css, data-label).
  const columns = (['light', 'middle', 'heavy'] as const).map((key) => ({ key, label: t(`wiki.pet.growth.${key}`) }));
  return (
    <div className="pet-growth">
      <table className="value-table" data-testid="pet-growth">
        <caption id="pet-growth-caption">{t('wiki.pet.growth.caption', { name: pet.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wiki.pet.growth.age')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MILESTONES.map((age) => (
            <tr key={age} data-age={age} data-weight={petWeightAtAge(pet, hatches.middle, age)}>
              <th scope="row" data-label={t('wiki.pet.growth.age')}>
                {formatNumber(age, language)}
              </th>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label}>
                  {kg(petWeightAtAge(pet, hatches[column.key], age))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The pet's own hatch range, or that the data has none: then what every egg of the game's egg data rolled, dated and
 * said to be that data's, never this pet's.
 */
function HatchWeight({ pet, hatch, eggData, language }: { pet: Pet; hatch: PetHatch; eggData: PetEggDataFacts; language: Language }) {
  const { t } = useI18n();
  const kg = (value: number) => formatKg(value, language, 2);
  if (hatch.known) {
    // The pet's own range is read from the same egg data, so it carries that data's month.
    return (
      <p data-testid="pet-hatch" data-hatch="known">
        {t('wiki.pet.hatch.known', {
          name: pet.name,
          date: formatMonthYear(eggData.asOf, language),
          baseMin: kg(hatch.baseWeightRangeKg[0]),
          baseMax: kg(hatch.baseWeightRangeKg[1]),
          min: kg(hatch.ageOneRangeKg[0]),
          max: kg(hatch.ageOneRangeKg[1]),
        })}
        {hatch.hugeHatchOneIn === null
          ? null
          : ` ${t('wiki.pet.hatch.hugeOneIn', { oneIn: formatNumber(hatch.hugeHatchOneIn, language) })}`}
      </p>
    );
  }
  return (
    <>
      <p data-testid="pet-hatch" data-hatch="unknown">
        {t('wiki.pet.hatch.unknown', { name: pet.name })}
      </p>
      <p data-testid="pet-hatch-egg-data">
        {t('wiki.pet.hatch.eggData', {
          name: pet.name,
          date: formatMonthYear(eggData.asOf, language),
          baseMin: kg(eggData.baseWeightRangeKg[0]),
          baseMax: kg(eggData.baseWeightRangeKg[1]),
          min: kg(eggData.ageOneRangeKg[0]),
          max: kg(eggData.ageOneRangeKg[1]),
          oneIn: formatNumber(eggData.hugeHatchOneIn, language),
        })}
      </p>
    </>
  );
}

/**
 * The game's growth rule said of the pet, where its page cannot list weights by age: whether it grows is not known (a pet
 * known by name only), or its own hatch range is not (the rule is the same for every pet that grows).
 */
function GrowthRule({ pet, text, language }: { pet: Pet; text: 'unknownGrowth' | 'unknownHatch'; language: Language }) {
  const { t } = useI18n();
  return (
    <p data-testid={text === 'unknownGrowth' ? 'pet-grows-unknown' : 'pet-growth-unknown'}>
      {t(`wiki.pet.growth.${text}`, {
        name: pet.name,
        maxAge: formatNumber(PET_LEVEL_CAP, language),
        ratio: formatNumber(petWeightAtAge(A_PET_THAT_GROWS, 1, PET_LEVEL_CAP), language, 2),
      })}
    </p>
  );
}

function Growth({ pet, hatch, language }: { pet: Pet; hatch: PetHatch; language: Language }) {
  const { t } = useI18n();
  // Whether it grows is not known: the game's rule is said of a pet that grows, not of this one.
  if (!growthKnown(pet)) return <GrowthRule pet={pet} text="unknownGrowth" language={language} />;
  if (!pet.growsWithAge) return <p data-testid="pet-no-growth">{t('wiki.pet.growth.noGrowth', { name: pet.name })}</p>;
  if (hatch.known) return <GrowthTable pet={pet} hatch={hatch} language={language} />;
  return <GrowthRule pet={pet} text="unknownHatch" language={language} />;
}

/** The page every pet shares: its facts, hatch weight, growth by age, and pets like it. */
export function PetPage(props: PetPageData & { language: Language }) {
  const { pet, related, variantOf, eggOdds, hatch, eggData, eggPages, language } = props;
  const { t } = useI18n();
  const crumbs = wikiListTrail(t, 'pets', { name: pet.name, path: wikiPetPath(pet.id), gameName: true });
  const factsUnknown = pet.rarity === null && eggOdds.length === 0 && pet.passives.length === 0;
  return (
    <article className="page wiki-crop wiki-pet" data-pet={pet.id}>
      <Breadcrumbs crumbs={crumbs} language={language} />
      <h1>
        <GameIcon kind="pet" id={pet.id} tier={pet.rarity} size="large" />
        <span lang={gameWordLang(language)}>{pet.name}</span>
      </h1>
      <div className="wiki-crop__layout">
        <div className="wiki-crop__intro">
          <p className="lead" data-testid="pet-intro">
            {variantOf === null
              ? pet.rarity === null
                ? t('wiki.pet.introUnknown', { name: pet.name })
                : t('wiki.pet.intro', { name: pet.name, rarity: tierLabel(t, pet.rarity) })
              : pet.rarity === null
                ? t('wiki.pet.introVariantUnknown', { name: pet.name, base: variantOf.name })
                : t('wiki.pet.introVariant', { name: pet.name, base: variantOf.name, rarity: tierLabel(t, pet.rarity) })}
          </p>
          {factsUnknown ? (
            <p className="pet-facts-unknown" data-testid="pet-facts-unknown">
              {t(variantOf === null ? 'wiki.pet.factsUnknown' : 'wiki.pet.variantFactsUnknown')}
            </p>
          ) : null}
        </div>
        <PetInfobox {...props} />
        <div className="wiki-crop__body">
          <section aria-labelledby="pet-hatch">
            <h2 id="pet-hatch">{t('wiki.pet.hatch.heading')}</h2>
            <HatchWeight pet={pet} hatch={hatch} eggData={eggData} language={language} />
          </section>
          <section aria-labelledby="pet-growth-heading">
            <h2 id="pet-growth-heading">{t('wiki.pet.growth.heading')}</h2>
            <Growth pet={pet} hatch={hatch} language={language} />
          </section>
          <p>
            <Link className="button button--primary" to={petCalculatorHref(language, pet, hatch)} data-testid="pet-calculator-link">
              {t('wiki.pet.growth.calculator', { name: pet.name })}
            </Link>
          </p>
          <EggLinks eggs={eggPages} language={language} />
          {related.length > 0 ? (
            <RelatedLinks title={t('wiki.pet.related')} testId="related-pets">
              {related.map((other) => (
                <li key={other.id}>
                  <Link to={localizePath(language, wikiPetPath(other.id))} lang={gameWordLang(language)}>
                    {other.name}
                  </Link>{' '}
                  <span className="pet-links__rarity">{listedRarity(t, other.rarity)}</span>
                </li>
              ))}
            </RelatedLinks>
          ) : null}
        </div>
      </div>
    </article>
  );
}
