// The application history table with the product's paging: 3 rows, View More adds 5, View All, Show Less back to 3.
// Status: the fixed Pending and Accepted, Rejected for a rejection, and the office's note under it.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import type { ApplicationHistoryRow } from '../api/get-application-history';
import { DecisionNote } from './decision-note';

export const FIRST_PAGE = 3;
export const PAGE_STEP = 5;

/** The fixed words: students see Pending, then Accepted; a rejected application reads Rejected. */
export function historyStatus(row: Pick<ApplicationHistoryRow, 'status' | 'decision'>): {
  label: 'Pending' | 'Accepted' | 'Rejected';
  pill: string;
} {
  if (!row.status) return { label: 'Pending', pill: 'pill pill--pending' };
  return row.decision === 'rejected'
    ? { label: 'Rejected', pill: 'pill pill--rejected' }
    : { label: 'Accepted', pill: 'pill pill--success' };
}

export function ApplicationHistoryTable({ rows }: { rows: readonly ApplicationHistoryRow[] }) {
  const [visible, setVisible] = useState(FIRST_PAGE);
  const shown = rows.slice(0, visible);
  const hasMore = visible < rows.length;

  return (
    <div className="history">
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">
            Your applications, newest first ({shown.length} of {rows.length} shown)
          </caption>
          <thead>
            <tr>
              <th scope="col">Application ID</th>
              <th scope="col">Application Info</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const status = historyStatus(row);
              return (
                <tr key={row.application_id}>
                  <td data-label="Application ID">
                    <code>{row.application_id}</code>
                  </td>
                  <td data-label="Application Info">
                    <strong>{row.application_type}</strong>
                    <span className="history__description">{row.description}</span>
                  </td>
                  <td data-label="Status">
                    <span className={status.pill}>{status.label}</span>
                    {row.decision_note ? <DecisionNote note={row.decision_note} /> : null}
                  </td>
                  <td data-label="Date">
                    <time dateTime={row.created_at}>{formatDay(row.created_at)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > FIRST_PAGE ? (
        <div className="history__actions">
          {hasMore ? (
            <>
              <Button
                variant="secondary"
                className="button--small"
                onClick={() => setVisible((count) => count + PAGE_STEP)}
              >
                View More
              </Button>
              <Button variant="ghost" className="button--small" onClick={() => setVisible(rows.length)}>
                View All
              </Button>
            </>
          ) : null}
          {visible > FIRST_PAGE ? (
            <Button variant="ghost" className="button--small" onClick={() => setVisible(FIRST_PAGE)}>
              Show Less
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
