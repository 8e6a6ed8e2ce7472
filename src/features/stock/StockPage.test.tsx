// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatIsoDate, formatList, formatNumber, formatPercent, leftToRight } from '../../lib/format';
import { wikiCropPath, wikiEggPath } from '../../lib/paths';
import { formatConfidence, formatLocalWeekday, localTimeOfDay } from '../../lib/shopFormat';
import { laterRestockText, restockAtText } from './restockTimeText';
import { pageData } from './stock.build';
import type { StockItem } from './stockData';
import { StockPage } from './StockPage';
import { StockTable, type StockTable as RealStockTable } from './StockTable';

// Each render of a stock table is counted, to check that the clock's ticks leave the tables alone.
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./StockTable', async (importOriginal) => {
  const { StockTable } = await importOriginal<typeof import('./StockTable')>();
  return {
    StockTable: (props: Parameters<typeof RealStockTable>[0]) => {
      tableRenders.count += 1;
      return <StockTable {...props} />;
    },
  };
});

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));
afterEach(() => vi.useRealTimers());

const data = pageData();
const pageIn = (language: Language) => (
  <I18nextProvider i18n={i18nFor(language)}>
    <MemoryRouter>
      <StockPage {...data} language={language} />
    </MemoryRouter>
  </I18nextProvider>
);
const page = pageIn('en');

/** A prerendered page's element, parsed from its HTML. */
function prerendered(language: Language, testId: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(pageIn(language));
  return holder.querySelector(`[data-testid="${testId}"]`)!;
}

