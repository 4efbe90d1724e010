// Attachment links: only this project's own complaint files are offered as links; anything else a row holds is not.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { AttachmentLink, ownAttachmentLink } from './attachment-link';

const own = `${env.supabaseUrl}/storage/v1/object/public/complaints/complaint_files/5e2a_photo.png`;

describe('attachment links', () => {
  it("when the link is this project's complaint file, then it opens in a new tab", () => {
    render(<AttachmentLink complaintId={7} resourceLink={own} />);
    const link = screen.getByRole('link', { name: /^View attachment\s*for complaint 7 \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', own);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when the link points anywhere else, then no link is shown', () => {
    for (const link of [
      'https://evil.example/phish',
      'javascript:alert(1)',
      `${env.supabaseUrl}/storage/v1/object/public/other/complaint_files/a.png`,
      `${own}?download`,
      `${env.supabaseUrl}/storage/v1/object/public/complaints/complaint_files/../../x`,
      `${env.supabaseUrl}.evil.example/storage/v1/object/public/complaints/complaint_files/a.png`,
      '',
    ]) {
      expect(ownAttachmentLink(link), link).toBeNull();
    }
    render(<AttachmentLink complaintId={8} resourceLink="https://evil.example/x" fallback="No attachment" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No attachment')).toBeInTheDocument();
  });
});
