// The student's record form: every problem under its field before anything is sent, a refused roll number said under
// the roll number, and a saved record handed back to the page.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render';
import { createOwnRecord, getRollNumberExample } from '../api/student-record';
import { RecordForm } from './record-form';

vi.mock('../api/student-record', () => ({ createOwnRecord: vi.fn(), getRollNumberExample: vi.fn() }));

beforeEach(() => {
  vi.mocked(createOwnRecord).mockReset();
  vi.mocked(getRollNumberExample).mockResolvedValue('23CS041');
});

async function fillIn(user: ReturnType<typeof renderInApp>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Ananya Mishra');
  await user.type(screen.getByLabelText('Roll number'), 'b23ee017');
  await user.selectOptions(screen.getByLabelText('Programme'), 'B.Tech');
  await user.selectOptions(screen.getByLabelText('Year of study'), 'Year 3');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Guardian’s name'), 'Rakesh Mishra');
  await user.selectOptions(screen.getByLabelText('Relation to you'), 'Father');
  await user.type(screen.getByLabelText('Guardian’s email'), 'rakesh@example.com');
  await user.type(screen.getByLabelText('Guardian’s phone'), '9812345678');
  await user.type(screen.getByLabelText('Name'), 'Sita Mishra');
  await user.type(screen.getByLabelText('Phone'), '9898989898');
}

describe('RecordForm', () => {
  it('when it is sent empty, then each field says it is required and nothing is saved', async () => {
    const { user } = renderInApp(<RecordForm onSaved={vi.fn()} />);
    expect(await screen.findByText(/for example 23CS041/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my record' }));
    expect(screen.getAllByText('This is required.')).toHaveLength(11);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(createOwnRecord).not.toHaveBeenCalled();
  });

  it('when the roll number is another student’s, then it says so under the roll number and the form stays', async () => {
    vi.mocked(createOwnRecord).mockResolvedValue('roll_taken');
    const onSaved = vi.fn();
    const { user } = renderInApp(<RecordForm onSaved={onSaved} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save my record' }));
    expect(await screen.findByText(/Another student already has this roll number/)).toBeInTheDocument();
    expect(screen.getByLabelText('Roll number')).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('when it is saved, then the record goes as checked and the page is told', async () => {
    vi.mocked(createOwnRecord).mockResolvedValue('created');
    const onSaved = vi.fn();
    const { user } = renderInApp(<RecordForm onSaved={onSaved} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save my record' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(createOwnRecord).toHaveBeenCalledWith(
      expect.objectContaining({ roll_number: 'B23EE017', year: 3, programme: 'btech', guardian_relation: 'father' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your student record is saved.');
  });
});
