// The visitor log of a hostel: the day (IST, today by default), then that day's passes with their counts, overstays
// flagged in words, and the same rows as CSV.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatCalendarDayMonth, formatNumber, todayStamp } from '../../../../lib/format';
import { useNow } from '../../../../lib/use-now';
import { useQuery } from '../../../../lib/use-query';
import { ExportCsvButton, useCsvExport } from '../../components/export-csv';
import { getVisitorLog } from '../api/visitor-log';
import { DAY_COUNTS, dayCounts, type DayCounts } from '../visit-state';
import { visitorLogColumns } from '../visitors-csv';
import { VisitorTable } from './visitor-table';

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

function Counts({ counts }: { counts: DayCounts }) {
  const { t } = useTranslation('visitors-office');
  return (
    <dl className="visitors-counts">
      {DAY_COUNTS.map((count) => (
        <div key={count} className={`visitors-counts__item visitors-counts__item--${count}`}>
          <dt>{t(`log.counts.${count}`)}</dt>
          <dd>{formatNumber(counts[count])}</dd>
        </div>
      ))}
    </dl>
  );
}

function VisitorDay({ hostel, day }: { hostel: string; day: string }) {
  const { t } = useTranslation('visitors-office');
  const now = useNow();
  const log = useQuery(`visitor-log:${hostel}:${day}`, () => getVisitorLog(hostel, day));
  const fileName = `${t('log.file')}-${hostel.toLowerCase().replace(/\s+/g, '-')}-${day}`;
  const csv = useCsvExport(
    fileName,
    () => Promise.resolve(log.data ?? []),
    () => visitorLogColumns(now),
  );

  // The server's words say why (a day it does not read, a hostel not served); else ours.
  if (log.status === 'error') {
    return <RetryMessage role="alert" message={normalizeError(log.error, t('log.failed'))} onRetry={log.reload} />;
  }
  if (!log.data) return <p role="status">{t('log.loading')}</p>;
  return (
    <>
      <Counts counts={dayCounts(log.data, now)} />
      <div className="visitors-log__actions">
        <ExportCsvButton canExport={log.data.length > 0} exporting={csv.exporting} onExport={csv.exportCsv} />
      </div>
      {log.data.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <VisitorTable
          passes={log.data}
          now={now}
          caption={t('log.caption', { hostel, day: formatCalendarDayMonth(day) })}
        />
      )}
    </>
  );
}

export function VisitorLog({ hostel }: { hostel: string }) {
  const { t } = useTranslation('visitors-office');
  const [day, setDay] = useState(() => todayStamp());
  const titleId = useId();
  return (
    <section className="visitors-log" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('log.title')}</h2>
      <div className="visitors-log__day">
        <TextField
          type="date"
          label={t('log.day')}
          value={day}
          required
          onChange={(event) => setDay(event.target.value)}
        />
      </div>
      {DAY_SHAPE.test(day) ? (
        <VisitorDay key={`${hostel}:${day}`} hostel={hostel} day={day} />
      ) : (
        <p role="status">{t('log.chooseDay')}</p>
      )}
    </section>
  );
}