describe('the stock page', () => {
  it('prerenders each rule and no time: the countdown starts with the script', () => {
    const html = renderToString(page);
    expect(html).toContain('data-shop="seed"');
    expect(html).not.toContain('data-next-restock');
    expect(html).toContain('Every 5\u00a0min');
    expect(html).toContain('Every day at 8:00\u00a0PM UTC');
  });

  // The room each countdown and its later restocks are held before the script is their longest form laid out unseen
  // (stock.css): a room fitted to one size took half the countdown's size at 200 % text to keep it on one line, and a
  // 5-minute shop's card held three lines for its later restocks, which take one.
  it('prerenders unseen, for each countdown, its longest time and its restocks on each day of the week', () => {
    const card = (name: string, language: Language) => prerendered(language, `clock-${name}`);
    const texts = (element: Element) => [...element.querySelectorAll('[data-text]')].map((span) => span.getAttribute('data-text'));
    const room = (name: string, language: Language) => ({
      time: card(name, language).querySelector('.shop-clock__room-time')!.getAttribute('data-text'),
      at: texts(card(name, language).querySelector('.shop-clock__room-days')!),
      later: [...card(name, language).querySelectorAll('.shop-clock__room-later > *')],
    });
    const laterTexts = (name: string, language: Language) => room(name, language).later.map((list) => texts(list).join('|'));
    expect(room('seed', 'en').time).toBe('5m 00s');
    expect(room('egg', 'en').time).toBe('30m 00s');
    expect(room('daily-quests', 'en').time).toBe('24h 00m 00s');
    expect(room('daily-quests', 'en').at).toEqual(
      ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => `on ${day} at 10:00\u00a0AM`),
    );
    expect(room('seed', 'es').at).toContain('el miércoles a las 10:00');
    // A shop that restocks daily lists its later restocks with their day; one that restocks more often, without.
    expect(laterTexts('daily-deals', 'es')).toHaveLength(7);
    expect(laterTexts('daily-deals', 'es')).toContain('Después:|miércoles a las 10:00|,|miércoles a las 10:00|y|miércoles a las 10:00');
    expect(laterTexts('seed', 'es')).toEqual(['Después:|10:00|,|10:00|y|10:00']);
    // Arabic's «و» touches the time after it, with no space between, as in the list shown.
    const arabicItems = [...room('daily-quests', 'ar').later[0]!.querySelectorAll('.shop-clock__later-item')];
    expect(arabicItems.map((item) => [...item.childNodes].map((node) => (node as Element).getAttribute('data-text')))).toEqual([
      [expect.stringMatching(/^الأحد الساعة /u)],
      ['و', expect.stringMatching(/^الأحد الساعة /u)],
      ['و', expect.stringMatching(/^الأحد الساعة /u)],
    ]);
    // None of it is in the page's text, nor read.
    expect(card('seed', 'en').textContent).not.toContain('5m 00s');
    expect(
      [...card('seed', 'en').querySelectorAll('.shop-clock__room')].every((element) => element.getAttribute('aria-hidden') === 'true'),
    ).toBe(true);
  });

  it('names the later restocks’ day for a shop that restocks daily, and not for one that restocks every 5 minutes', () => {
    // Built in local time: 8 minutes to midnight wherever the tests run, so the later restocks fall on the next day.
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 23, 52).getTime() });
    render(page);
    const laterOf = (card: string) => [...screen.getByTestId(`clock-${card}`).querySelectorAll('.shop-clock__later time')];
    const seed = laterOf('seed');
    expect(seed).toHaveLength(3);
    for (const time of seed) expect(time.textContent).toBe(localTimeOfDay(Date.parse(time.getAttribute('dateTime')!), 'en').time);
    const daily = laterOf('daily-deals');
    expect(daily).toHaveLength(3);
    for (const time of daily) expect(time.textContent).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) /);
  });

  it('counts down from the clock once mounted, and follows the clock when it jumps', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const seed = document.querySelector('[data-shop="seed"]')!;
    expect(seed.getAttribute('data-next-restock')).toBe('2026-11-26T12:05:00.000Z');
    expect(screen.getByTestId('countdown-seed').textContent).toBe('1m 30s');
    expect(document.querySelector('[data-shop="egg"]')!.getAttribute('data-next-restock')).toBe('2026-11-26T12:30:00.000Z');
    // A sleeping tab's timers stop; the clock does not. On waking, the countdown is read from the clock again.
    act(() => {
      vi.setSystemTime(Date.parse('2026-11-26T12:41:59.500Z'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(seed.getAttribute('data-next-restock')).toBe('2026-11-26T12:45:00.000Z');
    expect(screen.getByTestId('countdown-seed').textContent).toBe('3m 01s');
  });

  it('turns the clock every second without rendering the stock tables again', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const rendered = tableRenders.count;
    expect(rendered).toBeGreaterThan(0);
    expect(screen.getByTestId('countdown-seed').textContent).toBe('1m 30s');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('countdown-seed').textContent).toBe('1m 25s');
    expect(tableRenders.count).toBe(rendered);
  });

  it("joins the later restocks the language's way and lists the links to the other shop pages", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const later = screen.getByTestId('clock-seed').querySelector('.shop-clock__later')!;
    expect(later.querySelectorAll('time')).toHaveLength(3);
    expect(later.textContent).not.toContain('·');
    expect(later.textContent).toMatch(/, and /);
    const links = screen.getByRole('link', { name: 'Every egg' }).closest('ul')!;
    expect(within(links).getAllByRole('listitem')).toHaveLength(3);
    expect(links.textContent).not.toContain('·');
  });

  it('lists each seed with its price and odds, linked to its crop, and the eggs without a chance it cannot read', () => {
    render(page);
    const carrot = within(screen.getByTestId('seed-table')).getByRole('link', { name: 'Carrot' });
    expect(carrot.getAttribute('href')).toBe(wikiCropPath('carrot'));
    const row = carrot.closest('tr')!;
    expect(row.textContent).toContain('10 Sheckles');
    expect(row.textContent).toContain('100%');
    const mango = screen.getByTestId('seed-table').querySelector('tr[data-item="Mango"]')!;
    // 1 in 80 at one restock, 1 − (79/80)^12 within the hour's 12 restocks, 80 restocks of 5 minutes on average.
    expect(mango.textContent).toContain('1.25%');
    expect(mango.textContent).toContain('14.01%');
    expect(mango.textContent).toContain('6\u00a0hr, 40\u00a0min');
    // The hourly Tier 2 tab: 1 in 10 at its one restock an hour, 10 hours on average.
    const cocomango = screen.getByTestId('seed-tier-2-table').querySelector('tr[data-item="Cocomango"]')!;
    expect([...cocomango.querySelectorAll('td')].slice(4, 7).map((cell) => cell.textContent)).toEqual(['10%', '10%', '10\u00a0hr']);
    // A limited seed's field says nothing of what a restock brings now: no chance, no wait.
    const pumpkin = screen.getByTestId('seed-table').querySelector('tr[data-item="Great Pumpkin"]')!;
    expect([...pumpkin.querySelectorAll('td')].slice(4, 7).map((cell) => cell.textContent)).toEqual(['unknown', 'unknown', 'unknown']);
    const bug = within(screen.getByTestId('egg-table')).getByRole('link', { name: 'Bug Egg' });
    expect(bug.getAttribute('href')).toBe(wikiEggPath('bug-egg'));
    expect([...bug.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['50,000,000 Sheckles', '100']);
  });
});

