// The complaint thread both sides use: empty and failed loads, an empty reply refused in words, a failed send kept for
// another try, and a resolved complaint's thread closed to replies.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../config/messages';
import { renderInApp } from '../testing/render';
import { ComplaintThread, type ComplaintThreadProps } from './complaint-thread';

function renderThread(props: Partial<ComplaintThreadProps> = {}) {
  return renderInApp(
    <ComplaintThread
      complaintId={4}
      closed={false}
      load={() => Promise.resolve([])}
      send={vi.fn(() => Promise.resolve())}
      authorOf={(reply) => (reply.from_office ? 'Hostel office' : 'You')}
      sendFailed={() => 'Could not send'}
      {...props}
    />,
  );
}

describe('ComplaintThread', () => {
  it('when there are no replies, then it says so; an empty reply is refused in words and not sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user } = renderThread({ send });
    expect(await screen.findByText(messages.noReplies)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription(
      'The reply must not be empty',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('when sending fails, then the failure is told and what was typed stays', async () => {
    const { user } = renderThread({ send: () => Promise.reject(new Error('offline')) });
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Any news?');
  });

  it('when the replies cannot be read, then it says so with a way to try again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    const { user } = renderThread({ load });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(messages.noReplies)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the complaint is resolved, then the replies show and there is no reply box', async () => {
    renderThread({
      closed: true,
      load: () =>
        Promise.resolve([
          { id: 1, complaint_id: 4, from_office: true, body: 'Fixed.', created_at: '2026-11-20T09:00:00Z' },
        ]),
    });
    expect(await screen.findByText('Fixed.')).toBeInTheDocument();
    expect(screen.getByText(messages.threadClosed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
