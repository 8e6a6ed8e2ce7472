import './tradeChecker.css';
import type { TFunction } from 'i18next';
import { useCallback, useId, useMemo, useRef } from 'react';
import { askEngine, MAX_TRADE_ITEMS, TRADE_BANDS, type TradeBand, type TradeFruit, type TradeResult } from '../../game';
import { compareTrade } from '../../game/tradeWorth';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import {
  formatList,
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
  leftToRight,
  linkNumber,
} from '../../lib/format';
import { MAX_QUANTITY, MAX_WEIGHT_KG, MIN_WEIGHT_KG } from '../../links/cropQuery';
import {
  encodeTradeItem,
  MAX_TYPED_SHECKLES,
  TRADE_QUERY_KEYS,
  TRADE_SIDES,
  type TradeItemFault,
  type TradeSide,
} from '../../links/tradeQuery';
import { Amount } from '../../ui/Amount';
import { AnswerAnnouncement } from '../../ui/AnswerAnnouncement';
import { BreakableNumbers } from '../../ui/BreakableNumbers';
import { ChoiceGroup, type Choice } from '../../ui/ChoiceGroup';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { mutationClearing } from '../../ui/fruit/mutationClearing';
import { LinkNotice, linkValues, type LinkReasons } from '../../ui/LinkNotice';
import { Notice } from '../../ui/Notice';
import { Restorable } from '../../ui/prerenderedHtml';
import { UndoableClearButton } from '../../ui/UndoableClearButton';
import { TradeSidePanel } from './TradeSidePanel';
import {
  entryIsStale,
  otherSide,
  saysNothingYet,
  useTradeState,
  type Arrival,
  type FruitCode,
  type TradeEntry,
  type TradeLinkReport,
} from './tradeState';

/** The typed value the notice's examples write. */
const EXAMPLE_SHECKLES = 2_500_000n;

/** A fruit and a typed value as a link writes them: what the notice shows an item of the wrong shape. */
const EXAMPLE_ITEMS = {
  fruit: encodeTradeItem({
    kind: 'fruit',
    cropId: 'moon-mango',
    weightKg: 15,
    variantId: 'rainbow',
    mutationIds: ['frozen', 'shocked'],
    quantity: 1,
  }),
  typed: encodeTradeItem({ kind: 'custom', sheckles: EXAMPLE_SHECKLES }),
};

