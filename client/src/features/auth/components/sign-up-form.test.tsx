// Sign-up validation: every field required, then the passwords must match.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { SignUpForm } from './sign-up-form';

async function fill(
  user: ReturnType<typeof renderInApp>['user'],
  values: {
    email?: string;
    password?: string;
    confirm?: string;
    role?: string;
  },
) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  if (values.role) await user.selectOptions(screen.getByLabelText('Role'), values.role);
}

describe('SignUpForm', () => {
  it("when opened, then the role select starts at 'Select Role' and offers hr, admin, student and guest in words", async () => {
    const { user } = renderInApp(<SignUpForm />);
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Role').options).map((option) => [
      option.value,
      option.text,
    ]);
    expect(options).toEqual([
      ['', 'Select Role'],
      ['hr', 'Hostel office staff (HR)'],
      ['admin', 'Hostel office admin'],
      ['student', 'Student'],
      ['guest', 'Guest'],
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByText(/an admin of the hostel office grants/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Role'), 'hr');
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription(
      'An office account starts as a student’s: an admin of the hostel office grants the office pages.',
    );
  });

  it('when the role is left empty, then it alerts "Please fill all the fields"', async () => {
    const { user } = renderInApp(<SignUpForm />);
    await fill(user, {
      email: 'new@hostel.local',
      password: 'secret-1',
      confirm: 'secret-1',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(screen.getByLabelText('Role')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the passwords differ, then it alerts "Passwords do not match" and says so under the confirm field', async () => {
    const { user } = renderInApp(<SignUpForm />);
    await fill(user, {
      email: 'new@hostel.local',
      password: 'secret-1',
      confirm: 'secret-2',
      role: 'student',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordsDoNotMatch);
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
  });

  it('when every field is empty, then "Please fill all the fields" wins over the password check', async () => {
    const { user } = renderInApp(<SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
  });
});
