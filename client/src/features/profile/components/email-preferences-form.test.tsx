// Email notifications in the profile: one checkbox per kind the account can receive, checked = emailed, saved as the
// list of kinds turned off.
import { screen, within } from '@testing-library/react';
import type { NotificationKind } from '@campus-hostel/contracts/notification-kinds';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { EmailPreferencesForm } from './email-preferences-form';

const ANSWERS = 'My complaints resolved';
const OVERDUE = 'Complaints past their due time (office)';

describe('EmailPreferencesForm', () => {
  it('when a student opens it, then every student kind is offered, checked unless turned off, and the office kind is not', () => {
    renderInApp(<EmailPreferencesForm audience="student" initialOff={['hold_ending']} onSave={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Email me about' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(23);
    expect(screen.getByRole('checkbox', { name: 'Important notices from the hostel office' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'My leave: each step of a request' })).toBeChecked();
    // The guardian's consent request is mailed to the guardian, never to the student: nothing to turn off.
    expect(screen.queryByRole('checkbox', { name: 'Consent requests to my guardian' })).toBeNull();
    // Likewise a visitor's pass goes to the visitor; the host chooses how they hear of their visitors.
    expect(screen.queryByRole('checkbox', { name: 'Passes mailed to my visitors' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'My visitor came in through the gate' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Receipts for my mess bills' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ANSWERS })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Replies to my complaints' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A bed offered to me from the waitlist' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A held bed is about to be released' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: OVERDUE })).toBeNull();
    expect(screen.getByText(messages.emailChoicesNote)).toBeInTheDocument();
  });

  it("when an admin opens it, then the office's kinds are offered too", () => {
    renderInApp(<EmailPreferencesForm audience="office" initialOff={[]} onSave={vi.fn()} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(27);
    expect(screen.getByRole('checkbox', { name: OVERDUE })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Late returns through my hostels’ gates (office)' })).toBeChecked();
  });

  it('when a guest account opens it, then only what reaches a guest is offered', () => {
    renderInApp(<EmailPreferencesForm audience="guest" initialOff={[]} onSave={vi.fn()} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    const offered = [
      'My guests’ stays in the guest house: receipts and each step',
      ANSWERS,
      'Replies to my complaints',
      'Important notices from the hostel office',
    ];
    offered.forEach((name, index) => expect(boxes[index]).toHaveAccessibleName(name));
  });

  it('when a kind is unchecked and saved, then the kinds off are saved in order and the notice says so', async () => {
    const onSave = vi.fn((off: readonly NotificationKind[]) => Promise.resolve(off));
    const { user } = renderInApp(
      <EmailPreferencesForm audience="student" initialOff={['hold_ending']} onSave={onSave} />,
    );
    await user.click(screen.getByRole('checkbox', { name: ANSWERS }));
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(onSave).toHaveBeenCalledWith(['hold_ending', 'complaint_resolved']);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.emailChoicesSaved);
    expect(screen.getByRole('checkbox', { name: ANSWERS })).not.toBeChecked();
  });

  it('when saving, then the button says Saving... and cannot be pressed again', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<NotificationKind[]>((resolve) => (finish = () => resolve([]))));
    const { user } = renderInApp(<EmailPreferencesForm audience="student" initialOff={[]} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save email choices' })).toBeEnabled();
  });

  it('when saving fails, then an alert says so and the choice stays as made', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('')));
    const { user } = renderInApp(<EmailPreferencesForm audience="student" initialOff={[]} onSave={onSave} />);
    await user.click(screen.getByRole('checkbox', { name: ANSWERS }));
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailChoicesFailed);
    expect(screen.getByRole('checkbox', { name: ANSWERS })).not.toBeChecked();
  });
});
