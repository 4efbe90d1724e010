// The profile's hostel details: the paid room, links to its receipt and to /room, or the way to room availability.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HostelDetails } from './hostel-details';

describe('HostelDetails', () => {
  it('when the student has paid for a room, then its receipt is linked by the booking reference', () => {
    render(
      <MemoryRouter>
        <HostelDetails
          room={{
            id: 7,
            hostel_name: 'Gopad',
            wing_name: 'C',
            room_number: 212,
            occupancy: 2,
            reference: 'A1B2C3D4E5',
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Double')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      '/receipt/A1B2C3D4E5',
    );
    expect(screen.getByRole('link', { name: /^My room/ })).toHaveAttribute('href', '/room');
  });

  it('when the student has no room, then there is no receipt link', () => {
    render(
      <MemoryRouter>
        <HostelDetails room={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No room booked yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View and print your receipt' })).toBeNull();
  });
});
