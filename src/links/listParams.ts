/*
 * The values only lists read, each alike on every list: a name search (`q`), one of a few choices, an order. Apart
 * from urlState.ts, which every page with state in its address runs: the calculators kept offline read none of them,
 * and every offline worker would otherwise keep them (the precache budget, docs/decisions.md).
 */
import { MAX_SEARCH_LENGTH } from '../lib/paths';
import { linkId, type ParamReader } from './urlState';

/**
 * Reads a list's search box (`q`) into `field`; a longer value is refused, and so is one the link's %-codes do not spell
 * as text (cut short inside a letter: `%E2%80`), which the browser reads as U+FFFD, a character no name holds.
 */
export function searchParam<S>(field: { [K in keyof S]: S[K] extends string ? K : never }[keyof S]): ParamReader<S> {
  return (value, state) => {
    if (value.length > MAX_SEARCH_LENGTH || value.includes('\uFFFD')) return false;
    (state as Record<typeof field, string>)[field] = value;
    return true;
  };
}

/**
 * A value taken only when it is one of the choices `isChoice` accepts (a tier, a category…), into `field`; read as an id
 * is (linkId), so `tier=Mythical` is `mythical`.
 */
export function choiceParam<S, K extends keyof S>(field: K, isChoice: (value: string) => value is string & S[K]): ParamReader<S> {
  return (value, state) => {
    const choice = linkId(value);
    if (!isChoice(choice)) return false;
    state[field] = choice;
    return true;
  };
}

/** A list's order: a column, largest (or Z) first when descending. */
export interface SortOrder<C extends string> {
  column: C;
  descending: boolean;
}

/** `name`, or `-value` for largest first: how every list writes its `sort`. */
export function sortParam<C extends string>(sort: SortOrder<C>): string {
  return `${sort.descending ? '-' : ''}${sort.column}`;
}

/** Reads a `sort` written by sortParam into `field`, if it names one of the list's columns, in any case (`-firstseen`). */
export function sortParamReader<S, C extends string>(
  columns: readonly C[],
  field: { [K in keyof S]: S[K] extends SortOrder<C> ? K : never }[keyof S],
): ParamReader<S> {
  return (value, state) => {
    const descending = value.startsWith('-');
    const named = linkId(descending ? value.slice(1) : value);
    const column = columns.find((candidate) => linkId(candidate) === named);
    if (!column) return false;
    (state as Record<typeof field, SortOrder<C>>)[field] = { column, descending };
    return true;
  };
}
