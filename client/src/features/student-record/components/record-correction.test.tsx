// The office's correction of a record: it opens with the record as it stands, needs a reason, says a refused roll
// number under it, and closes once the server has corrected it.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentRecord } from '@campus-hostel/contracts/api';
import { ApiError } from '../../../lib/errors';
import { renderInApp } from '../../../testing/render';
import { correctRecord } from '../api/record-correction';
import { getRecord, getRollNumberExample } from '../api/student-record';
import { RecordCorrection } from './record-correction';

vi.mock('../api/record-correction', () => ({ correctRecord: vi.fn() }));
vi.mock('../api/student-record', () => ({ getRecord: vi.fn(), getRollNumberExample: vi.fn() }));

const RECORD: StudentRecord = {
  full_name: 'Asha Rao',
  roll_number: 'B23CS777',
  programme: 'bsc',
  year: 1,
  phone: '9876543210',
  guardian_name: 'Kiran Rao',
  guardian_relation: 'mother',
  guardian_email: 'kiran@example.com',
  guardian_phone: '9812345678',
  emergency_name: 'Vikram Rao',
  emergency_phone: '9898989898',
};

beforeEach(() => {
  vi.mocked(correctRecord).mockReset();
  vi.mocked(getRecord).mockResolvedValue({ record: RECORD, correctedAt: null });
  vi.mocked(getRollNumberExample).mockResolvedValue('23CS041');
});

describe('RecordCorrection', () => {
  it('when the name is corrected with a reason, then the whole record goes with it and the form closes', async () => {
    vi.mocked(correctRecord).mockResolvedValue({ user_id: 'u2', corrected_at: '2026-11-28T01:00:00.000Z' });
    const onClose = vi.fn();
    const { user } = renderInApp(<RecordCorrection userId="u2" who="Asha Rao" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Correct the record of Asha Rao' })).toHaveFocus();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Asha Rao');
    await user.clear(name);
    await user.type(name, 'Asha K. Rao');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(screen.getByText('Say why the record is corrected.')).toBeInTheDocument();
    expect(correctRecord).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason for the correction'), 'As on the admission letter');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(correctRecord).toHaveBeenCalledWith(
      'u2',
      { ...RECORD, full_name: 'Asha K. Rao' },
      'As on the admission letter',
    );
  });

  it('when the server says the roll number is taken, then it is said under the roll number and the form stays', async () => {
    vi.mocked(correctRecord).mockRejectedValue(new ApiError('taken', 409, { code: 'roll_taken' }));
    const onClose = vi.fn();
    const { user } = renderInApp(<RecordCorrection userId="u2" who="Asha Rao" onClose={onClose} />);
    await user.type(await screen.findByLabelText('Reason for the correction'), 'Typo');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText(/Another student already has this roll number/)).toBeInTheDocument();
    expect(screen.getByLabelText('Roll number')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
