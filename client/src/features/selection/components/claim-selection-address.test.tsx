// The claim link's page: the token goes to the API once, and the student reads what came of it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { claimSelectionAddress } from '../api/claim-selection-address';
import { ClaimSelectionAddress } from './claim-selection-address';

vi.mock('../api/claim-selection-address', () => ({ claimSelectionAddress: vi.fn() }));

const TOKEN = '6f1c2b8e-2d4a-4c1e-9a5b-7e6d5c4b3a21';

function renderClaim() {
  render(
    <MemoryRouter>
      <ClaimSelectionAddress token={TOKEN} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('ClaimSelectionAddress', () => {
  it('when the link is opened by its account, then the place is claimed once and the page says it is theirs', async () => {
    vi.mocked(claimSelectionAddress).mockResolvedValue({ windows: 1 });
    renderClaim();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your place in room selection is yours now (one window).',
    );
    expect(claimSelectionAddress).toHaveBeenCalledOnce();
    expect(claimSelectionAddress).toHaveBeenCalledWith(TOKEN);
  });

  it('when the link is not for this account, then the server’s words say so', async () => {
    const words = 'This link is not for your account. Sign in to the account that uses the address it was sent to.';
    vi.mocked(claimSelectionAddress).mockRejectedValue(new ApiError(words, 404, { code: 'not_found' }));
    renderClaim();
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });
});
