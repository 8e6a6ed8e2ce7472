import './ui.css';
import type { ReactNode } from 'react';

interface NoticeProps {
  tone?: 'info' | 'warning' | 'error';
  children: ReactNode;
  /** Label of the close button; without it the notice cannot be dismissed. */
  dismissLabel?: string;
  onDismiss?: () => void;
  className?: string;
  /** False inside a live region of its own, which announces it instead. */
  announce?: boolean;
  /**
   * False while it has nothing to say: its elements stay, so a live region inside keeps its place for the next message,
   * but they draw no box, and the page's first screen does not carry a notice's styles for it.
   */
  shown?: boolean;
  'data-testid'?: string;
}

/** A message box; warnings and errors are announced politely, without stealing focus. */
export function Notice({
  tone = 'info',
  children,
  dismissLabel,
  onDismiss,
  className,
  announce = true,
  shown = true,
  ...rest
}: NoticeProps) {
  return (
    <div
      className={(shown ? ['notice', `notice--${tone}`, className] : [className]).filter(Boolean).join(' ') || undefined}
      role={announce ? (tone === 'info' ? 'status' : 'alert') : undefined}
      data-testid={rest['data-testid']}
    >
      <div className={shown ? 'notice__body' : undefined}>{children}</div>
      {onDismiss && dismissLabel ? (
        <button type="button" className="notice__dismiss" onClick={onDismiss} aria-label={dismissLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
