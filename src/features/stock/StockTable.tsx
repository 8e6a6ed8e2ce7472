import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { chanceWithinHour, expectedWaitSeconds } from '../../game/restock';
import { tierOfRarity } from '../../game/types';
import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { formatList, formatNumber } from '../../lib/format';
import { formatPrice, tierLabel, unknownAfter } from '../../lib/gameText';
import { localizePath, wikiCropPath, wikiEggPath, wikiGearPath } from '../../lib/paths';
import { formatAmount, formatChance, formatDuration, seedNoteText } from '../../lib/shopFormat';
import { DataNote } from '../../ui/DataNote';
import { Link } from '../../ui/Link';
import { NOTE_CELL, NUMBER_CELL, ScrollTable } from '../../ui/ScrollTable';
import type { ShopClock, StockItem } from './stockData';
import { stockTableParts, type FigureColumn, type ItemNote } from './tableParts';

/** A price or a wait, which may go on to a second line before its currency or between its parts (stock.css). */
const AMOUNT_CELL = `${NUMBER_CELL} stock-table__amount`;

const PAGE_PATH = { crop: wikiCropPath, gear: wikiGearPath, egg: wikiEggPath } as const;

type Clock = Pick<ShopClock, 'intervalSeconds'>;

const waitText = (t: TFunction, seconds: number | null, language: Language) =>
  seconds === null ? unknownAfter(t, 'stock.table.wait') : formatDuration(seconds, language);

/** Each figure column's cell class and text. */
const FIGURES: Readonly<
  Record<FigureColumn, { className: string | undefined; text: (t: TFunction, item: StockItem, clock: Clock, language: Language) => string }>
> = {
  rarity: { className: undefined, text: (t, item) => tierLabel(t, tierOfRarity(item.rarity), 'stock.table.rarity') },
  price: {
    className: AMOUNT_CELL,
    text: (t, item, _, language) => formatPrice(t, item.price, item.currency, language, 'stock.table.price'),
  },
  amount: { className: NUMBER_CELL, text: (t, item, _, language) => formatAmount(t, item.stockAmount, language, 'stock.table.amount') },
  field: {
    className: NUMBER_CELL,
    text: (t, item, _, language) =>
      item.stockChance === null ? unknownAfter(t, 'stock.table.field') : formatNumber(item.stockChance, language),
  },
  perRestock: {
    className: NUMBER_CELL,
    text: (t, item, _, language) => formatChance(t, item.chancePerRestock, language, 'stock.table.perRestock'),
  },
  withinHour: {
    className: NUMBER_CELL,
    text: (t, item, clock, language) => formatChance(t, chanceWithinHour(item.chancePerRestock, clock), language, 'stock.table.withinHour'),
  },
  wait: {
    className: AMOUNT_CELL,
    text: (t, item, clock, language) => waitText(t, expectedWaitSeconds(item.chancePerRestock, clock), language),
  },
};

/** An item's name, linked to its page where the site has one, and what the data says beside it. */
function ItemName({ item, language }: { item: StockItem; language: Language }) {
  const { t } = useI18n();
  return (
    <>
      {item.page === null ? (
        <span lang={gameWordLang(language)}>{item.name}</span>
      ) : (
        <Link to={localizePath(language, PAGE_PATH[item.page.kind](item.page.id))} lang={gameWordLang(language)}>
          {item.name}
        </Link>
      )}
      {item.notes
        .filter((note) => note.kind !== 'nameOnly')
        .map((note) => (
          <span key={note.kind} className="stock-table__note">
            {seedNoteText(t, note, language)}
          </span>
        ))}
    </>
  );
}

/** A note of a table's items' data, where the sources give no date for their numbers. */
const Note = ({ note, language }: { note: ItemNote; language: Language }) => (
  <DataNote asOf={note.asOf} confidence={note.confidence} undated="numbers" language={language} />
);

/**
 * The items of a shop: price, amount, the game's StockChance field, and what it gives where the field is read: the
 * chance at one restock, from the page data, and what that gives over the restocks of the shop's clock, worked out here.
 * What every row shares is said once by the table (stockTableParts): the data's note, the columns no row knows, and
 * the seeds known by name only, listed after it.
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
  clock: Clock;
  caption: string;
  label: string;
  testId: string;
  language: Language;
}) {
  const { t } = useI18n();
  const parts = stockTableParts(items, clock);
  const { rows, columns, unknownColumns, rowsNote, rowsWithOwnNote, nameOnly, nameOnlyNote, nameOnlyWithOwnNote } = parts;
  const dataColumn = rowsWithOwnNote.size > 0;
  const headings = [
    { label: t('stock.table.item') },
    ...columns.map((column) => ({ label: t(`stock.table.${column}`), numeric: FIGURES[column].className !== undefined })),
    ...(dataColumn ? [{ label: t('stock.table.data') }] : []),
  ];
  const about: ReactNode[] = [];
  if (rowsNote !== null) {
    about.push(
      ' ',
      <span key="note" className="stock-table__about">
        {dataColumn ? <>{t('stock.table.otherRows', { column: t('stock.table.data') })} </> : null}
        <Note note={rowsNote} language={language} />
      </span>,
    );
  }
  if (unknownColumns.length > 0) {
    about.push(
      ' ',
      <span key="unknown" className="stock-table__about">
        {t('stock.table.leftOut', {
          count: unknownColumns.length,
          columns: formatList(
            unknownColumns.map((column) => t(`stock.table.${column}`)),
            language,
          ),
        })}
      </span>,
    );
  }
  return (
    <>
      {rows.length === 0 ? null : (
        <ScrollTable
          label={label}
          caption={
            <>
              {caption}
              {about}
            </>
          }
          columns={headings}
          testId={testId}
          stickyRowNames
        >
          <tbody>
            {rows.map((item) => (
              <tr key={`${item.shopKey}-${item.name}`} data-item={item.name}>
                <th scope="row">
                  <ItemName item={item} language={language} />
                </th>
                {columns.map((column) => (
                  <td key={column} className={FIGURES[column].className}>
                    {FIGURES[column].text(t, item, clock, language)}
                  </td>
                ))}
                {dataColumn ? (
                  <td className={NOTE_CELL}>{rowsWithOwnNote.has(item) ? <Note note={item} language={language} /> : null}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {nameOnly.length === 0 ? null : (
        <div className="stock-name-only" data-testid={`${testId}-name-only`}>
          <p>
            {t('stock.table.nameOnly', { count: nameOnly.length, n: formatNumber(nameOnly.length, language) })}
            {nameOnlyNote === null ? null : (
              <>
                {' '}
                <Note note={nameOnlyNote} language={language} />
              </>
            )}
          </p>
          <ul className="stock-name-only__list">
            {nameOnly.map((item) => (
              <li key={`${item.shopKey}-${item.name}`} data-item={item.name}>
                <ItemName item={item} language={language} />
                {nameOnlyWithOwnNote.has(item) ? (
                  <span className="stock-table__note">
                    <Note note={item} language={language} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
