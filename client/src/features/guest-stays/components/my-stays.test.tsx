// The host's guest stays on the profile: each with its guest, room, dates and step in the one vocabulary, the warden's
// note or why it ended, and a receipt only once paid; nothing at all for someone who never booked one.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestStayOf } from '../../../testing/guest-stay';
import { getMyStays } from '../api/my-stays';
import { MyStays } from './my-stays';

vi.mock('../api/my-stays', () => ({ getMyStays: vi.fn() }));
afterEach(() => vi.resetAllMocks());

function renderStays() {
  return render(
    <MemoryRouter>
      <MyStays />
    </MemoryRouter>,
  );
}

describe('MyStays', () => {
  it('when the host has stays, then each shows its guest, room, dates, step and what may be read of it', async () => {
    vi.mocked(getMyStays).mockResolvedValue([
      guestStayOf(),
      guestStayOf({
        id: 32,
        reference: 'LONG000001',
        guest_name: 'Ravi Verma',
        nights: 7,
        status: 'awaiting_approval',
      }),
      guestStayOf({ id: 33, reference: 'HELD000001', guest_name: 'Meena Rao', status: 'held', paid_at: null }),
      guestStayOf({ id: 34, guest_name: 'Kiran Das', status: 'refused', decision_note: 'The house is full that week' }),
      guestStayOf({ id: 35, guest_name: 'Om Prakash', status: 'void', void_reason: 'host_on_leave' }),
    ]);
    renderStays();
    expect(await screen.findByRole('heading', { level: 2, name: 'Guest stays' })).toBeInTheDocument();
    const [confirmed, long, held, refused, voided] = screen.getAllByRole('listitem');
    expect(within(confirmed!).getByText('Confirmed')).toHaveClass('status-badge--resolved');
    expect(confirmed).toHaveTextContent('Atithi, Wing A · Room 101 · 20 Dec 2026 – 22 Dec 2026');
    expect(confirmed).toHaveTextContent('2 nights · ₹1,600.00 · Reference STAY0A1B2C');
    expect(within(confirmed!).getByRole('link', { name: 'Receipt for Sunita Verma’s stay' })).toHaveAttribute(
      'href',
      '/receipt/STAY0A1B2C',
    );
    expect(within(long!).getByText('Awaiting the warden’s approval')).toHaveClass('status-badge--pending');
    expect(long).toHaveTextContent('the warden decides on a stay this long');
    expect(within(held!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(held!).queryByRole('link')).toBeNull();
    expect(within(refused!).getByText('Refused')).toHaveClass('status-badge--rejected');
    expect(refused).toHaveTextContent('Warden’s note: The house is full that week');
    expect(voided).toHaveTextContent('you went on leave before the stay began, so it was refunded');
  });

  it('when the reader never booked a stay, then the panel is not there at all', async () => {
    vi.mocked(getMyStays).mockResolvedValue([]);
    renderStays();
    await vi.waitFor(() => expect(getMyStays).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Guest stays' })).toBeNull();
  });

  it('when the stays cannot be read, then it says so with a way to try again', async () => {
    vi.mocked(getMyStays).mockRejectedValue(new Error('offline'));
    renderStays();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your guest stays could not be loaded.');
  });
});
