// Only a signed-in student gets the selection notice: visitors and the office neither load it nor ask for windows.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthState } from '../../../lib/auth';
import { getMySelection } from '../api/get-my-selection';
import { StudentSelectionNotice } from './student-selection-notice';

vi.mock('../../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../api/get-my-selection', () => ({ getMySelection: vi.fn() }));

function signedIn(type: 'user' | 'staff' | 'admin'): AuthState {
  return {
    status: 'ready',
    user: { id: `${type}-1`, email: `${type}@example.com`, type, token: 't1', userMetadata: {} },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getMySelection).mockResolvedValue({ selection_hostels: ['Kanhar'], windows: [], next_opens_at: null });
});

describe('StudentSelectionNotice', () => {
  it('when a visitor opens a hostel page, then no window is asked for and nothing is shown', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    const { container } = render(<StudentSelectionNotice hostel="Kanhar" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMySelection).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('while the session is still loading, then no window is asked for', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'loading', user: null });
    render(<StudentSelectionNotice hostel="Kanhar" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMySelection).not.toHaveBeenCalled();
  });

  it('when the hostel office is signed in, then no window is asked for', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn('staff'));
    render(<StudentSelectionNotice hostel="Kanhar" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMySelection).not.toHaveBeenCalled();
  });

  it("when a student is signed in, then their windows are read and the hostel's notice is shown", async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn('user'));
    render(<StudentSelectionNotice hostel="Kanhar" />);
    expect(await screen.findByText('No selection window admits you to this hostel.')).toBeInTheDocument();
    expect(getMySelection).toHaveBeenCalledTimes(1);
  });
});
