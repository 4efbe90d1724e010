// The audit log in words: actions, targets, the compact before → after, and the filter kept in the URL.
import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';
import { auditParams, emptyAuditFilter, likeText, readAuditParams } from './audit-filter';
import { actionInWords, targetInWords } from './audit-words';

describe('actions and targets in words', () => {
  it('when an action is known, then it reads as the office says it; a new one reads from its name', () => {
    expect(actionInWords('application.reject')).toBe('Rejected application');
    expect(actionInWords('booking.refund')).toBe('Refunded booking');
    expect(actionInWords('person.set_role')).toBe('Changed role');
    expect(actionInWords('waitlist.make_offer')).toBe('Waitlist make offer');
  });

  it('when a target is named, then complaints take #, bookings their reference and room types their words', () => {
    expect(targetInWords('complaint', '12')).toBe('Complaint #12');
    expect(targetInWords('booking', 'A1B2C3D4E5')).toBe('Booking A1B2C3D4E5');
    expect(targetInWords('room_type', 'Kanhar/2')).toBe('Kanhar double rooms');
    expect(targetInWords('waitlist_entry', '5')).toBe('waitlist entry 5');
  });

  it('when the office keeps visitors, then its rules, blackouts and bans read in words, a ban by the phone it names', () => {
    expect(actionInWords('visitor_rules.edit')).toBe("Edited a hostel's visitor rules");
    expect(actionInWords('visitor_blackout.add')).toBe('Added a visitor blackout period');
    expect(actionInWords('visitor_blackout.remove')).toBe('Removed a visitor blackout period');
    expect(actionInWords('visitor_ban.add')).toBe('Banned a visitor');
    expect(actionInWords('visitor_ban.lift')).toBe("Lifted a visitor's ban");
    expect(targetInWords('visitor_phone', '9812345670')).toBe("Visitor's phone 9812345670");
    expect(targetInWords('hostel', 'Kanhar')).toBe('Hostel Kanhar');
  });

  it('when the office keeps the guest house, then its rules and a room’s price read in words, the room by its name', () => {
    expect(actionInWords('guest_house_rules.edit')).toBe("Edited a guest house's rules");
    expect(actionInWords('guest_room.edit')).toBe("Edited a guest room's price or service");
    expect(targetInWords('guest_room', 'Atithi A-101')).toBe('Guest room Atithi A-101');
  });
});

describe('auditDiff', () => {
  it('when fields change, then only those are listed, with money, yes/no and none in words', () => {
    expect(
      auditDiff(
        { status: 'paid', amount_minor: 50000, out_of_service: false, reason: null },
        { status: 'refunded', amount_minor: 50000, out_of_service: true, reason: 'Leak' },
      ),
    ).toEqual([
      { field: 'status', before: 'paid', after: 'refunded' },
      { field: 'out of service', before: 'no', after: 'yes' },
      { field: 'reason', before: 'none', after: 'Leak' },
    ]);
    expect(auditDiff({ price_minor: 50000 }, { price_minor: 60000, rooms: 12 })).toEqual([
      { field: 'price', before: '₹500.00', after: '₹600.00' },
      { field: 'rooms', after: '12' },
    ]);
  });

  it('when there is only an after (a reply), then its fields are listed; long text is cut short', () => {
    const [line] = auditDiff(null, { body: 'x'.repeat(200) });
    expect(line?.field).toBe('body');
    expect(line?.before).toBeUndefined();
    expect(line?.after).toHaveLength(80);
    expect(line?.after?.endsWith('…')).toBe(true);
  });
});

describe('the audit filter in the URL', () => {
  it('when a filter and page are written and read back, then they are the same; nothing set is a plain URL', () => {
    const filter = {
      action: 'booking.refund',
      actor: 'admin@',
      targetType: 'booking',
      targetId: 'A1B2',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    const params = auditParams(filter, 2);
    expect(params.toString()).toBe(
      'action=booking.refund&actor=admin%40&type=booking&target=A1B2&from=2026-11-01&to=2026-11-30&page=2',
    );
    expect(readAuditParams(params)).toEqual({ filter, page: 2 });
    expect(auditParams(emptyAuditFilter, 1).toString()).toBe('');
    expect(readAuditParams(new URLSearchParams('from=soon&page=0'))).toEqual({ filter: emptyAuditFilter, page: 1 });
  });

  it('when the actor text holds LIKE wildcards, then they match themselves', () => {
    expect(likeText('a_b%c\\')).toBe('a\\_b\\%c\\\\');
  });
});
