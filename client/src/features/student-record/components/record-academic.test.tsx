// The profile's academic details read the student record: its programme and year, or a pointer to the record.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../testing/render';
import { RecordAcademic } from './record-academic';

const RECORD = {
  full_name: 'Aarav Sharma',
  roll_number: 'B23CS041',
  programme: 'btech',
  year: 3,
  phone: '9876501234',
  guardian_name: 'Sunita Sharma',
  guardian_relation: 'mother',
  guardian_email: 'sunita@example.com',
  guardian_phone: '9876501235',
  emergency_name: 'Rohit Sharma',
  emergency_phone: '9876501236',
} as const;

describe('RecordAcademic', () => {
  it('when the student has a record, then its programme and year are shown, with nothing to edit', () => {
    renderInApp(<RecordAcademic own={{ record: RECORD, correctedAt: null }} />);
    expect(screen.getByText('B.Tech')).toBeInTheDocument();
    expect(screen.getByText('Year 3')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('when the student has no record yet, then it says the record gives them', () => {
    renderInApp(<RecordAcademic own={null} />);
    expect(screen.getByText(/come from your student record/)).toBeInTheDocument();
  });
});
