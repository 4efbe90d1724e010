// The complaint form in the browser DOM: required fields with messages under them, and the 3 MB rule.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { NotificationRegion } from '../../../components/ui/notification-region';
import type { ComplaintInput } from '../complaint-input';
import { MAX_ATTACHMENT_BYTES } from '../../../config/complaint-options';
import { ComplaintForm } from './complaint-form';

function fileOf(size: number, name: string, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

function setup() {
  const submitted: ComplaintInput[] = [];
  const user = userEvent.setup();
  render(
    <>
      <NotificationRegion />
      <ComplaintForm
        onSubmit={(input) => {
          submitted.push(input);
          return Promise.resolve();
        }}
      />
    </>,
  );
  const fill = async () => {
    await user.selectOptions(screen.getByLabelText('Complaint type'), 'internet-issue');
    await user.selectOptions(screen.getByLabelText('Category'), 'wifi-not-working');
    await user.type(screen.getByLabelText('Description'), 'Wi-Fi drops every evening');
    await user.selectOptions(screen.getByLabelText('Urgency'), 'high');
  };
  return { user, submitted, fill };
}

describe('ComplaintForm', () => {
  it("when opened, then it offers exactly the spec's 14 types, 19 categories and three urgency levels", () => {
    setup();
    const values = (label: string) =>
      Array.from(screen.getByLabelText<HTMLSelectElement>(label).options)
        .map((option) => option.value)
        .filter(Boolean);
    expect(values('Complaint type')).toHaveLength(14);
    expect(values('Category')).toHaveLength(19);
    expect(values('Urgency')).toEqual(['low', 'medium', 'high']);
  });

  it('when submitted empty, then each required field shows its message under it and nothing is submitted', async () => {
    const { user, submitted } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    const type = screen.getByLabelText('Complaint type');
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(type.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messages.complaintTypeRequired,
    );
    expect(screen.getByText(messages.complaintCategoryRequired)).toBeTruthy();
    expect(screen.getByText(messages.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(messages.urgencyRequired)).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  it('when a field is then filled, then its message goes away', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    await user.selectOptions(screen.getByLabelText('Urgency'), 'low');
    expect(screen.queryByText(messages.urgencyRequired)).toBeNull();
    expect(screen.getByText(messages.complaintTypeRequired)).toBeTruthy();
  });

  it('when a file over 3145728 bytes is chosen, then the spec message shows and submission is blocked', async () => {
    const { user, submitted, fill } = setup();
    await fill();
    await user.upload(
      screen.getByLabelText('Attachment (optional)'),
      fileOf(MAX_ATTACHMENT_BYTES + 1, 'big.pdf', 'application/pdf'),
    );
    expect(screen.getByRole('alert').textContent).toContain(messages.fileTooLarge);
    expect(screen.getAllByText(messages.fileTooLarge).length).toBeGreaterThanOrEqual(2);
    const submit = screen.getByRole('button', { name: 'Submit Complaint' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(submit);
    expect(submitted).toEqual([]);
  });

  it('when the too-large file is removed, then the complaint can be submitted without one', async () => {
    const { user, submitted, fill } = setup();
    await fill();
    await user.upload(
      screen.getByLabelText('Attachment (optional)'),
      fileOf(MAX_ATTACHMENT_BYTES + 1, 'big.pdf', 'application/pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      type: 'internet-issue',
      category: 'wifi-not-working',
      urgency: 'high',
      attachment: null,
    });
  });

  it('when a smaller file replaces it, then the file is submitted with the complaint', async () => {
    const { user, submitted, fill } = setup();
    await fill();
    const input = screen.getByLabelText('Attachment (optional)');
    await user.upload(input, fileOf(MAX_ATTACHMENT_BYTES + 1, 'big.pdf', 'application/pdf'));
    await user.upload(input, fileOf(MAX_ATTACHMENT_BYTES, 'ok.pdf', 'application/pdf'));
    expect(screen.queryByText(messages.fileTooLarge, { selector: '.field__error' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.attachment?.name).toBe('ok.pdf');
  });

  it('while the submit is in flight, then the button reads Submitting... and is disabled', async () => {
    let finish: () => void = () => undefined;
    const user = userEvent.setup();
    render(<ComplaintForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.selectOptions(screen.getByLabelText('Complaint type'), 'other');
    await user.selectOptions(screen.getByLabelText('Category'), 'other');
    await user.type(screen.getByLabelText('Description'), 'Other issue');
    await user.selectOptions(screen.getByLabelText('Urgency'), 'low');
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    const busy = await screen.findByRole('button', { name: messages.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    finish();
    await screen.findByRole('button', { name: 'Submit Complaint' });
  });
});
