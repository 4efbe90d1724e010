// Sign-in validation: both fields required, the fixed message in the notification region.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('when submitted empty, then it alerts "Please fill all the fields" and marks both fields invalid', async () => {
    const { user } = renderInApp(<SignInForm userType="student" />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('when only the email is filled in, then the same alert names nothing else and focuses the password', async () => {
    const { user } = renderInApp(<SignInForm userType="student" />);
    await user.type(screen.getByLabelText('Email'), 'student@hostel.local');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('when the user is a student, then the social buttons, the create-account and forgot-password links are offered', () => {
    renderInApp(<SignInForm userType="student" />);
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/create_account/student',
    );
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('when the user is an admin, then there are no social buttons, no sign-up link and no forgot-password link', () => {
    renderInApp(<SignInForm userType="admin" />);
    expect(screen.queryByRole('button', { name: /Sign up with/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});
