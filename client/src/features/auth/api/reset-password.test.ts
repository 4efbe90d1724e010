// The recovery link as supabase-js reads it, and the new password's checks.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { newPasswordProblems, recoveryLinkState } from './reset-password';

describe('recoveryLinkState', () => {
  beforeAll(() => {
    // What GoTrue's /verify redirects to for a link that has expired or was used already.
    window.history.replaceState(
      null,
      '',
      '/auth/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('when GoTrue sent the browser back with error_code=otp_expired, then the link is invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await recoveryLinkState()).toBe('invalid');
    expect(warn.mock.calls[0]?.[0]).toBe('The recovery link was refused');
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ details: { code: 'otp_expired' } });
  });
});

describe('newPasswordProblems', () => {
  it('when the password is shorter than GoTrue allows, then the password field says the minimum', () => {
    expect(newPasswordProblems({ password: 'abc12', confirm: 'abc12' })).toEqual({
      password: messages.passwordTooShort(6),
    });
  });

  it('when the password is over 72 bytes, then it is refused before GoTrue refuses it', () => {
    const long = 'é'.repeat(37);
    expect(newPasswordProblems({ password: long, confirm: long })).toEqual({ password: messages.passwordTooLong(72) });
  });

  it('when the second password is missing or differs, then the confirm field says so', () => {
    expect(newPasswordProblems({ password: 'new-pass-2026', confirm: '' })).toEqual({
      confirm: messages.confirmPasswordRequired,
    });
    expect(newPasswordProblems({ password: 'new-pass-2026', confirm: 'new-pass-2027' })).toEqual({
      confirm: messages.passwordsDoNotMatch,
    });
  });

  it('when both match and the length is right, then there is nothing to say', () => {
    expect(newPasswordProblems({ password: 'sixsix', confirm: 'sixsix' })).toEqual({});
  });
});
