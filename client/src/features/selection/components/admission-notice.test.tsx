// An admitted student's turn: until when, counting down, and that it has ended once the moment passes.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { AdmissionNotice } from './admission-notice';

const NOW = '2026-12-01T10:00:00.000Z';
const ENDS = '2026-12-01T10:10:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AdmissionNotice', () => {
  it('when a student is admitted, then it says until when their turn lasts and counts down; at the end it says the turn has ended', async () => {
    render(<AdmissionNotice expiresAt={ENDS} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('10 min 00 s');
    expect(timer.parentElement).toHaveTextContent(
      `It is your turn: hold a bed before ${formatDateTime(ENDS)} — time left`,
    );

    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your turn to choose a bed has ended. Choosing a bed now puts you back in line.',
    );
  });
});
