import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the path to return to after signing in', () => {
  it('when it is a path of this app, then it is kept with its query and hash', () => {
    expect(safeReturnPath('/status/Kanhar/booknow/12')).toBe('/status/Kanhar/booknow/12');
    expect(safeReturnPath('/status?section=application-status#form')).toBe('/status?section=application-status#form');
    expect(safeReturnPath('/complaint')).toBe('/complaint');
  });

  it('when it would leave the site or loop back to a sign-in page, then there is none', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'status',
      '/status\n/evil',
      '/auth/login/student?next=/x',
      '/AUTH/create_account/student',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeReturnPath(raw)).toBeUndefined();
    }
  });
});
