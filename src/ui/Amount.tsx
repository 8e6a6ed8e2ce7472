import './amount.css';
import type { Language } from '../i18n/languages';
import { formatCompact, formatNumber } from '../lib/format';
import { BreakableNumbers } from './BreakableNumbers';

/** Values from here on are shown in full; below it the compact form would only repeat the number. */
const COMPACT_FROM = 10_000n;

interface AmountProps {
  value: bigint;
  language: Language;
  testId?: string;
}

/**
 * A price in full with the language's grouping, plus its compact form the game's way (25M, 25,5M) when that is shorter.
 * Screen readers hear the full number only: the short one repeats it and would be read as "25 M".
 */
export function Amount({ value, language, testId }: AmountProps) {
  return (
    <span className="amount">
      <span className="amount__full" data-testid={testId} data-value={testId ? value.toString() : undefined}>
        <BreakableNumbers text={formatNumber(value, language)} language={language} />
      </span>
      {value >= COMPACT_FROM ? (
        <span className="amount__compact" aria-hidden="true">
          {formatCompact(value, language)}
        </span>
      ) : null}
    </span>
  );
}
