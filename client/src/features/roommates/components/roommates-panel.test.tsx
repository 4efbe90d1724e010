import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { ApiError } from '../../../lib/errors';
import * as api from '../api/roommates';
import { RoommatesPanel } from './roommates-panel';

vi.mock('../api/roommates', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  getRoomShare: vi.fn(),
  getReceivedInvites: vi.fn(),
  inviteRoommate: vi.fn(),
  answerInvite: vi.fn(),
}));

const SHARE: api.RoomShare = {
  hostel_name: 'Kanhar',
  wing_name: 'A',
  room_number: 101,
  bed_label: 'A',
  bed_state: 'owned',
  other_bed_label: 'B',
  other_bed_state: 'free',
  roommate_name: null,
  invite_id: null,
  invitee_email: null,
  invite_status: null,
  invite_expires_at: null,
};

const INVITE: api.ReceivedInvite = {
  invite_id: 9,
  status: 'pending',
  expires_at: '2026-11-26T10:00:00Z',
  inviter_name: 'Aarav Sharma',
  hostel_name: 'Gopad',
  wing_name: 'C',
  room_number: 212,
  room_id: 812,
  bed_label: 'B',
};

function BookNowStub() {
  return <p>booking {useLocation().pathname}</p>;
}

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <RoommatesPanel userId="u1" token="t1" /> },
      { path: '/status/:hosteltype/booknow/:room_id', element: <BookNowStub /> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(api.getRoomShare).mockResolvedValue(null);
  vi.mocked(api.getReceivedInvites).mockResolvedValue([]);
});

describe('RoommatesPanel', () => {
  it('when the student has no double and no invitation, then there is no panel', async () => {
    renderPanel();
    await vi.waitFor(() => expect(api.getReceivedInvites).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Roommate' })).toBeNull();
  });

  it('when the other bed is free, then a bad email is refused in words and a good one is sent', async () => {
    vi.mocked(api.getRoomShare).mockResolvedValue(SHARE);
    vi.mocked(api.inviteRoommate).mockResolvedValue({ inviteId: 3, expiresAt: '2026-11-26T10:00:00Z' });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Invite roommate' }));
    expect(screen.getByRole('textbox', { name: "Roommate's email" })).toHaveAccessibleDescription(
      expect.stringContaining("Enter your roommate's email address"),
    );
    expect(api.inviteRoommate).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: "Roommate's email" }), ' friend@hostel.local ');
    await user.click(screen.getByRole('button', { name: 'Invite roommate' }));
    expect(api.inviteRoommate).toHaveBeenCalledWith('friend@hostel.local', 't1');
  });

  it('when no account uses the address, or the invitations are used up, then the form says so beside the address', async () => {
    vi.mocked(api.getRoomShare).mockResolvedValue(SHARE);
    vi.mocked(api.inviteRoommate)
      .mockRejectedValueOnce(new ApiError('No student account uses this address.', 404, { code: 'no_account' }))
      .mockRejectedValueOnce(new ApiError('Used up.', 429, { code: 'invite_cap' }))
      .mockRejectedValueOnce(new ApiError('Too many emails.', 429, { code: 'mail_cap' }));
    const user = renderPanel();
    const address = await screen.findByRole('textbox', { name: "Roommate's email" });
    await user.type(address, 'nobody@elsewhere.example');
    for (const said of [messages.roommateNoAccount, messages.roommateInviteCap, messages.roommateMailCap]) {
      await user.click(screen.getByRole('button', { name: 'Invite roommate' }));
      await vi.waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(said)));
    }
  });

  it('when both live in the room, then the roommate is named and no form is offered', async () => {
    vi.mocked(api.getRoomShare).mockResolvedValue({
      ...SHARE,
      other_bed_state: 'occupied',
      roommate_name: 'Meera Iyer',
    });
    renderPanel();
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite roommate' })).toBeNull();
  });

  it('when an invitation is received and accepted, then the student goes on to book that room', async () => {
    vi.mocked(api.getReceivedInvites).mockResolvedValue([INVITE]);
    vi.mocked(api.answerInvite).mockResolvedValue({ status: 'accepted', hostel: 'Gopad', roomId: 812 });
    const user = renderPanel();
    expect(await screen.findByText(/invites you to share Gopad, Wing C · Room 212: bed B is kept/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept and book' }));
    expect(api.answerInvite).toHaveBeenCalledWith(9, 'accept', 't1');
    expect(await screen.findByText('booking /status/Gopad/booknow/812')).toBeInTheDocument();
  });
});
