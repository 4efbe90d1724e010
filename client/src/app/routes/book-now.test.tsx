// The booking wizard's page: what it asks the database before the wizard shows, and in what order.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as roomApi from '../../features/booking/api/get-room';
import * as declarationApi from '../../features/eligibility/api/declaration';
import * as ownRoomApi from '../../features/profile/api/get-own-room';
import * as recordApi from '../../features/student-record/api/student-record';
import type * as AuthModule from '../../lib/auth';
import { useAuth } from '../../lib/auth';
import { Component as BookNowPage } from './book-now';

vi.mock('../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: vi.fn(),
}));
vi.mock('../../features/booking/api/get-room', () => ({ getRoom: vi.fn() }));
vi.mock('../../features/profile/api/get-own-room', () => ({ getOwnRoom: vi.fn() }));
vi.mock('../../features/student-record/api/student-record', () => ({ getRecord: vi.fn() }));
vi.mock('../../features/eligibility/api/declaration', () => ({
  getOwnDeclaration: vi.fn(),
  eligibilityProblem: vi.fn(),
}));

const PATH = '/status/Kanhar/booknow/7';
const unanswered = () => new Promise<never>(() => undefined);

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({
    status: 'ready',
    user: { id: 'u-1', email: 'student@hostel.local', type: 'user', token: 't', userMetadata: {} },
  });
  vi.mocked(roomApi.getRoom).mockReset().mockImplementation(unanswered);
  vi.mocked(ownRoomApi.getOwnRoom).mockReset().mockImplementation(unanswered);
  vi.mocked(recordApi.getRecord).mockReset().mockImplementation(unanswered);
  vi.mocked(declarationApi.getOwnDeclaration).mockReset().mockImplementation(unanswered);
  vi.mocked(declarationApi.eligibilityProblem).mockReset().mockImplementation(unanswered);
});

function open() {
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/status/:hosteltype/booknow/:room_id', element: <BookNowPage /> }], {
        initialEntries: [PATH],
      })}
    />,
  );
}

describe('the booking wizard’s page', () => {
  it('when a student opens it, then the room and every check before the wizard are asked for at once', () => {
    open();
    expect(roomApi.getRoom).toHaveBeenCalledWith('Kanhar', 7);
    expect(ownRoomApi.getOwnRoom).toHaveBeenCalledWith('u-1');
    expect(recordApi.getRecord).toHaveBeenCalledWith('u-1');
    expect(declarationApi.getOwnDeclaration).toHaveBeenCalledTimes(1);
    expect(declarationApi.eligibilityProblem).toHaveBeenCalledWith('Kanhar');
  });

  it('when the room is not known yet, then its line under the title is already there, so nothing below moves', () => {
    open();
    const lead = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    expect(lead).toHaveClass('page-header__lead');
    expect(lead).toHaveAttribute('aria-hidden', 'true');
  });
});
