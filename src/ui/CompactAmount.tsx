import type { Language } from '../i18n/languages';
import { formatCompact, formatNumber } from '../lib/format';

interface CompactAmountProps {
  value: number | bigint;
  language: Language;
  className?: string;
}

/**
 * A game amount shortened the game's way (2.5B), with the full number one hover away (the title) and in what screen
 * readers hear: they would read the short form as "2.5 B", which names no number.
 */
export function CompactAmount({ value, language, className }: CompactAmountProps) {
  const full = formatNumber(value, language);
  return (
    <span className={className} title={full}>
      <span aria-hidden="true">{formatCompact(value, language)}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
