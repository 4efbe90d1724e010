// A trade's month as the statement the office signs: per technician the jobs done, on time, reopened, ratings and
// SLA breaches, with the trade's totals; printed from the browser or downloaded as CSV.
import { TRADES, type StatementAnswer, type StatementRow, type Trade } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { istDayValue } from '../../../../lib/ist-input';
import { useQuery } from '../../../../lib/use-query';
import { downloadCsv, toCsv } from '../../utils/csv';
import { getStatement } from '../api/work-orders';

type Counts = StatementAnswer['totals'];
const COLUMNS = ['jobs_done', 'on_time', 'reopened', 'ratings', 'average_rating', 'sla_breaches'] as const;

export function ContractorStatement() {
  const { t } = useTranslation('work-orders-office');
  const [trade, setTrade] = useState<Trade>('electrical');
  const [month, setMonth] = useState(() => istDayValue(Date.now()).slice(0, 7));
  const statement = useQuery(/^\d{4}-\d{2}$/.test(month) ? `statement:${trade}:${month}` : null, () =>
    getStatement(trade, month),
  );
  const name = (row: StatementRow) => row.technician_name ?? row.technician_email ?? t('statement.nobody');
  /** One line per technician, then the trade's totals: the table's and the CSV's. */
  const lines = (answer: StatementAnswer): { name: string; counts: Counts }[] => [
    ...answer.rows.map((row) => ({ name: name(row), counts: row })),
    { name: t('statement.total'), counts: answer.totals },
  ];
  const download = (answer: StatementAnswer) => {
    const rows = lines(answer);
    const csv = toCsv(rows, [
      { header: t('statement.technician'), value: (row) => row.name },
      ...COLUMNS.map((column) => ({
        header: t(`statement.${column}`),
        value: (row: (typeof rows)[number]) => row.counts[column],
      })),
    ]);
    downloadCsv(`${t('statement.file')}-${answer.trade}-${answer.month}.csv`, csv);
  };
  return (
    <div className="work-orders__statement">
      <div className="work-orders__filters">
        <SelectField
          label={t('statement.trade')}
          value={trade}
          options={TRADES.map((value) => ({ value, label: t(`trade.${value}`) }))}
          onChange={(event) => setTrade(event.target.value as Trade)}
        />
        <TextField label={t('statement.month')} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </div>
      {statement.status === 'error' ? (
        <RetryMessage role="alert" message={t('statement.failed')} onRetry={statement.reload} />
      ) : statement.data ? (
        <>
          <p>{t('statement.sla', { hours: statement.data.sla_hours })}</p>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">{t('statement.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statement.technician')}</th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`statement.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines(statement.data).map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{row.name}</th>
                    {COLUMNS.map((column) => (
                      <td key={column} data-label={t(`statement.${column}`)}>
                        {row.counts[column] ?? '—'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="panel__actions work-orders__no-print">
            <Button variant="secondary" onClick={() => window.print()}>
              {t('statement.print')}
            </Button>
            <Button variant="secondary" onClick={() => download(statement.data)}>
              {t('statement.csv')}
            </Button>
          </div>
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}
