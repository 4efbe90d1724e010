// A settle group hides its parts until every read in it has settled (or SETTLE_WAIT_MS has passed), then stays shown.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_WAIT_MS, SettleGroup, useSettled } from './settle-group';

function Part() {
  const [settled, setSettled] = useState(false);
  useSettled(settled);
  return (
    <button type="button" onClick={() => setSettled(true)}>
      {settled ? 'part ready' : 'part loading'}
    </button>
  );
}

function group(ready: boolean) {
  return (
    <SettleGroup label="your things" ready={ready}>
      <Part />
    </SettleGroup>
  );
}

afterEach(() => vi.useRealTimers());

describe('SettleGroup', () => {
  it('when the parent and a part settle, then the parts show only after both, and stay shown', () => {
    const { rerender } = render(group(false));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your things…');
    expect(screen.getByText('part loading').closest('.settle-group')).toHaveClass('settle-group--waiting');

    rerender(group(true));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.click(screen.getByText('part loading'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const shown = screen.getByText('part ready').closest('.settle-group');
    expect(shown).not.toHaveClass('settle-group--waiting');
    expect(shown).not.toHaveAttribute('aria-busy');

    rerender(group(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a read is slow, then the group shows what it has after SETTLE_WAIT_MS', () => {
    vi.useFakeTimers();
    render(group(true));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SETTLE_WAIT_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('part loading')).toBeVisible();
  });
});
