// /admin/mess/scorecard's body: the caterer's month against the thresholds, as a statement the office downloads as CSV
// or prints; the whole office sets the thresholds under it.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { t as translate } from '../../../../lib/i18n';
import { formatMonth } from '../../../../lib/months';
import { useQuery } from '../../../../lib/use-query';
import { TableScroll } from '../../components/table-scroll';
import { downloadCsv, toCsv } from '../../utils/csv';
import { getScorecard, type BillMess, type ScorecardAnswer } from '../api/mess-bills';
import { crossedInWords, scoreRows, type ScoreRow } from '../scorecard-rows';
import type { MessMonth } from './mess-month-picker';
import { ThresholdsForm } from './thresholds-form';

/** The statement as CSV, its headers in the language being read when it is downloaded. */
function statementCsv(card: ScorecardAnswer, rows: readonly ScoreRow[]): string {
  const head: ScoreRow[] = [
    {
      figure: translate('mess-bills:office.mess'),
      value: `${card.mess.name} (${card.mess.caterer})`,
      threshold: '',
      crossed: null,
    },
    { figure: translate('mess-bills:office.month'), value: formatMonth(card.month), threshold: '', crossed: null },
  ];
  return toCsv(
    [...head, ...rows],
    [
      { header: translate('mess-bills:office.score.figure'), value: (row) => row.figure },
      { header: translate('mess-bills:office.score.value'), value: (row) => row.value },
      { header: translate('mess-bills:office.score.threshold'), value: (row) => row.threshold },
      { header: translate('mess-bills:office.score.crossed'), value: (row) => crossedInWords(row.crossed) },
    ],
  );
}

export function ScorecardView({
  mess,
  value,
  canSetThresholds,
}: {
  mess: BillMess;
  value: MessMonth;
  canSetThresholds: boolean;
}) {
  const { t } = useTranslation('mess-bills');
  const card = useQuery(`mess-scorecard:${value.messId}:${value.month}`, () => getScorecard(value.messId, value.month));
  if (card.status === 'error') return <RetryMessage role="alert" message={t('office.failed')} onRetry={card.reload} />;
  if (card.status !== 'success') return <p role="status">{t('office.loading')}</p>;
  const rows = scoreRows(card.data);
  const caption = t('office.score.caption', {
    mess: card.data.mess.name,
    caterer: card.data.mess.caterer,
    month: formatMonth(card.data.month),
  });
  const download = () =>
    downloadCsv(
      `${t('office.score.statementFile')}-${card.data.mess.name.toLowerCase().replace(/\s+/g, '-')}-${value.month}.csv`,
      statementCsv(card.data, rows),
    );
  return (
    <>
      <div className="mess-statement">
        <TableScroll label={caption}>
          <table className="admin-table mess-scorecard">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('office.score.figure')}</th>
                <th scope="col">{t('office.score.value')}</th>
                <th scope="col">{t('office.score.threshold')}</th>
                <th scope="col">{t('office.score.crossed')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.figure} className={row.crossed ? 'mess-scorecard__crossed' : undefined}>
                  <th scope="row" data-label={t('office.score.figure')}>
                    {row.figure}
                  </th>
                  <td data-label={t('office.score.value')}>{row.value}</td>
                  <td data-label={t('office.score.threshold')}>{row.threshold}</td>
                  <td data-label={t('office.score.crossed')}>{crossedInWords(row.crossed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {card.data.thresholds.set_by_office ? null : <p className="admin-lead">{t('office.score.defaults')}</p>}
      </div>
      <div className="mess-statement__actions">
        <Button onClick={download}>{t('office.score.downloadCsv')}</Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('office.score.print')}
        </Button>
      </div>
      {canSetThresholds ? (
        <ThresholdsForm
          key={`${mess.id}:${value.month}:${JSON.stringify(card.data.thresholds)}`}
          messId={mess.id}
          messName={mess.name}
          values={card.data.thresholds}
          onSaved={card.reload}
        />
      ) : null}
    </>
  );
}
