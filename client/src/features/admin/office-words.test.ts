// The office's own words follow the language being read: audit actions and targets, the shared status words on a
// complaint and an application, and a count in a list's summary.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespaces } from '../../lib/i18n';
import { decisionState } from './applications/decision-label';
import { actionInWords, targetInWords } from './audit/audit-words';
import { complaintState } from './complaints/complaint-state';
import { listSummary } from './components/office-list';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the office in Hindi', () => {
  it('when Hindi is chosen, then audit words, states and summaries read in Hindi, keeping names and IDs', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['common', 'admin']);
    expect(actionInWords('booking.refund')).toBe('बुकिंग की राशि लौटाई');
    expect(targetInWords('complaint', '12')).toBe('शिकायत #12');
    expect(targetInWords('room_type', 'Kanhar/2')).toBe('Kanhar के डबल कमरे');
    expect(complaintState({ resolved: false, in_progress_at: '2026-11-01T00:00:00Z' })).toEqual({
      label: 'प्रगति में',
      tone: 'progress',
    });
    expect(decisionState({ status: true, decision: 'rejected' }).label).toBe('अस्वीकृत');
    const words = { loading: '…', none: '—', one: 'शिकायत', many: 'शिकायतें' };
    expect(listSummary(words, { page: 2, pageSize: 50, shown: 50, total: 2500 })).toBe('2,500 में से 51–100 शिकायतें');
  });

  it('when English is back, then the same words are the English ones', () => {
    expect(actionInWords('booking.refund')).toBe('Refunded booking');
    expect(complaintState({ resolved: false, in_progress_at: null }).label).toBe('Pending');
  });
});
