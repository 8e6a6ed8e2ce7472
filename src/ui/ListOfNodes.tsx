import { Fragment, type ReactNode } from 'react';
import type { Language } from '../i18n/languages';
import { formatListParts } from '../lib/format';

/** Items that are elements, joined the way the page's language writes a list ("a, b and c", "a, b y c"). */
export function ListOfNodes({ items, language }: { items: readonly ReactNode[]; language: Language }) {
  return (
    <>
      {formatListParts(items.length, language).map((part, index) =>
        typeof part === 'number' ? <Fragment key={index}>{items[part]}</Fragment> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
