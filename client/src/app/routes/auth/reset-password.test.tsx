// /auth/reset-password without a recovery link: it says where the link is and offers a new one.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { Component as ResetPasswordPage } from './reset-password';

describe('the reset-password page', () => {
  it('when opened without a recovery link or a session, then it says to use the e-mailed link and offers a new one', async () => {
    renderInApp(<ResetPasswordPage />, { route: '/auth/reset-password' });
    expect(await screen.findByText(messages.recoveryLinkMissing)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.requestNewLink })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
