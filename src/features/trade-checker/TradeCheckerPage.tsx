import './tradeChecker.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { askEngine, compareTrade, MAX_TRADE_ITEMS, TRADE_BANDS, type TradeFruit } from '../../game';
import { useLanguage } from '../../i18n/i18n';
import { formatList, formatNumber, formatPercent } from '../../lib/format';
import { TRADE_SIDES } from '../../links/tradeQuery';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { LinkNotice } from '../../ui/LinkNotice';
import { Notice } from '../../ui/Notice';
import { Restorable } from '../../ui/Restorable';
import { TradeSidePanel } from './TradeSidePanel';
import { otherSide, useTradeState, type FruitCode, type TradeLinkReport } from './tradeState';
import { TradeVerdict } from './TradeVerdict';

function TradeLinkNotice({
  report,
  fruitCode,
  onDismiss,
}: {
  report: TradeLinkReport;
  fruitCode: FruitCode | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <LinkNotice
      dropped={report.dropped}
      reasons={{
        give: t('trade.link.badItem'),
        get: t('trade.link.badItem'),
        band: t('trade.link.badBand', {
          bands: formatList(
            TRADE_BANDS.map((band) => formatPercent(band, language)),
            language,
            'disjunction',
          ),
        }),
      }}
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
            : t('trade.link.mutations', {
                side: t(`trade.side.${change.side}`),
                position: formatNumber(change.position + 1, language),
                changes: formatList(
                  // A fruit's mutations were completed with the fruit code, so it is there to word them.
                  change.changes.map((each) => fruitCode?.describeChange(each, t, language) ?? ''),
                  language,
                ),
              })}
        </p>
      ))}
    </LinkNotice>
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
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, dispatch] = useTradeState(language, openedWith);
  const { give, get, band, fruitCode } = state;
  const giveItems = useMemo(() => give.map((entry) => entry.item), [give]);
  const getItems = useMemo(() => get.map((entry) => entry.item), [get]);
  const result = useMemo(
    () => askEngine(() => compareTrade(giveItems, getItems, band, fruitValuer(fruitCode))),
    [giveItems, getItems, band, fruitCode],
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

      <Restorable>
        <div className="trade-layout">
          {TRADE_SIDES.map((side) => (
            <TradeSidePanel
              key={side}
              side={side}
              entries={state[side]}
              otherFull={state[otherSide(side)].length >= MAX_TRADE_ITEMS}
              editing={state.editing}
              fruitCode={fruitCode}
              dispatch={dispatch}
            />
          ))}
          <div className="trade-layout__result">
            {result.ok ? (
              <TradeVerdict result={result.value} band={band} onBand={(value) => dispatch({ type: 'setBand', band: value })} />
            ) : (
              <Notice tone="error">{t('crop.errors.engine')}</Notice>
            )}
            <div className="trade-actions">
              <CopyLinkButton />
              <button type="button" className="button" onClick={() => dispatch({ type: 'swap' })} data-testid="trade-swap">
                {t('trade.actions.swap')}
              </button>
              <button type="button" className="button" onClick={() => dispatch({ type: 'clear' })} data-testid="trade-clear">
                {t('trade.actions.clear')}
              </button>
            </div>
          </div>
        </div>
      </Restorable>
    </article>
  );
}
