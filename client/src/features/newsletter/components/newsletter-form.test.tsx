// The newsletter box refuses an address that is not an email, with a message under the field.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { isValidEmail } from '../api/subscribe';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it.each(['', 'student', 'student@', 'student@hostel', 'a b@hostel.local'])(
    'when the address is %j, then the field explains what is wrong',
    async (email) => {
      const { user } = renderInApp(<NewsletterForm />);
      const field = screen.getByLabelText('Email address');
      if (email) await user.type(field, email);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(messages.emailInvalid);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('when an address looks like an email, then it is accepted (the database applies the same rule)', () => {
    expect(isValidEmail(' student@hostel.local ')).toBe(true);
    expect(isValidEmail('first.last+news@dept.campus.edu')).toBe(true);
    expect(isValidEmail('no-at-sign.example')).toBe(false);
  });
});
