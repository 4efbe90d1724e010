// /receipt/{reference}: a visitor signs in first and comes back; a receipt the reader may not see reads as no receipt.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../components/ui/notification-region';
import { useAuth, type AuthState } from '../../lib/auth';
import { getReceipt, type Receipt } from '../../features/receipts/api/get-receipt';
import { Component as ReceiptPage } from './receipt';

vi.mock('../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../../features/receipts/api/get-receipt', () => ({ getReceipt: vi.fn() }));

const STUDENT: AuthState = {
  status: 'ready',
  user: { id: 'u1', email: 'meera@example.com', type: 'user', token: 't1', userMetadata: {} },
};

const RECEIPT: Receipt = {
  reference: 'A1B2C3D4E5',
  status: 'paid',
  hostel: 'Gopad',
  wing: 'C',
  roomNumber: 212,
  bed: 'A',
  amountMinor: 50000,
  rentMinor: 50000,
  depositMinor: 0,
  feePeriod: 'semester',
  currency: 'inr',
  receiptNumber: 'CH/2026-27/000001',
  issuer: { name: 'Campus Institute of Technology', address: 'Hostel Office, Campus Road, Raipur 492015' },
  paidAt: '2026-11-27T09:30:00Z',
  paymentReference: 'pi_3Abc123',
  name: 'Meera Iyer',
  email: 'meera@example.com',
};

function SignInStub() {
  const location = useLocation();
  return <p>sign in {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/receipt/:reference',
        element: (
          <>
            <ReceiptPage />
            <NotificationRegion />
          </>
        ),
      },
      { path: '/auth/login/:userType', element: <SignInStub /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useAuth).mockReturnValue(STUDENT);
  vi.mocked(getReceipt).mockResolvedValue(RECEIPT);
});

describe('receipt page', () => {
  it('when a visitor opens a receipt, then they are sent to sign in and asked to come back to it', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    renderAt('/receipt/A1B2C3D4E5');
    expect(await screen.findByText('sign in /auth/login/student?next=%2Freceipt%2FA1B2C3D4E5')).toBeInTheDocument();
    expect(getReceipt).not.toHaveBeenCalled();
  });

  it('when the signed-in reader may see the booking, then its receipt is shown', async () => {
    renderAt('/receipt/A1B2C3D4E5');
    expect(await screen.findByText('Gopad')).toBeInTheDocument();
    expect(getReceipt).toHaveBeenCalledWith('A1B2C3D4E5');
  });

  it('when no receipt comes back, then the page says there is no receipt with that reference', async () => {
    vi.mocked(getReceipt).mockResolvedValue(null);
    renderAt('/receipt/ZZZZZZZZZZ');
    expect(await screen.findByText(/^No receipt with that reference\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
  });

  it('when the reference cannot be one, then no lookup is made and there is no receipt', () => {
    renderAt('/receipt/A1B2%3Bdrop');
    expect(screen.getByText(/^No receipt with that reference\./)).toBeInTheDocument();
    expect(getReceipt).not.toHaveBeenCalled();
  });

  it('when the receipt cannot be loaded, then the page says so and offers to try again', async () => {
    vi.mocked(getReceipt).mockRejectedValueOnce(new Error('offline'));
    renderAt('/receipt/A1B2C3D4E5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your receipt could not be loaded right now.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gopad')).toBeInTheDocument();
  });
});
