// The upload failure texts, in the product's fixed wording.
import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './raise-complaint';

describe('uploadErrorMessage', () => {
  it('when the failure carries a reason, then it reads Error uploading file: {reason}', () => {
    expect(uploadErrorMessage(new Error('mime type text/plain is not supported'))).toBe(
      'Error uploading file: mime type text/plain is not supported',
    );
  });

  it('when the failure carries no reason, then it reads Error uploading file try again', () => {
    expect(uploadErrorMessage(new Error('   '))).toBe('Error uploading file try again');
    expect(uploadErrorMessage(new Error('new row violates row-level security policy'))).toBe(
      'Error uploading file: you have added 10 attachments in the last hour; please wait a while before adding another',
    );
    expect(uploadErrorMessage({ statusCode: 500 })).toBe('Error uploading file try again');
    expect(uploadErrorMessage(undefined)).toBe('Error uploading file try again');
  });
});
