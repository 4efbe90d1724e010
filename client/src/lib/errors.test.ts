// What a reader sees of a failure: the API's own English words in English, our words for its code in Hindi.
import { ERROR_CODES } from '@campus-hostel/contracts/reference';
import { afterEach, describe, expect, it } from 'vitest';
import hindi from '../locales/hi/messages.json';
import { ApiError, normalizeError } from './errors';
import { changeLanguage } from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

describe('normalizeError', () => {
  it('when the API refuses in English, then its own words show, verbatim', () => {
    const error = new ApiError('Room selection for Kanhar opens at 10:00.', 403, { code: 'outside_window' });
    expect(normalizeError(error)).toBe('Room selection for Kanhar opens at 10:00.');
  });

  it('when the reader reads Hindi, then the code chooses our Hindi words and no English sentence shows', async () => {
    await changeLanguage('hi');
    const error = new ApiError('Room selection for Kanhar opens at 10:00.', 403, { code: 'outside_window' });
    expect(normalizeError(error)).toBe(hindi.apiErrors.outside_window);
    expect(normalizeError(new TypeError('Failed to fetch'))).toBe(hindi.networkError);
  });

  it('when Supabase Auth refuses a Hindi reader with a code we know, then our words show; an unknown code keeps its own', async () => {
    await changeLanguage('hi');
    expect(normalizeError({ message: 'Invalid login credentials', code: 'invalid_credentials' })).toBe(
      hindi.apiErrors.invalid_credentials,
    );
    expect(normalizeError({ message: 'duplicate key', code: '23505' })).toBe('duplicate key');
  });

  it('when the database refuses a guest account a student’s row, then a Hindi reader reads our words for it', async () => {
    const refusal = {
      message: 'This is for students: a guest account books guest rooms.',
      code: 'PT403',
      hint: 'guest_account',
    };
    expect(normalizeError(refusal)).toBe(refusal.message);
    await changeLanguage('hi');
    expect(normalizeError(refusal)).toBe(hindi.apiErrors.guest_account);
  });

  it('has Hindi words for every code the API can answer with', () => {
    expect(ERROR_CODES.filter((code) => !(code in hindi.apiErrors))).toEqual([]);
  });
});
