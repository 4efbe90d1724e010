// Unknown addresses: a real not-found page with the way home and to the status checks, in either language.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderInApp } from '../testing/render';
import { NotFoundPage } from './error-screen';

describe('NotFoundPage', () => {
  it('when an address is unknown, then it says Page not found and links home and to the status page', () => {
    renderInApp(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Check a status' })).toHaveAttribute('href', '/status');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('when read in Hindi, then the heading is Hindi', async () => {
    await changeLanguage('hi');
    try {
      renderInApp(<NotFoundPage />, { route: '/no-such-page' });
      expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
