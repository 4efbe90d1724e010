// The profile's Complaints History: Pending, In Progress and Resolved as everywhere, "We answer by …" until the office answers,
// and each complaint's conversation, the office labelled Hostel office and the student You, answered from here.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { changeLanguage } from '../../../lib/i18n';
import * as repliesApi from '../../../lib/complaint-replies';
import { renderInApp } from '../../../testing/render';
import type { OwnComplaint } from '../api/get-own-complaints';
import * as replyApi from '../api/reply-to-complaint';
import { ComplaintsHistory } from './complaints-history';

vi.mock('../../../lib/complaint-replies', () => ({ getComplaintReplies: vi.fn() }));
vi.mock('../api/reply-to-complaint', () => ({ replyToComplaint: vi.fn() }));

function complaint(id: number, changes: Partial<OwnComplaint> = {}): OwnComplaint {
  return {
    id,
    complaint_type: 'cleanliness',
    complaint_category: 'room-condition-issue',
    urgency_level: 'medium',
    resource_link: '',
    resolved: false,
    in_progress_at: null,
    created_at: '2026-11-20T09:00:00Z',
    due_at: '2026-11-21T09:00:00Z',
    answered_at: null,
    ...changes,
  };
}

const rowOf = (id: number) => screen.getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(repliesApi.getComplaintReplies).mockResolvedValue([
    { id: 1, complaint_id: 5, from_office: true, body: 'We will clean it today.', created_at: '2026-11-20T10:00:00Z' },
    { id: 2, complaint_id: 5, from_office: false, body: 'Thank you.', created_at: '2026-11-20T11:00:00Z' },
  ]);
  vi.mocked(replyApi.replyToComplaint).mockResolvedValue();
});

describe('ComplaintsHistory', () => {
  it('when a complaint has no answer yet, then it says by when; answered or resolved ones do not', () => {
    renderInApp(
      <ComplaintsHistory
        complaints={[
          complaint(4),
          complaint(5, { answered_at: '2026-11-20T10:00:00Z', in_progress_at: '2026-11-20T10:00:00Z' }),
          complaint(6, { resolved: true, answered_at: '2026-11-20T10:00:00Z' }),
        ]}
      />,
    );
    expect(rowOf(4)).toHaveTextContent(/We answer by .+/);
    expect(within(rowOf(4)).getByText('Pending')).toBeInTheDocument();
    expect(rowOf(5)).not.toHaveTextContent('We answer by');
    expect(within(rowOf(5)).getByText('In Progress')).toBeInTheDocument();
    expect(within(rowOf(6)).getByText('Resolved')).toBeInTheDocument();
    expect(rowOf(6)).not.toHaveTextContent('We answer by');
  });

  it('when Replies is opened, then the office reads as Hostel office and the student as You, and an answer is sent', async () => {
    const { user } = renderInApp(<ComplaintsHistory complaints={[complaint(5)]} />);
    await user.click(screen.getByRole('button', { name: 'Replies: complaint 5' }));
    const items = within(await screen.findByRole('list', { name: 'Replies to complaint 5' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Hostel office · .*We will clean it today\.$/);
    expect(items[1]).toHaveTextContent(/^You · .*Thank you\.$/);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'It is still dusty.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(replyApi.replyToComplaint).toHaveBeenCalledWith(5, 'It is still dusty.');
    expect(await screen.findByText(messages.replySent)).toBeInTheDocument();
  });

  it('when the complaint is resolved, then its thread reads but takes no answer', async () => {
    const { user } = renderInApp(<ComplaintsHistory complaints={[complaint(5, { resolved: true })]} />);
    await user.click(screen.getByRole('button', { name: 'Replies: complaint 5' }));
    expect(await screen.findByText('We will clean it today.')).toBeInTheDocument();
    expect(screen.getByText(messages.threadClosed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('when read in Hindi, then the status, type and urgency are Hindi words, not slugs', async () => {
    await changeLanguage('hi');
    try {
      renderInApp(<ComplaintsHistory complaints={[complaint(7, { in_progress_at: '2026-11-20T10:00:00Z' })]} />);
      expect(within(rowOf(7)).getByText('प्रगति में')).toBeInTheDocument();
      expect(within(rowOf(7)).getByText('साफ़-सफ़ाई')).toBeInTheDocument();
      expect(within(rowOf(7)).getByText('मध्यम')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
