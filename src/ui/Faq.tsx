import './ui.css';
import type { ReactNode } from 'react';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly, and in the HTML without script. */
export function Faq({ title, entries }: { title: ReactNode; entries: readonly FaqEntry[] }) {
  return (
    <section className="faq render-when-near" aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {entries.map((entry) => (
        <details key={entry.question} className="faq__entry">
          <summary>
            <h3 className="faq__question">{entry.question}</h3>
          </summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
