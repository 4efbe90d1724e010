// A student's repair: once done they confirm it or reopen it with what is still wrong (a note is asked for first), and
// rate a confirmed one once; they see the technician's photos; before it is done, who comes and when, and nothing to
// answer.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/repairs';
import { RepairCard } from './repair-card';

vi.mock('../api/repairs', () => ({ confirmRepair: vi.fn(), reopenRepair: vi.fn(), rateRepair: vi.fn() }));
vi.mock('../../../lib/complaint-attachments', () => ({
  signedAttachmentUrl: (path: string) => Promise.resolve(`https://storage.test/signed/${path}`),
}));

function repair(fields: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id: 9,
    complaint_id: 4,
    recurring_job_id: null,
    trade: 'electrical',
    title: 'Fan not working',
    status: 'done',
    hostel_name: 'Kanhar',
    wing_name: 'A',
    room_number: 101,
    technician_id: 'a6',
    technician_name: 'Vikram Singh',
    visit_from: '2026-11-28T08:30:00.000Z',
    visit_to: '2026-11-28T09:30:00.000Z',
    due_at: '2026-11-29T06:00:00.000Z',
    breached: false,
    done_at: '2026-11-28T09:00:00.000Z',
    confirmed_at: null,
    rating: null,
    reopen_count: 0,
    reopen_note: null,
    photos: [],
    materials: [],
    created_at: '2026-11-28T06:00:00.000Z',
    ...fields,
  };
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('RepairCard', () => {
  it('confirms a done repair and hands back the job it answers', async () => {
    const onChanged = vi.fn();
    const confirmed = repair({ status: 'confirmed' });
    vi.mocked(api.confirmRepair).mockResolvedValue(confirmed);
    render(<RepairCard job={repair()} onChanged={onChanged} />);
    expect(screen.getByText('Electrical · Technician: Vikram Singh')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, it is fixed' }));
    expect(api.confirmRepair).toHaveBeenCalledWith(9);
    expect(onChanged).toHaveBeenCalledWith(confirmed);
  });

  it('asks what is still wrong before reopening, then reopens with the note', async () => {
    vi.mocked(api.reopenRepair).mockResolvedValue(repair({ status: 'reopened' }));
    render(<RepairCard job={repair()} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Not fixed: reopen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say what is still wrong');
    expect(api.reopenRepair).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('What is still wrong?'), 'Still hums');
    await userEvent.click(screen.getByRole('button', { name: 'Not fixed: reopen' }));
    expect(api.reopenRepair).toHaveBeenCalledWith(9, 'Still hums');
  });

  it('rates a confirmed repair once, and shows the rating given', async () => {
    vi.mocked(api.rateRepair).mockResolvedValue(repair({ status: 'confirmed', rating: 4 }));
    const { rerender } = render(<RepairCard job={repair({ status: 'confirmed' })} onChanged={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Rate the work'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(api.rateRepair).toHaveBeenCalledWith(9, 4);
    rerender(<RepairCard job={repair({ status: 'confirmed', rating: 4 })} onChanged={vi.fn()} />);
    expect(screen.getByText('You rated this 4 out of 5.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it('shows the technician’s after photo as an image that opens the full one', async () => {
    render(
      <RepairCard
        job={repair({ status: 'done', photos: [{ stage: 'after', path: 'work_order_photos/c_fan.png' }] })}
        onChanged={vi.fn()}
      />,
    );
    const photo = await screen.findByRole('img', { name: /^After photo 1: / });
    expect(photo).toHaveAttribute('src', 'https://storage.test/signed/work_order_photos/c_fan.png');
    expect(photo.closest('a')).toHaveAttribute('target', '_blank');
  });

  it('has nothing to answer before the repair is done', () => {
    render(<RepairCard job={repair({ status: 'scheduled', done_at: null })} onChanged={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Yes, it is fixed' })).not.toBeInTheDocument();
  });
});