// Every row said «Data as of October 25, 2025. Confidence: high.» in a Data column that made the table scroll sideways.
describe('the data note of a stock table', () => {
  it.each(LANGUAGES)('%s: is said once, under the caption, where every row shares it, with no Data column', (language) => {
    const { t } = i18nFor(language);
    const date = formatIsoDate('2025-10-25', language);
    for (const shop of ['seed', 'seed-tier-2', 'gear', 'egg']) {
      const table = prerendered(language, `${shop}-table`);
      const headings = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
      expect(headings, shop).not.toContain(t('stock.table.data'));
      expect(table.querySelector('caption .data-note'), shop).not.toBeNull();
      expect(table.querySelector('tbody .data-note'), shop).toBeNull();
    }
    const caption = prerendered(language, 'seed-table').querySelector('caption')!.textContent!;
    expect(caption).toContain(date);
    expect(caption).toContain(formatConfidence(t, 'high', language));
    expect(prerendered(language, 'seed-table').querySelector('tbody')!.textContent).not.toContain(date);
  });
});

describe('a stock table whose rows do not all share one note', () => {
  it('gives a Data column with the note of each row whose note differs, and says the others’ once', () => {
    const [carrot, strawberry, blueberry] = data.seeds;
    const older = { ...blueberry!, asOf: '2025-07-23', confidence: 'medium' };
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter>
          <StockTable
            items={[carrot!, strawberry!, older]}
            clock={{ intervalSeconds: 300 }}
            caption="Seeds"
            label=""
            testId="t"
            language="en"
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const table = screen.getByTestId('t');
    expect(table.querySelector('thead th:last-child')!.textContent).toBe('Data');
    const notes = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td:last-child')!.textContent);
    expect(notes).toEqual(['', '', `Data as of ${formatIsoDate('2025-07-23', 'en')}. Confidence: medium.`]);
    expect(table.querySelector('caption')!.textContent).toBe(
      `Seeds Rows with nothing in the Data column: Data as of ${formatIsoDate('2025-10-25', 'en')}. Confidence: high.`,
    );
  });
});

// The egg table's Rarity, Amount, two chances and Wait read «unknown» in every row.
describe('a column unknown in every row of a stock table', () => {
  it.each(LANGUAGES)('%s: is left out, and named once in a sentence by the table', (language) => {
    const { t } = i18nFor(language);
    const table = prerendered(language, 'egg-table');
    const headings = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headings).toEqual((['item', 'price', 'field'] as const).map((column) => t(`stock.table.${column}`)));
    const unknown = [t('ui.unknown'), t('ui.unknownFeminine')];
    expect([...table.querySelectorAll('td')].filter((cell) => unknown.includes(cell.textContent!))).toEqual([]);
    const leftOut = (['rarity', 'amount', 'perRestock', 'withinHour', 'wait'] as const).map((column) => t(`stock.table.${column}`));
    expect(table.querySelector('caption')!.textContent).toContain(
      t('stock.table.leftOut', { count: leftOut.length, columns: formatList(leftOut, language) }),
    );
    // The seeds' table knows each of its columns in some row: none is left out.
    expect(prerendered(language, 'seed-table').querySelectorAll('thead th')).toHaveLength(8);
  });
});

