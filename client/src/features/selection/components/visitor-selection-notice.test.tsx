// A visitor's notice that a hostel is under selection, read from selection_calendar() over the network as a visitor
// reads it (the network is stubbed, nothing of ours): when it opens and closes, or nothing for a hostel not under
// selection.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { VisitorSelectionNotice } from './visitor-selection-notice';

const OPENS = new Date(Date.now() + 3_600_000).toISOString();
const CLOSES = new Date(Date.now() + 7_200_000).toISOString();

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(String(url));
      const rows = [{ hostel_name: 'Kanhar', opens_at: OPENS, closes_at: CLOSES }];
      return Promise.resolve(new Response(JSON.stringify(rows), { headers: { 'Content-Type': 'application/json' } }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisitorSelectionNotice', () => {
  it('when the hostel’s selection is still to open, then it says when it opens and until when it runs', async () => {
    render(<VisitorSelectionNotice hostel="Kanhar" />);
    expect(
      await screen.findByText(
        `Room selection for Kanhar opens ${formatDateTime(OPENS)} and runs until ${formatDateTime(CLOSES)}. Students choose their beds in their own selection windows: sign in to see yours.`,
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([expect.stringMatching(/\/rest\/v1\/rpc\/selection_calendar$/)]);
  });

  it('when the hostel is not under selection, then nothing shows', async () => {
    const { container } = render(<VisitorSelectionNotice hostel="Gopad" />);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
