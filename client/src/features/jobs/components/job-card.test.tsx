// A job on the technician's phone: what, where, when due (overdue said), the visit and the student's note; a photo is
// uploaded and recorded; done waits for an after photo; a refusal is shown in words; a confirmed job has no steps.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import * as api from '../api/jobs';
import { JobCard } from './job-card';

vi.mock('../api/jobs', () => ({ addPhoto: vi.fn(), addMaterial: vi.fn(), markDone: vi.fn(), scheduleVisit: vi.fn() }));
vi.mock('../../../lib/complaint-attachments', () => ({
  signedAttachmentUrl: (path: string) => Promise.resolve(`https://storage.test/signed/${path}`),
}));

function job(fields: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id: 7,
    complaint_id: 3,
    recurring_job_id: null,
    trade: 'electrical',
    title: 'Fan not working',
    status: 'assigned',
    hostel_name: 'Kanhar',
    wing_name: 'A',
    room_number: 101,
    technician_id: 'a6',
    technician_name: 'Vikram Singh',
    visit_from: null,
    visit_to: null,
    due_at: '2026-11-29T06:00:00.000Z',
    breached: false,
    done_at: null,
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

describe('JobCard', () => {
  it('names the job, its room and trade, and keeps done shut until an after photo is in', () => {
    render(<JobCard job={job()} onChanged={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Fan not working' })).toBeInTheDocument();
    expect(screen.getByText('Electrical · Kanhar, A wing, room 101')).toBeInTheDocument();
    expect(screen.getByText('No visit time set yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark done' })).toBeDisabled();
  });

  it('says an overdue job is overdue and shows the student’s note on a reopened one', () => {
    render(
      <JobCard job={job({ status: 'reopened', breached: true, reopen_note: 'Still hums' })} onChanged={vi.fn()} />,
    );
    expect(screen.getByText(/^Overdue: was due by/)).toBeInTheDocument();
    expect(screen.getByText('The student says it is not fixed: Still hums')).toBeInTheDocument();
  });

  it('uploads the chosen photo as an after photo and hands back the job it answers', async () => {
    const onChanged = vi.fn();
    const answered = job({ photos: [{ stage: 'after', path: 'work_order_photos/x_fan.jpg' }] });
    vi.mocked(api.addPhoto).mockResolvedValue(answered);
    render(<JobCard job={job()} onChanged={onChanged} />);
    const file = new File(['png'], 'fan.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(api.addPhoto).toHaveBeenCalledWith(7, 'after', file);
    expect(onChanged).toHaveBeenCalledWith(answered);
  });

  it('asks for a photo before uploading none, and says a refusal in words', async () => {
    render(<JobCard job={job({ photos: [{ stage: 'after', path: 'p' }] })} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a photo first.');
    vi.mocked(api.markDone).mockRejectedValue(
      new ApiError('Add a photo of the finished work before marking the job done', 409, { code: 'photo_required' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a photo of the finished work');
  });

  it('shows the photos so far as thumbnails that open the full image', async () => {
    const photos = [
      { stage: 'after' as const, path: 'work_order_photos/b_after.jpg' },
      { stage: 'before' as const, path: 'work_order_photos/a_before.jpg' },
    ];
    render(<JobCard job={job({ photos })} onChanged={vi.fn()} />);
    const after = await screen.findByRole('img', { name: 'After photo 1: Fan not working' });
    expect(after.closest('a')).toHaveAttribute('href', 'https://storage.test/signed/work_order_photos/b_after.jpg');
    expect(screen.getByRole('img', { name: 'Before photo 1: Fan not working' })).toBeInTheDocument();
  });

  it('shows a confirmed job without steps', () => {
    render(<JobCard job={job({ status: 'confirmed', rating: 5 })} onChanged={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });
});
