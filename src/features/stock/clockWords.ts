import type { ClockEvent } from '../../game/restock';

/** A clock's texts in the words of what it counts down to: a shop restocks, the quests reset. */
export const CLOCK_WORDS = {
  restock: {
    nextIn: 'stock.nextIn',
    button: 'stock.alert.button',
    title: 'stock.alert.title',
    body: 'stock.alert.body',
    rang: 'stock.alert.rang',
    notShown: 'stock.alert.notShown',
  },
  reset: {
    nextIn: 'stock.nextResetIn',
    button: 'stock.alert.resetButton',
    title: 'stock.alert.resetTitle',
    body: 'stock.alert.resetBody',
    rang: 'stock.alert.resetRang',
    notShown: 'stock.alert.resetNotShown',
  },
} as const satisfies Record<ClockEvent, Record<string, string>>;
