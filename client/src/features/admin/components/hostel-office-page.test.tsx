// An office page about one hostel at a time: its own words while the served hostels load or fail (with a retry), then
// the first hostel's sections, another hostel's when chosen, and the whole office told apart from a warden.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AuthModule from '../../../lib/auth';
import { useServedHostels } from '../api/my-places';
import { HostelOfficePage } from './hostel-office-page';

vi.mock('../api/my-places', () => ({ useServedHostels: vi.fn() }));
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ status: 'ready', user: { id: '5a6b7c8d-0000-4000-8000-000000000001', type: 'warden' } }),
}));
afterEach(() => vi.resetAllMocks());

const reload = vi.fn();
const served = (state: Partial<ReturnType<typeof useServedHostels>>) =>
  vi.mocked(useServedHostels).mockReturnValue({
    status: 'loading',
    data: undefined,
    error: undefined,
    reload,
    ...state,
  } as ReturnType<typeof useServedHostels>);

function renderPage() {
  render(
    <HostelOfficePage words="inspections" className="inspections">
      {(hostel, wholeOffice) => <p>{`${hostel} ${wholeOffice ? 'office' : 'warden'}`}</p>}
    </HostelOfficePage>,
  );
}

describe('HostelOfficePage', () => {
  it('says it is loading the hostels, in the page’s words', () => {
    served({});
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your hostels…');
  });

  it('says the hostels could not be loaded, and reads them again on retry', async () => {
    served({ status: 'error', error: new Error('down') });
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Your hostels could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows the first hostel’s sections, then the one chosen; a warden is not the whole office', async () => {
    served({ status: 'success', data: ['Kanhar', 'Gopad'] });
    renderPage();
    expect(useServedHostels).toHaveBeenCalledWith('5a6b7c8d-0000-4000-8000-000000000001', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
    expect(screen.getByText('Kanhar warden')).toBeVisible();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'Gopad');
    expect(screen.getByText('Gopad warden')).toBeVisible();
  });

  it('says so when the caller serves no hostel', () => {
    served({ status: 'success', data: [] });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('You serve no hostel.');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