// «Rareza: desconocido», «Quantité par restock : inconnu», «الكمية في كل ريستوك: غير معروف» read as mistakes.
describe('an item’s unknown numbers in a stock table', () => {
  // Common Egg's rarity, amount and chances, unknown, beside an egg whose every figure is known, so each column stays.
  const common = data.eggs.find((egg) => egg.name === 'Common Egg')!;
  const known: StockItem = { ...common, name: 'Known Egg', rarity: 'Common', stockAmount: [1, 2], chancePerRestock: 0.5 };
  const cellsIn = (language: Language) => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(
      <I18nextProvider i18n={i18nFor(language)}>
        <MemoryRouter>
          <StockTable items={[common, known]} clock={{ intervalSeconds: 1800 }} caption="" label="" testId="eggs" language={language} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    return [...holder.querySelector('tr[data-item="Common Egg"]')!.querySelectorAll('td')].map((cell) => cell.textContent);
  };

  it.each([
    ['es', ['desconocida', 'desconocida', 'desconocida', 'desconocida', 'desconocida']],
    ['fr', ['inconnue', 'inconnue', 'inconnue', 'inconnue', 'inconnue']],
    ['pt', ['desconhecida', 'desconhecida', 'desconhecida', 'desconhecida', 'desconhecida']],
    ['ar', ['غير معروفة', 'غير معروفة', 'غير معروف', 'غير معروف', 'غير معروف']],
    ['id', ['tidak diketahui', 'tidak diketahui', 'tidak diketahui', 'tidak diketahui', 'tidak diketahui']],
  ] as const)('%s: read "unknown" in the form each column’s heading takes', (language, words) => {
    // Its rarity, amount, chance per restock, chance within the hour and wait; its price and StockChance are known.
    const [rarity, , amount, , perRestock, withinHour, wait] = cellsIn(language);
    expect([rarity, amount, perRestock, withinHour, wait]).toEqual(words);
  });
});

