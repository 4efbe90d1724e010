// Registering a visitor: each empty or malformed field says so beside it and takes the focus; a visit is sent as IST
// moments of one day; a refusal of the hostel's rules is said in words with the rule it broke.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { ApiError } from '../../../lib/errors';
import { registerVisitor } from '../api/visitors';
import { RULES, visitorOf } from './visitor.fixture';
import { VisitorForm } from './visitor-form';
import { VisitorRulesPanel } from './visitor-rules';

vi.mock('../api/visitors', () => ({ registerVisitor: vi.fn() }));
afterEach(() => vi.resetAllMocks());

function renderForm(onRegistered = vi.fn()) {
  render(
    <>
      <VisitorForm rules={RULES} onRegistered={onRegistered} />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { from = '11:00', to = '13:30' } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Visitor’s name' }), 'Meera Verma');
  await user.type(screen.getByRole('textbox', { name: /Visitor’s phone/ }), '98123 45670');
  await user.type(screen.getByRole('textbox', { name: /Visitor’s email/ }), 'meera@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who they are to you' }), 'Parent');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Visitor’s gender' }), 'Female');
  await user.type(screen.getByRole('textbox', { name: 'Purpose of the visit' }), 'Bringing winter clothes');
  const day = screen.getByLabelText('Day of the visit');
  await user.clear(day);
  await user.type(day, '2026-12-02');
  await user.type(screen.getByLabelText('Arrives at'), from);
  await user.type(screen.getByLabelText('Leaves by'), to);
}

const refused = (code: string) => new ApiError('Refused', 409, { code: code as ApiError['code'] });

describe('VisitorForm', () => {
  it('when sent empty, then each field says what it needs and the first takes the focus; nothing is sent', async () => {
    const user = renderForm();
    await user.clear(screen.getByLabelText('Day of the visit'));
    await user.click(screen.getByRole('button', { name: 'Register the visitor' }));
    const name = screen.getByRole('textbox', { name: 'Visitor’s name' });
    expect(name).toHaveAccessibleDescription('Write the visitor’s name.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Who they are to you' })).toHaveAccessibleDescription(
      'Choose who the visitor is.',
    );
    expect(screen.getByLabelText('Leaves by')).toHaveAccessibleDescription('Choose when they leave.');
    expect(registerVisitor).not.toHaveBeenCalled();
  });

  it('when the visitor leaves before they arrive or the phone is not one, then it says so beside the field', async () => {
    const user = renderForm();
    await fillIn(user, { from: '15:00', to: '14:00' });
    await user.clear(screen.getByRole('textbox', { name: /Visitor’s phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Visitor’s phone/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Register the visitor' }));
    expect(screen.getByRole('textbox', { name: /Visitor’s phone/ })).toHaveAccessibleDescription(
      /A 10-digit mobile.*Write a 10-digit mobile/,
    );
    expect(screen.getByLabelText('Leaves by')).toHaveAccessibleDescription(
      'They leave after they arrive, on the same day.',
    );
    expect(registerVisitor).not.toHaveBeenCalled();
  });

  it('when registered, then the visit goes as IST moments of the day chosen, it says where the pass went, and the form empties', async () => {
    const onRegistered = vi.fn();
    const pass = visitorOf();
    vi.mocked(registerVisitor).mockResolvedValueOnce(pass);
    const user = renderForm(onRegistered);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register the visitor' }));
    expect(
      await screen.findByText(/Meera Verma is registered for .*The pass is mailed to meera@example.com\./),
    ).toBeVisible();
    expect(registerVisitor).toHaveBeenCalledWith({
      visitor_name: 'Meera Verma',
      phone: '9812345670',
      email: 'meera@example.com',
      relation: 'parent',
      gender: 'female',
      purpose: 'Bringing winter clothes',
      from: '2026-12-02T11:00:00+05:30',
      to: '2026-12-02T13:30:00+05:30',
    });
    expect(onRegistered).toHaveBeenCalledWith(pass);
    expect(screen.getByRole('textbox', { name: 'Visitor’s name' })).toHaveValue('');
  });

  it.each([
    ['outside_hours', 'Outside visiting hours: visitors may come between 10:00 and 18:00 (IST).'],
    ['too_many', 'you may have up to 3 visitors expected or inside at a time.'],
    ['too_far_ahead', 'a visit may be registered at most 7 days ahead.'],
    ['other_gender', 'does not let visitors of the other gender visit.'],
    ['banned', 'the office has banned their phone number.'],
    ['host_on_leave', 'You are on leave then'],
  ])(
    'when the server refuses with %s, then the form says so with the rule, and takes the focus',
    async (code, words) => {
      vi.mocked(registerVisitor).mockRejectedValueOnce(refused(code));
      const user = renderForm();
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Register the visitor' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(words);
      expect(alert).toHaveFocus();
    },
  );

  it('when the visit falls in a blackout, then the form names the period and its reason', async () => {
    vi.mocked(registerVisitor).mockRejectedValueOnce(refused('blackout'));
    const user = renderForm();
    await fillIn(user);
    await user.clear(screen.getByLabelText('Day of the visit'));
    await user.type(screen.getByLabelText('Day of the visit'), '2026-12-11');
    await user.click(screen.getByRole('button', { name: 'Register the visitor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /No visits then: End-semester examinations, from 10 Dec 2026.* to 12 Dec 2026/,
    );
  });
});

describe('VisitorRulesPanel', () => {
  it('says the hours, areas, how many, how far ahead, the other-gender rule and the blackouts ahead', () => {
    render(<VisitorRulesPanel rules={RULES} />);
    const panel = screen.getByRole('region', { name: 'Your hostel’s visitor rules' });
    expect(panel).toHaveTextContent('Visiting hours are 10:00 to 18:00 (IST).');
    expect(panel).toHaveTextContent('Visitors may go to: The visitors’ lounge');
    expect(panel).toHaveTextContent('up to 3 visitors expected or inside at a time.');
    expect(panel).toHaveTextContent('at most 7 days ahead.');
    expect(panel).toHaveTextContent('Visitors of the other gender may not visit');
    expect(panel).toHaveTextContent(/10 Dec 2026.* to 12 Dec 2026.*: End-semester examinations/);
  });

  it('without a bed, then it says there is nothing to register yet', () => {
    render(<VisitorRulesPanel rules={null} />);
    expect(screen.getByRole('note')).toHaveTextContent('once you hold a bed');
  });
});
