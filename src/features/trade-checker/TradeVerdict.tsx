import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_BANDS, type TradeBand, type TradeResult } from '../../game';
import { useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatNumber, formatPercent, formatSignedNumber, formatSignedPercent } from '../../lib/format';
import { useSettledValue } from '../../lib/useSettledValue';
import { Amount } from '../../ui/Amount';
import { ChoiceGroup, type Choice } from '../../ui/ChoiceGroup';

/** How long the verdict must stay the same before screen readers are told it. */
const ANNOUNCE_DELAY_MS = 700;

const absolute = (value: bigint) => (value < 0n ? -value : value);

function verdictText(result: TradeResult, band: TradeBand, t: TFunction, language: Language): string {
  const bandText = formatPercent(band, language);
  if (result.give === 0n) {
    return result.get === 0n ? t('trade.verdict.emptyText') : t('trade.verdict.freeText', { total: formatNumber(result.get, language) });
  }
  const difference = formatNumber(absolute(result.difference), language);
  const share = Math.abs(result.percent ?? 0);
  // Just past the band, two decimals would show the band itself ("5 %, more than the 5 % band"): show four.
  const percent = formatPercent(share, language, result.verdict !== 'fair' && Math.round(share * 100) / 100 <= band ? 4 : 2);
  if (result.verdict === 'win') return t('trade.verdict.winText', { difference, percent, band: bandText });
  if (result.verdict === 'loss') return t('trade.verdict.lossText', { difference, percent, band: bandText });
  return t('trade.verdict.fairText', { band: bandText });
}

/** The two sides as shares of the whole trade, drawn as one bar (decorative: the shares are written beside it). */
function BalanceBar({ result }: { result: TradeResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const whole = result.give + result.get;
  // Shares in tenths of a percent, exact until they become numbers for drawing.
  const giveShare = whole === 0n ? 50 : Number((result.give * 1000n) / whole) / 10;
  const getShare = Math.round((100 - giveShare) * 10) / 10;
  return (
    <div className="balance" data-testid="trade-balance">
      <svg className="balance__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className="balance__give" x="0" y="0" width={giveShare} height="10" />
        <rect className="balance__get" x={giveShare} y="0" width={getShare} height="10" />
        <line className="balance__middle" x1="50" y1="0" x2="50" y2="10" />
      </svg>
      <p className="balance__shares">
        {t('trade.balance.label', { give: formatPercent(giveShare, language), get: formatPercent(getShare, language) })}
      </p>
    </div>
  );
}

interface TradeVerdictProps {
  result: TradeResult;
  band: TradeBand;
  onBand: (band: TradeBand) => void;
}

/** The verdict in words (announced politely once it settles), the balance, each side's total and the difference. */
export function TradeVerdict({ result, band, onBand }: TradeVerdictProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const word = t(`trade.verdict.${result.verdict}`);
  const sentence = verdictText(result, band, t, language);
  const settled = useSettledValue(`${word}. ${sentence}`, ANNOUNCE_DELAY_MS);
  const bandChoices = useMemo<Choice<TradeBand>[]>(
    () => TRADE_BANDS.map((value) => ({ value, label: t('trade.band.option', { percent: formatPercent(value, language) }) })),
    [t, language],
  );

  return (
    <section className="panel trade-verdict" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`}>{t('trade.result.heading')}</h2>
      <p
        className={`trade-verdict__answer trade-verdict__answer--${result.verdict}`}
        data-testid="trade-verdict"
        data-verdict={result.verdict}
      >
        <strong className="trade-verdict__word">{word}</strong>
        <span className="trade-verdict__sentence">{sentence}</span>
      </p>
      <p className="visually-hidden" role="status" data-testid="trade-announcement">
        {settled}
      </p>
      <BalanceBar result={result} />
      <dl className="trade-totals">
        <div>
          <dt>{t('trade.result.give')}</dt>
          <dd>
            <Amount value={result.give} language={language} testId="give-total" />
          </dd>
        </div>
        <div>
          <dt>{t('trade.result.get')}</dt>
          <dd>
            <Amount value={result.get} language={language} testId="get-total" />
          </dd>
        </div>
        <div>
          <dt>{t('trade.result.difference')}</dt>
          <dd>
            <span className="amount__full" data-testid="trade-difference" data-value={result.difference.toString()}>
              {formatSignedNumber(result.difference, language)}
            </span>
            <span className="amount__compact">
              {result.percent === null ? t('trade.result.noPercent') : formatSignedPercent(result.percent, language)}
            </span>
          </dd>
        </div>
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
