// Attachment links: only this project's own complaint files are offered, each through a link signed for the reader.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../config/messages';
import { AttachmentLink } from './attachment-link';

const own = 'complaint_files/5e2a0c4e-8a51-4c55-9d0e-0f6a1c2b3d4e_photo.png';
const signed = `https://project.example/storage/v1/object/sign/complaints/${own}?token=t`;

describe('attachment links', () => {
  it("when the complaint names its own file, then the link is the file's signed URL and opens in a new tab", async () => {
    const sign = vi.fn(() => Promise.resolve(signed));
    render(<AttachmentLink complaintId={7} resourceLink={own} sign={sign} />);
    const link = await screen.findByRole('link', {
      name: /^View attachment\s*for complaint 7 \(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', signed);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sign).toHaveBeenCalledWith(own);
  });

  it('when Storage refuses to sign it, then it says the attachment is unavailable and links nowhere', async () => {
    render(<AttachmentLink complaintId={9} resourceLink={own} sign={() => Promise.reject(new Error('denied'))} />);
    expect(await screen.findByText(messages.attachmentUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the complaint names anything else, then nothing is signed and no link is shown', () => {
    const sign = vi.fn(() => Promise.resolve(signed));
    for (const link of [
      'https://evil.example/phish',
      'javascript:alert(1)',
      `https://project.example/storage/v1/object/public/complaints/${own}`,
      `other/${own}`,
      `${own}?download`,
      'complaint_files/../../x',
      '',
    ]) {
      const { unmount } = render(
        <AttachmentLink complaintId={8} resourceLink={link} fallback="No attachment" sign={sign} />,
      );
      expect(screen.queryByRole('link'), link).not.toBeInTheDocument();
      expect(screen.getByText('No attachment'), link).toBeInTheDocument();
      unmount();
    }
    expect(sign).not.toHaveBeenCalled();
  });
});