// Sunflower and nine more read «unknown» in seven cells each, every one repeating «Only its name is known…».
describe('the seeds known by name only', () => {
  const nameOnly = data.seeds.filter((seed) => seed.notes.some((note) => note.kind === 'nameOnly'));

  it('are listed after the table by name, linked where the site has a page, and not in it', () => {
    expect(nameOnly.length).toBeGreaterThan(1);
    render(page);
    const table = screen.getByTestId('seed-table');
    const list = screen.getByTestId('seed-table-name-only');
    expect(table.querySelector('tr[data-item="Sunflower"]')).toBeNull();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(nameOnly.map((seed) => seed.name));
    expect(within(list).getByRole('link', { name: 'Sunflower' }).getAttribute('href')).toBe(wikiCropPath('sunflower'));
    expect(within(list).queryByRole('link', { name: 'Beast Buttercup' })).toBeNull();
    expect(list.textContent).not.toContain('unknown');
    // After the table, before the next shop's heading.
    expect(table.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(LANGUAGES)('%s: are counted in one sentence, with the day the lists came after and their confidence', (language) => {
    const { t } = i18nFor(language);
    const sentence = prerendered(language, 'seed-table-name-only').querySelector('p')!.textContent!;
    expect(sentence).toContain(t('stock.table.nameOnly', { count: nameOnly.length, n: formatNumber(nameOnly.length, language) }));
    expect(sentence).toContain(formatIsoDate('2025-10-25', language));
    expect(sentence).toContain(formatConfidence(t, 'low', language));
    expect(sentence).not.toContain(t('shop.seedNote.nameOnly'));
  });

  it('are counted in Arabic with the noun form each plural category needs', () => {
    const { t } = i18nFor('ar');
    const said = (count: number) => t('stock.table.nameOnly', { count, n: String(count) }).split(':')[0];
    expect(said(1)).toBe('بذرة أخرى لا نعرف إلا اسمها');
    expect(said(2)).toBe('بذرتان أخريان لا نعرف إلا اسميهما');
    expect(said(10)).toBe('10 بذور أخرى لا نعرف إلا أسماءها');
    expect(said(11)).toBe('11 بذرةً أخرى لا نعرف إلا أسماءها');
    expect(said(100)).toBe('100 بذرة أخرى لا نعرف إلا أسماءها');
  });
});

describe('restock times on another day', () => {
  const now = Date.parse('2026-11-26T12:03:30.250Z');
  // Two days on: another day in every time zone.
  const later = now + 2 * 86_400_000;
  const parts = (language: Language) => ({ day: formatLocalWeekday(later, now, language)!, time: localTimeOfDay(later, language).time });

  it('give the weekday and the time apart, each language putting them in its own order', () => {
    const expected: Record<Language, (day: string, time: string) => string> = {
      en: (day, time) => `on ${day} at ${time}`,
      es: (day, time) => `el ${day} a las ${time}`,
      fr: (day, time) => `${day} à ${time}`,
      ar: (day, time) => `يوم ${day} الساعة ${time}`,
      id: (day, time) => `${day} pukul ${time}`,
      pt: (day, time) => `${day} às ${time}`,
    };
    for (const language of LANGUAGES) {
      const { day, time } = parts(language);
      expect(day, language).not.toMatch(/\d/);
      expect(time, language).not.toMatch(/,/);
      expect(restockAtText(i18nFor(language).t, later, now, language), language).toBe(expected[language](day, time));
    }
    expect(restockAtText(i18nFor('es').t, now + 60_000, now, 'es')).toBe(`a las ${localTimeOfDay(now + 60_000, 'es').time}`);
  });

  it('agree the Spanish and Portuguese article with the hour: a la 1:00 but a las 2:00, à 1:00 but às 2:00', () => {
    // Built in local time, so the clock shows 1:00 and 2:00 in whatever zone the tests run.
    const oneAm = new Date(2026, 10, 27, 1, 0).getTime();
    const twoAm = new Date(2026, 10, 27, 2, 0).getTime();
    const sameDay = new Date(2026, 10, 27, 0, 30).getTime();
    const es = i18nFor('es').t;
    const pt = i18nFor('pt').t;
    expect(restockAtText(es, oneAm, sameDay, 'es')).toBe(`a la ${localTimeOfDay(oneAm, 'es').time}`);
    expect(restockAtText(es, twoAm, sameDay, 'es')).toBe(`a las ${localTimeOfDay(twoAm, 'es').time}`);
    expect(restockAtText(pt, oneAm, sameDay, 'pt')).toBe(`à ${localTimeOfDay(oneAm, 'pt').time}`);
    expect(restockAtText(pt, twoAm, sameDay, 'pt')).toBe(`às ${localTimeOfDay(twoAm, 'pt').time}`);
    const dayBefore = sameDay - 86_400_000;
    expect(laterRestockText(es, oneAm, dayBefore, 'es', true)).toBe(
      `${formatLocalWeekday(oneAm, dayBefore, 'es')} a la ${localTimeOfDay(oneAm, 'es').time}`,
    );
    expect(restockAtText(pt, oneAm, dayBefore, 'pt')).toBe(
      `${formatLocalWeekday(oneAm, dayBefore, 'pt')} à ${localTimeOfDay(oneAm, 'pt').time}`,
    );
  });

  // «Próximo restock en 21h 10min 08s el mar a la 1:00»: «el mar» read as "the sea"; French said «mar. à 01:00».
  it('names the day in Spanish and French as a sentence does: «el martes a la 1:00», «mardi à 01:00»', () => {
    const tuesday = new Date(2026, 10, 24, 1, 0).getTime();
    const monday = new Date(2026, 10, 23, 12, 0).getTime();
    const es = i18nFor('es').t;
    const fr = i18nFor('fr').t;
    expect(restockAtText(es, tuesday, monday, 'es')).toBe(`el martes a la ${localTimeOfDay(tuesday, 'es').time}`);
    expect(laterRestockText(es, tuesday, monday, 'es', true)).toBe(`martes a la ${localTimeOfDay(tuesday, 'es').time}`);
    expect(restockAtText(fr, tuesday, monday, 'fr')).toBe('mardi à 01:00');
    expect(laterRestockText(fr, tuesday, monday, 'fr', true)).toBe('mardi à 01:00');
  });

  it('writes the Indonesian weekday whole, as players do', () => {
    expect(laterRestockText(i18nFor('id').t, later, now, 'id', true)).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu) pukul /);
  });

  it('lists the Daily Deals’ later restocks with no comma inside a restock', () => {
    vi.useFakeTimers({ now });
    render(pageIn('es'));
    const list = screen.getByTestId('clock-daily-deals').querySelector('.shop-clock__later')!;
    const times = [...list.querySelectorAll('time')].map((time) => time.textContent!);
    expect(times).toHaveLength(3);
    for (const time of times) expect(time).toMatch(/^\S+ a las \d{1,2}:\d\d$/);
  });
});

describe('the rules and notes as prerendered', () => {
  it('says midnight in words for the daily rule at 00:00 UTC, and the time of any other', () => {
    expect(prerendered('ar', 'clock-daily-deals').querySelector('.shop-clock__rule')!.textContent).toBe(
      'كل يوم عند منتصف الليل بتوقيت UTC، على كل السيرفرات معًا.',
    );
    expect(prerendered('en', 'clock-daily-deals').querySelector('.shop-clock__rule')!.textContent).toContain('midnight UTC');
    expect(prerendered('ar', 'clock-daily-quests').querySelector('.shop-clock__rule')!.textContent).toContain('8:00\u00a0م');
  });

  // Its sources undated, a card said "The sources give no date." after its confidence: it says what has no date.
  it('says the sources give no date for the rule of a clock whose sources are undated', () => {
    for (const key of ['event-shops', 'weather']) {
      const sure = prerendered('en', `clock-${key}`).querySelector('.shop-clock__sure')!.textContent;
      expect(sure, key).toMatch(/^Confidence in the interval: .*\. The sources give no date for this rule$/);
    }
  });

  // «No fixed clock», then «in the timing: high»: read as a timing known for sure, where what is sure is the server's say.
  it('says for a clock the server starts that what is sure is the server’s say, and for a shared clock its timing', () => {
    for (const language of LANGUAGES) {
      const { t } = i18nFor(language);
      const sureOf = (key: string) => prerendered(language, `clock-${key}`).querySelector('.shop-clock__sure')!.textContent!;
      for (const key of ['traveling-merchant', 'weather']) {
        expect(sureOf(key), `${language} ${key}`).toContain(
          t('stock.sure', {
            interval: t('facts.confidence.none'),
            what: t('stock.sureOf.serverDecides'),
            alignment: t('facts.confidence.high'),
          }),
        );
      }
      expect(sureOf('seed'), language).toContain(
        t('stock.sure', { interval: t('facts.confidence.high'), what: t('stock.sureOf.timing'), alignment: t('facts.confidence.high') }),
      );
    }
  });

  // The daily quests' card offered "Tell me at the next restock" for a quest reset.
  it('offers an alert at the quests’ next reset, and at a shop’s next restock', () => {
    expect(prerendered('en', 'clock-daily-quests').querySelector('button')!.textContent).toBe('Tell me at the next reset');
    expect(prerendered('en', 'clock-seed').querySelector('button')!.textContent).toBe('Tell me at the next restock');
  });

  // Five buttons read «Tell me at the next restock» alike in a list of the page's buttons.
  it('describes each alert button by its shop’s name', () => {
    render(page);
    const buttons = screen.getAllByRole('button', { name: /^Tell me at the next/ });
    expect(buttons.length).toBeGreaterThan(4);
    const shops = buttons.map((button) => within(button.closest('section')!).getByRole('heading').textContent);
    expect(new Set(shops).size).toBe(buttons.length);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleDescription(shops[index]));
  });

  // The Cosmetic Shop's card stated "Every 4 hr, …" as a rule, then that the sources disagree on the interval.
  it('states no rule for a shop whose interval the sources dispute, only what most of them say', () => {
    const card = prerendered('en', 'clock-cosmetic');
    expect(card.querySelector('.shop-clock__rule')!.textContent).toBe('Most sources say every 4\u00a0hr.');
    expect(card.querySelector('.shop-clock__countdown')).toBeNull();
    expect(prerendered('en', 'clock-egg').querySelector('.shop-clock__rule')!.textContent).toMatch(
      /^Every 30\u00a0min, at the same moment/,
    );
  });

  it('keeps each minute mark of the Seed Shop’s note left to right, from its rule', () => {
    expect(prerendered('ar', 'clock-seed').querySelector('.shop-clock__note')!.textContent).toContain(
      `عند ${leftToRight(':00')} و${leftToRight(':05')} و${leftToRight(':10')} …`,
    );
    expect(prerendered('en', 'clock-seed').querySelector('.shop-clock__note')!.textContent).toContain(
      `every 5\u00a0min, on the ${leftToRight(':00')}, ${leftToRight(':05')}, ${leftToRight(':10')} … marks`,
    );
  });

  it('writes the egg rates fans report from the data, each percentage by Intl', () => {
    expect(data.eggAppearance).toEqual([
      { name: 'Common Egg', percent: 99 },
      { name: 'Uncommon Egg', percent: 53 },
      { name: 'Rare Egg', percent: 21 },
      { name: 'Legendary Egg', percent: 9 },
      { name: 'Bug Egg', percent: 3 },
    ]);
    expect(prerendered('en', 'reading-egg').textContent).toContain(
      'Fans report Common Egg 99%, Uncommon Egg 53%, Rare Egg 21%, Legendary Egg 9%, and Bug Egg 3% per restock',
    );
    const arabic = prerendered('ar', 'reading-egg').textContent!;
    expect(arabic).toContain(`Common Egg ${formatPercent(99, 'ar')}`);
    expect(arabic).not.toMatch(/\d %/);
  });

  it('tables the Tier 2 seeds apart, under the sureness of their own reading', () => {
    const main = prerendered('en', 'seed-table');
    const tier2 = prerendered('en', 'seed-tier-2-table');
    const names = (table: Element) => [...table.querySelectorAll('tr[data-item]')].map((row) => row.getAttribute('data-item'));
    expect(names(tier2).sort()).toEqual(['Broccoli', 'Brussels Sprout', 'Cocomango', 'Potato']);
    expect(names(main)).not.toContain('Broccoli');
    expect(names(main)).toContain('Carrot');
    expect(prerendered('en', 'reading-seed').textContent).toContain('(sureness of this reading: medium)');
    expect(prerendered('en', 'reading-seed-tier-2').textContent).toContain('(sureness of this reading: low)');
    expect(prerendered('en', 'reading-gear').textContent).not.toContain('Tier 2');
  });

  it('gives the Zen quests, whose event is over, no countdown and no alert, and says when the event ran', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const zen = screen.getByTestId('clock-zen-quests');
    expect(zen.querySelector('[data-shop]')).toBeNull();
    expect(within(zen).queryByRole('button')).toBeNull();
    expect(zen.textContent).toContain(`from ${formatIsoDate('2025-07-19', 'en')} to ${formatIsoDate('2025-08-02', 'en')}`);
    expect(zen.closest('.shop-clocks--quiet')).not.toBeNull();
  });
});
