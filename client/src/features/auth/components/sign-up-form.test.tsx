// Sign-up validation: every field required, then the passwords must match, then the institute's domain; a new account
// is told to confirm its address and may have the link sent again.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import type * as SignUpApi from '../api/sign-up';
import { getSignUpDomain, resendConfirmation, signUp } from '../api/sign-up';
import { SignUpForm } from './sign-up-form';

vi.mock('../api/sign-up', async (original) => ({
  ...(await original<typeof SignUpApi>()),
  getSignUpDomain: vi.fn(),
  signUp: vi.fn(),
  resendConfirmation: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getSignUpDomain).mockReset().mockResolvedValue(null);
  vi.mocked(signUp).mockReset().mockResolvedValue('confirm_email');
  vi.mocked(resendConfirmation).mockReset().mockResolvedValue();
});

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

  it('when sign-up is open to one domain, then the field says so and another address is refused before it is sent', async () => {
    vi.mocked(getSignUpDomain).mockResolvedValue('iitbhilai.ac.in');
    const { user } = renderInApp(<SignUpForm />);
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Use your @iitbhilai.ac.in address.')).toBeInTheDocument();
    await fill(user, { email: 'asha@gmail.com', password: 'secret-1', confirm: 'secret-1', role: 'student' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up is open to @iitbhilai.ac.in addresses only; a guest signs up as a guest.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('when a guest signs up while sign-up is open to one domain, then any address is sent and the role says what a guest may do', async () => {
    vi.mocked(getSignUpDomain).mockResolvedValue('iitbhilai.ac.in');
    const { user } = renderInApp(<SignUpForm />);
    await screen.findByText('Use your @iitbhilai.ac.in address.');
    await fill(user, { email: 'sunita@gmail.com', password: 'secret-1', confirm: 'secret-1', role: 'guest' });
    expect(screen.queryByText('Use your @iitbhilai.ac.in address.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription(
      'A guest account (for a parent or a visitor) books the guest house with any address; beds, leave and the mess are for students.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'sunita@gmail.com', role: 'guest' }),
      undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('when the account must confirm its address, then the page says where the link went and sends it again', async () => {
    const { user } = renderInApp(<SignUpForm />);
    await fill(user, { email: 'asha@iitbhilai.ac.in', password: 'secret-1', confirm: 'secret-1', role: 'student' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to asha@iitbhilai\.ac\.in\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resendConfirmation).toHaveBeenCalledWith('asha@iitbhilai.ac.in', undefined);
    expect(await screen.findByText('We sent the link to asha@iitbhilai.ac.in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@iitbhilai.ac.in');
  });
});