function TradeLinkNotice({
  report,
  fruitCode,
  onDismiss,
}: {
  report: TradeLinkReport;
  fruitCode: FruitCode | null;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const language = useLanguage();
  // Limits as a link writes them (a dot, no grouping), which the sentences ask for: not in the page's own number format.
  const whys = {
    shape: t('trade.link.shape', { fruit: leftToRight(EXAMPLE_ITEMS.fruit), typed: leftToRight(EXAMPLE_ITEMS.typed) }),
    crop: t('link.crop'),
    weight: t('link.weight', { min: linkNumber(MIN_WEIGHT_KG), max: linkNumber(MAX_WEIGHT_KG) }),
    unweighedWeight: t('trade.link.unweighedWeight'),
    // The item was read against the fruit code's data, so it is there to list the variants (ids, as a link writes them).
    variant: fruitCode ? t('link.variant', { variants: linkValues(fruitCode.variantIds, language) }) : t('trade.link.badItem'),
    quantity: t('link.quantity', { max: linkNumber(MAX_QUANTITY) }),
    typedDigits: t('trade.link.typedDigits', { example: linkNumber(EXAMPLE_SHECKLES) }),
    typedMax: t('trade.link.typedMax', { max: linkNumber(MAX_TYPED_SHECKLES) }),
  } satisfies Record<TradeItemFault, string>;
  return (
    <LinkNotice
      dropped={report.dropped}
      reasons={
        {
          // An item whose fault is not known: a fruit read without the game data.
          give: t('trade.link.badItem'),
          get: t('trade.link.badItem'),
          band: t('trade.link.badBand', {
            bands: formatList(
              TRADE_BANDS.map((band) => formatPercent(band, language)),
              language,
              'disjunction',
            ),
          }),
        } satisfies LinkReasons<typeof TRADE_QUERY_KEYS>
      }
      partReasons={{ give: t('trade.link.badMutation'), get: t('trade.link.badMutation') }}
      whys={whys}
      onDismiss={onDismiss}
      testId="trade-link-notice"
    >
      {report.changes.map((change, index) => (
        <p key={index}>
          {change.kind === 'overLimit'
            ? t('trade.link.overLimit', {
                side: t(`trade.side.${change.side}`),
                count: change.left,
                n: formatNumber(change.left, language),
                max: formatNumber(MAX_TRADE_ITEMS, language),
              })
            : // A fruit's mutations were completed with the fruit code, so it is there to word them and their rules.
              `${t('trade.link.mutations', {
                side: t(`trade.side.${change.side}`),
                position: formatNumber(change.position + 1, language),
                changes: fruitCode?.describeChanges(change.changes, t, language) ?? '',
              })} ${fruitCode?.describeReasons(change.changes, t, language) ?? ''}`.trim()}
        </p>
      ))}
    </LinkNotice>
  );
}

interface ArrivalNoticeProps {
  arrival: Arrival;
  /** The fruit code, there as the trade holds a fruit. */
  fruitCode: FruitCode | null;
  /** The fruit added, while the trade holds it as added (on either side: Swap sides takes it along). */
  added: TradeEntry | undefined;
  /** How many items the trade holds now, on both sides. */
  itemCount: number;
  onKeepOnly: (key: number) => void;
  onUndo: (() => void) | null;
  onDismiss: () => void;
}

/**
 * What the calculator's "Add to a trade" did: the fruit it put on "you give" of the last trade, and how many items that
 * trade already had, which a player who came for a new trade would not expect; with a new trade of the fruit alone.
 * Said as what was done, which stays true whatever the player does next (the notice said the old items were "still in
 * it" after they were cleared).
 */
function ArrivalNotice({ arrival, fruitCode, added, itemCount, onKeepOnly, onUndo, onDismiss }: ArrivalNoticeProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const fruit = fruitCode?.fruitData.findCrop(arrival.cropId)?.name;
  if (fruit === undefined) return null;
  const stillAdded = added?.item.kind === 'fruit' && added.item.cropId === arrival.cropId;
  // The fruit alone: a new trade of it would change nothing. The button stays while it offers to undo the one it made,
  // where the focus is (aria-disabled then), and goes when the player took the other items away by hand.
  const alone = itemCount <= 1;
  return (
    // The region beside its button announces what is done with it; the notice itself is there as the page opens.
    <Notice announce={false} dismissLabel={t('ui.dismiss')} onDismiss={onDismiss} className="trade-arrival" data-testid="trade-arrival">
      <p>
        {arrival.kept > 0
          ? t('trade.arrival.addedToLast', { fruit, count: arrival.kept, n: formatNumber(arrival.kept, language) })
          : t('trade.arrival.addedToNew', { fruit })}
      </p>
      {arrival.kept > 0 && stillAdded && (!alone || onUndo) ? (
        <div className="trade-actions">
          <UndoableClearButton onClear={() => onKeepOnly(added.key)} onUndo={onUndo} nothingToClear={alone} testId="trade-keep-only">
            {t('trade.arrival.keepOnly', { fruit })}
          </UndoableClearButton>
        </div>
      ) : null}
    </Notice>
  );
}

const absolute = (value: bigint) => (value < 0n ? -value : value);
const saysSomething = (entry: TradeEntry) => !saysNothingYet(entry);

/** How many items each side holds that say something of the trade (a typed value left empty says nothing yet). */
type ItemCounts = Readonly<Record<TradeSide, number>>;

/**
 * A trade with a side still empty has no verdict yet: the sentence says what the filled side is worth and asks for the
 * other. "Loss: you give 2,500,000 more than you get (100 %)" appeared as soon as the first item was typed.
 */
/** Just past the band, two decimals would show the band itself ("5 %, more than the 5 % band"): four then. */
function percentDigits(result: TradeResult, band: TradeBand): number {
  const share = Math.abs(result.percent ?? 0);
  return result.verdict !== 'fair' && Math.round(share * 100) / 100 <= band ? 4 : 2;
}

function verdictText(result: TradeResult, band: TradeBand, items: ItemCounts, t: TFunction, language: Language): string {
  const bandText = formatPercent(band, language);
  if (items.give === 0 && items.get === 0) return t('trade.verdict.emptyText');
  if (items.get === 0) return t('trade.verdict.addGetText', { total: formatNumber(result.give, language) });
  if (items.give === 0) return t('trade.verdict.addGiveText', { total: formatNumber(result.get, language) });
  if (result.give === 0n) {
    const total = formatNumber(result.get, language);
    // Typed values of 0 make a trade of nothing for nothing: the sides have items, so asking for items would be wrong.
    return result.get === 0n ? t('trade.verdict.nothingText', { total }) : t('trade.verdict.freeText', { total });
  }
  if (result.get === 0n) return t('trade.verdict.giveAwayText', { total: formatNumber(result.give, language) });
  const difference = formatNumber(absolute(result.difference), language);
  const percent = formatPercent(Math.abs(result.percent ?? 0), language, percentDigits(result, band));
  if (result.verdict === 'win') return t('trade.verdict.winText', { difference, percent, band: bandText });
  if (result.verdict === 'loss') return t('trade.verdict.lossText', { difference, percent, band: bandText });
  return t('trade.verdict.fairText', { band: bandText });
}

/** The balance writes its shares to tenths of a percent: its smallest is 0.1 %. */
const SHARE_STEPS_PER_PERCENT = 10;
const SMALLEST_SHARE = 1 / SHARE_STEPS_PER_PERCENT;

/**
 * A side's share as the balance writes it. A side worth something never reads as 0 %, nor the other as 100 %: 3,954,888
 * against 96,356,666,667 read «you give 0 %, you get 100 %».
 */
function shareText(share: number, worth: bigint, otherWorth: bigint, t: TFunction, language: Language): string {
  if (share === 0 && worth > 0n) return t('trade.balance.under', { percent: formatPercent(SMALLEST_SHARE, language) });
  if (share === 100 && otherWorth > 0n) return t('trade.balance.over', { percent: formatPercent(100 - SMALLEST_SHARE, language) });
  return formatPercent(share, language);
}

/** The two sides as shares of the whole trade, drawn as one bar (decorative: the shares are written beside it). */
function BalanceBar({ result }: { result: TradeResult }) {
  const { t } = useI18n();
  const language = useLanguage();
  const whole = result.give + result.get;
  // Shares in tenths of a percent, rounded to the nearest (51.28 % is 51.3 %), exact until they become numbers for drawing.
  const steps = BigInt(100 * SHARE_STEPS_PER_PERCENT);
  const giveShare = whole === 0n ? 50 : Number((result.give * 2n * steps + whole) / (2n * whole)) / SHARE_STEPS_PER_PERCENT;
  const getShare = Math.round((100 - giveShare) * SHARE_STEPS_PER_PERCENT) / SHARE_STEPS_PER_PERCENT;
  const give = shareText(giveShare, result.give, result.get, t, language);
  const get = shareText(getShare, result.get, result.give, t, language);
  return (
    <div className="balance" data-testid="trade-balance">
      <svg className="balance__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
        <rect className="balance__give" x="0" y="0" width={giveShare} height="10" />
        <rect className="balance__get" x={giveShare} y="0" width={getShare} height="10" />
        <line className="balance__middle" x1="50" y1="0" x2="50" y2="10" />
      </svg>
      <p className="balance__shares">{t('trade.balance.label', { give, get })}</p>
    </div>
  );
}

interface TradeVerdictProps {
  result: TradeResult;
  items: ItemCounts;
  band: TradeBand;
  onBand: (band: TradeBand) => void;
  /** How many items hold an invalid entry in a field, and so count with their last valid values. */
  staleCount: number;
}

/** The verdict in words (told politely when it changes), the balance, each side's total and the difference. */
function TradeVerdict({ result, items, band, onBand, staleCount }: TradeVerdictProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  // A trade with a side of no items has no verdict yet, nor a balance or a difference: the sentence asks for them.
  const complete = items.give > 0 && items.get > 0;
  const verdict = complete ? result.verdict : null;
  const word = verdict === null ? null : t(`trade.verdict.${verdict}`);
  const sentence = verdictText(result, band, items, t, language);
  const staleNote = staleCount > 0 ? t('trade.result.stale', { count: staleCount, n: formatNumber(staleCount, language) }) : null;
  const answer = word === null ? sentence : `${word}. ${sentence}`;
  // Told with the verdict: an answer from a field's last valid value is not the answer to what is on screen.
  const answerToTell = staleNote === null ? answer : `${answer} ${staleNote}`;
  const bandChoices = useMemo<Choice<TradeBand>[]>(
    () => TRADE_BANDS.map((value) => ({ value, label: t('trade.band.option', { percent: formatPercent(value, language) }) })),
    [t, language],
  );

  return (
    <section className="panel trade-verdict" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`}>{t('trade.result.heading')}</h2>
      <p
        className={verdict === null ? 'trade-verdict__answer' : `trade-verdict__answer trade-verdict__answer--${verdict}`}
        data-testid="trade-verdict"
        data-verdict={verdict ?? undefined}
      >
        {word === null ? null : <strong className="trade-verdict__word">{word}</strong>}
        <span className="trade-verdict__sentence">
          <BreakableNumbers text={sentence} language={language} />
        </span>
      </p>
      {staleNote === null ? null : (
        <p className="trade-verdict__stale" data-testid="trade-stale-note">
          {staleNote}
        </p>
      )}
      <AnswerAnnouncement answer={answerToTell} testId="trade-announcement" />
      {complete ? <BalanceBar result={result} /> : null}
      <dl className="trade-totals">
        {TRADE_SIDES.map((side) => (
          <div key={side}>
            <dt>{t(`trade.result.${side}`)}</dt>
            <dd>
              <Amount value={result[side]} language={language} testId={`${side}-total`} />
            </dd>
          </div>
        ))}
        {complete ? (
          <div>
            <dt>{t('trade.result.difference')}</dt>
            <dd>
              <span className="amount__full" data-testid="trade-difference" data-value={result.difference.toString()}>
                <BreakableNumbers text={formatSignedNumber(result.difference, language)} language={language} />
              </span>
              <span className="amount__compact">
                {result.percent !== null
                  ? formatSignedPercent(result.percent, language, percentDigits(result, band))
                  : t(result.give === 0n ? 'trade.result.noPercent' : 'trade.result.noPercentGet')}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      <ChoiceGroup
        legend={t('trade.band.legend')}
        choices={bandChoices}
        value={band}
        onChange={onBand}
        hint={t('trade.band.hint')}
        testId="trade-band"
      />
    </section>
  );
}

/** The page's props: the fruit code, when the address it opened at names a fruit. */
export interface TradeCheckerProps {
  fruitCode: FruitCode | null;
}

/** A fruit's value, by the fruit code that put the fruit in the trade. */
function fruitValuer(fruitCode: FruitCode | null) {
  return (fruit: TradeFruit) => {
    if (!fruitCode) throw new Error('a fruit is in the trade without the fruit code');
    return fruitCode.tradeFruitValue(fruit);
  };
}

export function TradeCheckerPage({ fruitCode: openedWith }: TradeCheckerProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const [state, dispatch] = useTradeState(language, openedWith);
  // Presses that open an editor or clear the trade, counted across both sides: a load's editor gives way to one a later
  // press opened, and what was asked for before a New trade does not come into the new one.
  const presses = useRef(0);
  const nextPress = useCallback(() => ++presses.current, []);
  // Which of the page's two buttons that clear the trade offers Undo: the one clicked, read from what it left. The new
  // trade of the added fruit alone keeps the arrival notice (its Undo is there); New trade closes it. An item's Remove
  // all or Max mutation offers its own, in its editor.
  const clearedBy = state.arrival ? 'arrival' : 'actions';
  const undoFor = (by: typeof clearedBy) => (state.clearedBy === 'clear' && clearedBy === by ? () => dispatch({ type: 'undo' }) : null);
  const { give, get, band, fruitCode } = state;
  const giveItems = useMemo(() => give.map((entry) => entry.item), [give]);
  const getItems = useMemo(() => get.map((entry) => entry.item), [get]);
  const result = useMemo(
    () => askEngine(() => compareTrade(giveItems, getItems, band, fruitValuer(fruitCode))),
    [giveItems, getItems, band, fruitCode],
  );
  const staleCount = useMemo(
    () => [...give, ...get].filter((entry) => entryIsStale(entry, fruitCode, language)).length,
    [give, get, fruitCode, language],
  );

  return (
    <article className="page trade-page">
      <header>
        <h1>{t('trade.title')}</h1>
        <p className="lead">{t('trade.intro')}</p>
        <p className="trade-page__pets" data-testid="pet-value-note">
          {t('trade.petNote')}
        </p>
      </header>

      {state.linkReport ? (
        <TradeLinkNotice report={state.linkReport} fruitCode={fruitCode} onDismiss={() => dispatch({ type: 'dismissLinkReport' })} />
      ) : null}

      {state.arrival ? (
        <ArrivalNotice
          arrival={state.arrival}
          fruitCode={fruitCode}
          added={[...give, ...get].find((entry) => entry.key === state.arrival?.key)}
          itemCount={give.length + get.length}
          onKeepOnly={(key) => dispatch({ type: 'clear', keep: key, press: nextPress() })}
          onUndo={undoFor('arrival')}
          onDismiss={() => dispatch({ type: 'dismissArrival' })}
        />
      ) : null}

      <Restorable>
        <div className="trade-layout">
          {TRADE_SIDES.map((side) => (
            <TradeSidePanel
              key={side}
              side={side}
              entries={state[side]}
              otherFull={state[otherSide(side)].length >= MAX_TRADE_ITEMS}
              editing={state.editing}
              mutationsClearedBy={mutationClearing(state.clearedBy)}
              fruitCode={fruitCode}
              dispatch={dispatch}
              nextPress={nextPress}
            />
          ))}
          <div className="trade-layout__result">
            {result.ok ? (
              <TradeVerdict
                result={result.value}
                items={{ give: give.filter(saysSomething).length, get: get.filter(saysSomething).length }}
                band={band}
                onBand={(value) => dispatch({ type: 'setBand', band: value })}
                staleCount={staleCount}
              />
            ) : (
              <Notice tone="error">{t('crop.errors.engine')}</Notice>
            )}
            <div className="trade-actions">
              <CopyLinkButton />
              <button type="button" className="button" onClick={() => dispatch({ type: 'swap' })} data-testid="trade-swap">
                {t('trade.actions.swap')}
              </button>
              <UndoableClearButton
                onClear={() => dispatch({ type: 'clear', press: nextPress() })}
                onUndo={undoFor('actions')}
                testId="trade-clear"
              >
                {t('trade.actions.clear')}
              </UndoableClearButton>
            </div>
          </div>
        </div>
      </Restorable>
    </article>
  );
}
