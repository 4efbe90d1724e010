// The disclosure menu works by keyboard: the button toggles, arrows move, Escape closes back on the button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

function setup() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <DropdownMenu
            label="Hostels"
            links={[
              { label: 'Kanhar', to: '/Hostels#kanhar' },
              { label: 'Gopad', to: '/Hostels#gopad' },
            ]}
          />
          <button type="button">Elsewhere</button>
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('DropdownMenu', () => {
  it('when the button is activated by keyboard, then the links show and Escape hides them and refocuses the button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Hostels' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Kanhar' })).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Kanhar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Gopad' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when the user clicks outside, then the menu closes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Hostels' }));
    expect(screen.getByRole('link', { name: 'Gopad' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Hostels' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a link is chosen, then the app navigates there and the menu closes', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Hostels' }));
    await user.click(screen.getByRole('link', { name: 'Gopad' }));
    expect(router.state.location.hash).toBe('#gopad');
    expect(screen.getByRole('button', { name: 'Hostels' })).toHaveAttribute('aria-expanded', 'false');
  });
});
