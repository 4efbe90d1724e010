// A visitor's pass as the office's log answers it, for the tests: Sunita Rao, visiting Ravi Kumar of Kanhar.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';

export function officeVisitor(over: Partial<OfficeVisitor> = {}): OfficeVisitor {
  return {
    id: 1,
    hostel_name: 'Kanhar',
    visitor_name: 'Sunita Rao',
    phone: '9812345670',
    host: { name: 'Ravi Kumar', roll_number: 'B23CS042', room: 'B-204' },
    from: '2026-11-28T04:30:00Z',
    to: '2026-11-28T06:30:00Z',
    status: 'active',
    walk_in: false,
    entered_at: null,
    exited_at: null,
    relation: 'parent',
    gender: 'female',
    purpose: 'Bringing winter clothes',
    void_reason: null,
    overstay: false,
    ...over,
  };
}
