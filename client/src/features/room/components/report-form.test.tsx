// The move-in report: confirmed items are sent as they are; a disputed one needs a condition other than the listed
// one and a note before anything is uploaded, and its photos are uploaded into the student's own folder first.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as RoomPhotosModule from '../../../lib/room-photos';
import { uploadRoomPhotos } from '../../../lib/room-photos';
import { submitReport } from '../api/room';
import { ReportForm } from './report-form';
import { ASHA, stayOf } from '../../../testing/room-stay';

vi.mock('../api/room', () => ({ submitReport: vi.fn() }));
vi.mock('../../../lib/room-photos', async (importOriginal) => ({
  ...(await importOriginal<typeof RoomPhotosModule>()),
  uploadRoomPhotos: vi.fn(),
}));
afterEach(() => vi.resetAllMocks());

function renderForm(stay = stayOf(), onSent = vi.fn()) {
  render(<ReportForm stay={stay} onSent={onSent} />);
  return { user: userEvent.setup(), onSent };
}

const tableItem = () => screen.getByRole('group', { name: 'Study table, listed as Good' });

describe('ReportForm', () => {
  it('shows each item with its listed condition and the time left to send it', () => {
    renderForm();
    expect(tableItem()).toBeVisible();
    expect(screen.getByRole('group', { name: 'Chair, listed as Good' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^2 d 2[23] h/);
  });

  it('when every item matches, then it sends them all confirmed', async () => {
    const sent = stayOf({ submitted_at: new Date().toISOString() });
    vi.mocked(submitReport).mockResolvedValue(sent);
    const { user, onSent } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(submitReport).toHaveBeenCalledWith(31, {
      lines: [
        { item_id: 1, verdict: 'confirmed' },
        { item_id: 2, verdict: 'confirmed' },
      ],
    });
    expect(onSent).toHaveBeenCalledWith(sent);
  });

  it('when a disputed item names no condition and no note, then it says so and uploads and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(within(tableItem()).getByRole('radio', { name: 'Dispute' }));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some items need a correction');
    expect(within(tableItem()).getByText('Choose the condition you found.')).toBeVisible();
    expect(within(tableItem()).getByText('Say what you found.')).toBeVisible();
    expect(uploadRoomPhotos).not.toHaveBeenCalled();
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('when the condition disputed is the one listed, then it asks for another', async () => {
    const { user } = renderForm();
    await user.click(within(tableItem()).getByRole('radio', { name: 'Dispute' }));
    await user.selectOptions(within(tableItem()).getByLabelText('Condition you found'), 'Good');
    await user.type(within(tableItem()).getByLabelText('Note'), 'Fine');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(within(tableItem()).getByText('Choose a condition other than the one listed.')).toBeVisible();
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('when a chosen file is not an image, then it says so under the photos', async () => {
    const { user } = renderForm();
    await user.click(within(tableItem()).getByRole('radio', { name: 'Dispute' }));
    const input = within(tableItem()).getByLabelText('Photos (up to 3)');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(tableItem()).getByText('notes.txt is not an image.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('when a dispute is complete, then its photo is uploaded to the student and the line sent with its path', async () => {
    vi.mocked(uploadRoomPhotos).mockResolvedValue([`${ASHA}/a-crack.jpg`]);
    vi.mocked(submitReport).mockResolvedValue(stayOf({ submitted_at: new Date().toISOString() }));
    const { user } = renderForm();
    await user.click(within(tableItem()).getByRole('radio', { name: 'Dispute' }));
    await user.selectOptions(within(tableItem()).getByLabelText('Condition you found'), 'Damaged');
    await user.type(within(tableItem()).getByLabelText('Note'), '  Cracked top  ');
    const photo = new File(['jpeg'], 'crack.jpg', { type: 'image/jpeg' });
    await user.upload(within(tableItem()).getByLabelText('Photos (up to 3)'), photo);
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(uploadRoomPhotos).toHaveBeenCalledWith(ASHA, [photo]);
    expect(submitReport).toHaveBeenCalledWith(31, {
      lines: [
        { item_id: 1, verdict: 'disputed', condition: 'damaged', note: 'Cracked top', photos: [`${ASHA}/a-crack.jpg`] },
        { item_id: 2, verdict: 'confirmed' },
      ],
    });
  });
});
