import './ui.css';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the current page address (with its query, so the link reproduces the calculation). */
export function CopyLinkButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <span className={['copy-link', className ?? ''].filter(Boolean).join(' ')}>
      <button type="button" className="button" onClick={() => void copy()} data-testid="copy-link">
        <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
        {t('ui.copyLink')}
      </button>
      <span className="copy-link__status" role="status">
        {state === 'copied' ? t('ui.copied') : state === 'failed' ? t('ui.copyFailed') : ''}
      </span>
    </span>
  );
}
