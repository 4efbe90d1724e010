// /gate: a guard and the whole office get the gate; anyone else is told it is the gate staff's page, and nothing is
// asked of the server for them.
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../features/gate/api/gate';
import type * as AuthModule from '../../lib/auth';
import { useAuth, type AppUser } from '../../lib/auth';
import { Component as GatePage } from './gate';

vi.mock('../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: vi.fn(),
}));
vi.mock('../../features/gate/api/gate', () => ({
  getGates: vi.fn(),
  scanPass: vi.fn(),
  getGateLog: vi.fn(),
  getGateVisitors: vi.fn(),
  registerWalkIn: vi.fn(),
}));

function openAs(type: AppUser['type']) {
  vi.mocked(useAuth).mockReturnValue({
    status: 'ready',
    user: { id: `u-${type}`, email: `${type}@hostel.local`, type, token: 't', userMetadata: {} },
  });
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/gate', element: <GatePage /> }], { initialEntries: ['/gate'] })}
    />,
  );
}

beforeEach(() => {
  vi.mocked(api.getGates).mockReset().mockResolvedValue(['Kanhar']);
  vi.mocked(api.getGateLog).mockReset().mockResolvedValue([]);
  vi.mocked(api.getGateVisitors).mockReset().mockResolvedValue([]);
});

describe('/gate', () => {
  it.each(['guard', 'staff', 'admin'] as const)(
    'when a %s opens it, then the gate is ready for a scan',
    async (type) => {
      openAs(type);
      expect(await screen.findByRole('radio', { name: 'Out' })).toBeChecked();
      // The box takes the focus once the page has drawn it, so a hardware scanner's first pass lands there.
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Pass, roll number or phone/ })).toHaveFocus());
    },
  );

  it.each(['user', 'warden', 'mess_manager'] as const)(
    'when a %s opens it, then it says the page is for the gate staff',
    (type) => {
      openAs(type);
      expect(screen.getByRole('alert')).toHaveTextContent("This page is for the gate's staff.");
      expect(api.getGates).not.toHaveBeenCalled();
    },
  );

  it('when a guard keeps no gate, then it says so', async () => {
    vi.mocked(api.getGates).mockResolvedValue([]);
    openAs('guard');
    expect(await screen.findByText('You do not keep a gate.')).toBeInTheDocument();
  });
});
