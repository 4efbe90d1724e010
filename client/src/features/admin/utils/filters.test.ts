// Admin list filters: kept in the URL, and turned into database conditions for text, local dates and IDs.
import { describe, expect, it } from 'vitest';
import { createdBetween, emptyFilter, listParams, readListParams, textConditions } from './filters';

describe('list filters in the URL', () => {
  it('when a filter and page are written and read back, then they are the same', () => {
    const filter = {
      query: 'wi-fi, B',
      status: 'overdue',
      type: 'internet-issue',
      urgency: 'high',
      from: '2026-03-01',
      to: '2026-03-09',
      sort: 'oldest',
    };
    const params = listParams(filter, 3);
    expect(params.toString()).toBe(
      'q=wi-fi%2C+B&status=overdue&type=internet-issue&urgency=high&from=2026-03-01&to=2026-03-09&sort=oldest&page=3',
    );
    expect(readListParams(params)).toEqual({ filter, page: 3 });
  });

  it('when nothing is filtered on page 1, then the URL has no parameters', () => {
    expect(listParams(emptyFilter, 1).toString()).toBe('');
  });

  it('when the URL holds malformed values, then they read as unset', () => {
    expect(readListParams(new URLSearchParams('page=-2&from=soon&to=2026-13&pending=yes'))).toEqual({
      filter: emptyFilter,
      page: 1,
    });
    expect(readListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('when an older link says pending=1, then it reads as the pending status', () => {
    expect(readListParams(new URLSearchParams('pending=1')).filter.status).toBe('pending');
    expect(readListParams(new URLSearchParams('pending=1&status=rejected')).filter.status).toBe('rejected');
  });
});

describe('database conditions', () => {
  it('when dates are chosen, then the bounds are local midnights and `to` takes its whole day', () => {
    expect(createdBetween('2026-03-05', '2026-03-05')).toEqual({
      since: new Date(2026, 2, 5).toISOString(),
      before: new Date(2026, 2, 6).toISOString(),
    });
    expect(createdBetween('', '2026-02-28').before).toBe(new Date(2026, 2, 1).toISOString());
    expect(createdBetween('', '')).toEqual({ since: null, before: null });
  });

  it('when text is typed, then each column is matched case-insensitively with the text quoted, and a number matches the ID', () => {
    expect(textConditions('  asha@ ', ['email', 'description'])).toBe(
      'email.ilike."*asha@*",description.ilike."*asha@*"',
    );
    expect(textConditions('31', ['email'], 'id')).toBe('email.ilike."*31*",id.eq.31');
    expect(textConditions('a,b) "c"\\', ['email'])).toBe('email.ilike."*a,b) \\"c\\"\\\\*"');
    expect(textConditions('   ', ['email'])).toBeNull();
  });
});
