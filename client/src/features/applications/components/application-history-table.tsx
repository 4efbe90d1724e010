// The application history table with the product's paging: 3 rows, View More adds 5, View All, Show Less back to 3.
// Status in the one vocabulary: Pending, Approved, Rejected, and the office's note under it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { optionWord } from '../../../lib/option-words';
import { applicationStateLabel, applicationStateOf, type ApplicationState } from '../../../lib/status-words';
import type { ApplicationHistoryRow } from '../api/get-application-history';
import { DecisionNote } from './decision-note';

export const FIRST_PAGE = 3;
export const PAGE_STEP = 5;

const PILLS: Readonly<Record<ApplicationState, string>> = {
  pending: 'pill pill--pending',
  approved: 'pill pill--success',
  rejected: 'pill pill--rejected',
};

/** Pending until decided, then Approved or Rejected, in the language being read (call during render). */
export function historyStatus(row: Pick<ApplicationHistoryRow, 'status' | 'decision'>): {
  label: string;
  pill: string;
} {
  const state = applicationStateOf(row);
  return { label: applicationStateLabel(state), pill: PILLS[state] };
}

export function ApplicationHistoryTable({ rows }: { rows: readonly ApplicationHistoryRow[] }) {
  const { t } = useTranslation('applications');
  const [visible, setVisible] = useState(FIRST_PAGE);
  const shown = rows.slice(0, visible);
  const hasMore = visible < rows.length;

  return (
    <div className="history">
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">
            {t('history.caption', { shown: shown.length, total: rows.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('history.id')}</th>
              <th scope="col">{t('history.info')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.date')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const status = historyStatus(row);
              return (
                <tr key={row.application_id}>
                  <td data-label={t('history.id')}>
                    <code>{row.application_id}</code>
                  </td>
                  <td data-label={t('history.info')}>
                    <strong>{optionWord('applicationType', row.application_type)}</strong>
                    <span className="history__description">{row.description}</span>
                  </td>
                  <td data-label={t('history.status')}>
                    <span className={status.pill}>{status.label}</span>
                    {row.decision_note ? <DecisionNote note={row.decision_note} /> : null}
                  </td>
                  <td data-label={t('history.date')}>
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
                {t('history.viewMore')}
              </Button>
              <Button variant="ghost" className="button--small" onClick={() => setVisible(rows.length)}>
                {t('history.viewAll')}
              </Button>
            </>
          ) : null}
          {visible > FIRST_PAGE ? (
            <Button variant="ghost" className="button--small" onClick={() => setVisible(FIRST_PAGE)}>
              {t('history.showLess')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
