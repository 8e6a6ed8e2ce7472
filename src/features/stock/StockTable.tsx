import type { TFunction } from 'i18next';
import { chanceWithinHour, expectedWaitSeconds } from '../../game/restock';
import { tierOfRarity } from '../../game/types';
import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { formatPrice, tierLabel, unknownAfter } from '../../lib/gameText';
import { localizePath, wikiCropPath, wikiEggPath, wikiGearPath } from '../../lib/paths';
import { formatAmount, formatChance, formatDuration, seedNoteText } from '../../lib/shopFormat';
import { DataNote } from '../../ui/DataNote';
import { Link } from '../../ui/Link';
import { NOTE_CELL, NUMBER_CELL, ScrollTable } from '../../ui/ScrollTable';
import type { ShopClock, StockItem } from './stockData';

/** A price or a wait, which may go on to a second line before its currency or between its parts (stock.css). */
const AMOUNT_CELL = `${NUMBER_CELL} stock-table__amount`;

const PAGE_PATH = { crop: wikiCropPath, gear: wikiGearPath, egg: wikiEggPath } as const;

const waitText = (t: TFunction, seconds: number | null, language: Language) =>
  seconds === null ? unknownAfter(t, 'stock.table.wait') : formatDuration(seconds, language);

/**
 * The items of a shop: price, amount, the game's StockChance field, and what it gives where the field is read: the
 * chance at one restock, from the page data, and what that gives over the restocks of the shop's clock, worked out here.
 */
export function StockTable({
  items,
  clock,
  caption,
  label,
  testId,
  language,
}: {
  items: readonly StockItem[];
  clock: Pick<ShopClock, 'intervalSeconds'>;
  caption: string;
  label: string;
  testId: string;
  language: Language;
}) {
  const { t } = useI18n();
  const columns = [
    { label: t('stock.table.item') },
    { label: t('stock.table.rarity') },
    { label: t('stock.table.price'), numeric: true },
    { label: t('stock.table.amount'), numeric: true },
    { label: t('stock.table.field'), numeric: true },
    { label: t('stock.table.perRestock'), numeric: true },
    { label: t('stock.table.withinHour'), numeric: true },
    { label: t('stock.table.wait'), numeric: true },
    { label: t('stock.table.data') },
  ];
  return (
    <ScrollTable label={label} caption={caption} columns={columns} testId={testId} stickyRowNames>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.shopKey}-${item.name}`} data-item={item.name}>
            <th scope="row">
              {item.page === null ? (
                <span lang={gameWordLang(language)}>{item.name}</span>
              ) : (
                <Link to={localizePath(language, PAGE_PATH[item.page.kind](item.page.id))} lang={gameWordLang(language)}>
                  {item.name}
                </Link>
              )}
              {item.notes.map((note) => (
                <span key={note.kind} className="stock-table__note">
                  {seedNoteText(t, note, language)}
                </span>
              ))}
            </th>
            <td>{tierLabel(t, tierOfRarity(item.rarity), 'stock.table.rarity')}</td>
            <td className={AMOUNT_CELL}>{formatPrice(t, item.price, item.currency, language, 'stock.table.price')}</td>
            <td className={NUMBER_CELL}>{formatAmount(t, item.stockAmount, language, 'stock.table.amount')}</td>
            <td className={NUMBER_CELL}>
              {item.stockChance === null ? unknownAfter(t, 'stock.table.field') : formatNumber(item.stockChance, language)}
            </td>
            <td className={NUMBER_CELL}>{formatChance(t, item.chancePerRestock, language, 'stock.table.perRestock')}</td>
            <td className={NUMBER_CELL}>
              {formatChance(t, chanceWithinHour(item.chancePerRestock, clock), language, 'stock.table.withinHour')}
            </td>
            <td className={AMOUNT_CELL}>{waitText(t, expectedWaitSeconds(item.chancePerRestock, clock), language)}</td>
            <td className={NOTE_CELL}>
              <DataNote asOf={item.asOf} confidence={item.confidence} undated="numbers" language={language} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
