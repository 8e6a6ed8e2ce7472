// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusRegion } from './StatusRegion';

describe('a status region only a visitor’s action fills', () => {
  // Home's first round trip has bytes to spare only by the dozen; the mutation picker's two regions were drawn empty.
  it('is not in the prerendered HTML, even empty', () => {
    expect(renderToString(<StatusRegion className="said" />)).toBe('');
  });

  it('is a polite status once the page is live, with what is said in it', () => {
    render(
      <StatusRegion className="said">
        <p>Removed all mutations.</p>
      </StatusRegion>,
    );
    expect(screen.getByRole('status')).toHaveClass('said');
    expect(screen.getByRole('status')).toHaveTextContent('Removed all mutations.');
  });
});
