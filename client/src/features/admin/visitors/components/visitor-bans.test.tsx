// The bans: listed newest first with who set them, a ban checked before it is confirmed, a confirmation that says the
// passes become void everywhere, the count of passes voided said in words, a number already banned said so, a ban lifted.
import type { VisitorBan } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import { ApiError } from '../../../../lib/errors';
import * as api from '../api/visitor-bans';
import { VisitorBans } from './visitor-bans';

vi.mock('../api/visitor-bans', () => ({ getVisitorBans: vi.fn(), addVisitorBan: vi.fn(), liftVisitorBan: vi.fn() }));

const BAN: VisitorBan = {
  id: 4,
  phone: '9876501234',
  visitor_name: 'Vikram Singh',
  reason: 'Entered a residents’ floor twice',
  created_at: '2026-11-20T06:30:00Z',
  created_by_name: 'Warden Kanhar',
};

function renderBans() {
  return render(
    <>
      <VisitorBans />
      <NotificationRegion />
    </>,
  );
}

async function fillBan(user: ReturnType<typeof userEvent.setup>, phone: string, name: string, reason: string) {
  const form = await screen.findByRole('form', { name: 'Ban a visitor' });
  if (phone) await user.type(within(form).getByLabelText('Phone number'), phone);
  if (name) await user.type(within(form).getByLabelText("Visitor's name"), name);
  if (reason) await user.type(within(form).getByLabelText('Reason'), reason);
  await user.click(within(form).getByRole('button', { name: 'Ban visitor' }));
  return form;
}

// jsdom has no modal dialogs: the confirmation opens and closes as a plain one.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  vi.mocked(api.getVisitorBans).mockReset().mockResolvedValue([BAN]);
  vi.mocked(api.addVisitorBan).mockReset();
  vi.mocked(api.liftVisitorBan).mockReset();
});

describe('VisitorBans', () => {
  it('when the bans load, then each shows the visitor, number, reason, when and by whom', async () => {
    renderBans();
    const row = (await screen.findByRole('rowheader', { name: 'Vikram Singh' })).closest('tr')!;
    expect(row).toHaveTextContent(
      /9876501234.*Entered a residents’ floor twice.*20 Nov 2026, 12:00 pm.*by Warden Kanhar/i,
    );
    expect(within(row).getByRole('button', { name: 'Lift ban: Vikram Singh' })).toBeVisible();
  });

  it('when there are none, then it says so', async () => {
    vi.mocked(api.getVisitorBans).mockResolvedValue([]);
    renderBans();
    expect(await screen.findByText('No visitor is banned.')).toBeInTheDocument();
  });

  it('when a ban is confirmed, then the number is sent as the contract reads it and the passes voided are counted in words', async () => {
    const user = userEvent.setup();
    vi.mocked(api.addVisitorBan).mockResolvedValue({
      ban: { ...BAN, id: 5, phone: '9812345670', visitor_name: 'Karan Mehta', reason: 'Threatened a guard' },
      voided: 2,
    });
    renderBans();
    await fillBan(user, '+91 98123 45670', 'Karan Mehta', 'Threatened a guard');
    const dialog = screen.getByRole('dialog', { name: 'Ban Karan Mehta (9812345670)?' });
    expect(dialog).toHaveTextContent('Their passes in every hostel become void at once');
    expect(api.addVisitorBan).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ban in every hostel' }));
    expect(api.addVisitorBan).toHaveBeenCalledWith({
      phone: '9812345670',
      visitor_name: 'Karan Mehta',
      reason: 'Threatened a guard',
    });
    expect(
      await screen.findByText('Karan Mehta is banned in every hostel. 2 passes were made void.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.getVisitorBans).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
  });

  it('when the ban voids nothing, then it says there was no pass to void', async () => {
    const user = userEvent.setup();
    vi.mocked(api.addVisitorBan).mockResolvedValue({ ban: { ...BAN, visitor_name: 'Karan Mehta' }, voided: 0 });
    renderBans();
    await fillBan(user, '9812345670', 'Karan Mehta', 'Threatened a guard');
    await user.click(screen.getByRole('button', { name: 'Ban in every hostel' }));
    expect(
      await screen.findByText('Karan Mehta is banned in every hostel. They had no pass to make void.'),
    ).toBeInTheDocument();
  });

  it('when the ban is cancelled at the confirmation, then nothing is sent', async () => {
    const user = userEvent.setup();
    renderBans();
    await fillBan(user, '9812345670', 'Karan Mehta', 'Threatened a guard');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.addVisitorBan).not.toHaveBeenCalled();
  });

  it('when the fields are wrong, then each is named and no confirmation is asked', async () => {
    const user = userEvent.setup();
    renderBans();
    const form = await fillBan(user, '12345', 'K', '');
    expect(within(form).getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Give a 10-digit mobile number or an international number \(\+ and digits\)\./,
    );
    expect(within(form).getByLabelText("Visitor's name")).toHaveAccessibleDescription(
      "Give the visitor's name, 2 to 100 characters.",
    );
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give a reason, in at most 300 characters.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the number is already banned, then the server’s words say so', async () => {
    const user = userEvent.setup();
    vi.mocked(api.addVisitorBan).mockRejectedValue(
      new ApiError('This phone number is already banned', 409, { code: 'already_banned' }),
    );
    renderBans();
    await fillBan(user, '9876501234', 'Vikram Singh', 'Again');
    await user.click(screen.getByRole('button', { name: 'Ban in every hostel' }));
    expect(await screen.findByText('This phone number is already banned')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a ban is lifted, then the result is said and it leaves the list', async () => {
    const user = userEvent.setup();
    vi.mocked(api.liftVisitorBan).mockResolvedValue(BAN);
    renderBans();
    await user.click(await screen.findByRole('button', { name: 'Lift ban: Vikram Singh' }));
    expect(api.liftVisitorBan).toHaveBeenCalledWith(4);
    expect(
      await screen.findByText('The ban on Vikram Singh (9876501234) is lifted: new passes may be made for them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No visitor is banned.')).toBeInTheDocument();
  });

  it('when the bans cannot be read, then it says so with a way to try again', async () => {
    vi.mocked(api.getVisitorBans).mockRejectedValueOnce(new Error('down'));
    renderBans();
    expect(await screen.findByRole('alert')).toHaveTextContent('The bans could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
