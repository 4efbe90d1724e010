// The guardian's page: the leave asked for, then the mail's code with Consent or Refuse; a wrong code is said beside the
// field, and every problem of the link (unknown, used, expired, locked, closed, too many tries) in words of its own.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { answerConsent, viewConsent } from '../api/consent';
import { GuardianConsent } from './guardian-consent';

vi.mock('../api/consent', () => ({ viewConsent: vi.fn(), answerConsent: vi.fn() }));

const TOKEN = 'ab'.repeat(32);
const VIEW = {
  student_name: 'Asha Verma',
  hostel_name: 'Kanhar',
  from: '2026-12-01T04:00:00.000Z',
  to: '2026-12-03T12:30:00.000Z',
  destination: 'Bilaspur',
  reason: 'Family function',
  expires_at: '2026-12-01T04:00:00.000Z',
};

beforeEach(() => vi.mocked(viewConsent).mockResolvedValue(VIEW));
afterEach(() => vi.resetAllMocks());

function renderPage(token: string | null = TOKEN) {
  render(<GuardianConsent token={token} />);
  return userEvent.setup();
}

describe('GuardianConsent', () => {
  it('when the link opens, then the leave shows; the code and I consent answer it once, in the body', async () => {
    vi.mocked(answerConsent).mockResolvedValue({ decision: 'consented' });
    const user = renderPage();
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Bilaspur')).toBeInTheDocument();
    expect(screen.getByText('Family function')).toBeInTheDocument();
    expect(viewConsent).toHaveBeenCalledWith(TOKEN);
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '123456');
    await user.click(screen.getByRole('button', { name: /I consent/ }));
    expect(answerConsent).toHaveBeenCalledWith({ token: TOKEN, code: '123456', decision: 'consented' });
    expect(await screen.findByRole('status')).toHaveTextContent('You consented to Asha Verma’s leave');
  });

  it('when the code is short or wrong, then it says so beside the field; I refuse sends a refusal', async () => {
    vi.mocked(answerConsent)
      .mockRejectedValueOnce(new ApiError('Wrong', 400, { code: 'wrong_code' }))
      .mockResolvedValueOnce({ decision: 'refused' });
    const user = renderPage();
    const field = await screen.findByRole('textbox', { name: 'Code from the email' });
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: /I refuse/ }));
    expect(field).toHaveAccessibleDescription(/Write the 6 digits from the email/);
    expect(answerConsent).not.toHaveBeenCalled();

    await user.type(field, '456');
    await user.click(screen.getByRole('button', { name: /I refuse/ }));
    expect(await screen.findByText(/This is not the code in the email/)).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: /I refuse/ }));
    expect(answerConsent).toHaveBeenLastCalledWith({ token: TOKEN, code: '654321', decision: 'refused' });
    expect(await screen.findByRole('status')).toHaveTextContent('You refused Asha Verma’s leave');
  });

  it.each([
    [404, 'not_found', 'This link is not one of ours'],
    [410, 'link_used', 'This link was already used'],
    [410, 'link_expired', 'This link has expired'],
    [410, 'link_locked', 'This link is closed'],
    [410, 'closed', 'Nothing is asked of you now'],
    [429, undefined, 'Too many tries'],
  ] as const)('when the link is refused with %s %s, then it says so in words', async (status, code, title) => {
    vi.mocked(viewConsent).mockRejectedValue(new ApiError('Refused', status, { code }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
  });

  it('when answering finds the link locked, then the form gives way to why', async () => {
    vi.mocked(answerConsent).mockRejectedValue(new ApiError('Locked', 410, { code: 'link_locked' }));
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Code from the email' }), '000000');
    await user.click(screen.getByRole('button', { name: /I consent/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes were typed');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('when the address carries no token, then nothing is asked of the server and the link is said to be unknown', () => {
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not one of ours');
    expect(viewConsent).not.toHaveBeenCalled();
  });
});
