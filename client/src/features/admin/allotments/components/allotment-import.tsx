// An allotment list from a CSV file: checked first (every row with its problem, nothing changed), then applied whole
// only when every row is fine. A list that changed meanwhile is refused whole again, with its rows named.
import type { ImportAllotmentsAnswer } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { TableScroll } from '../../components/table-scroll';
import { importAllotments } from '../api/allotments';

export function AllotmentImport({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation('allotments');
  const titleId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<ImportAllotmentsAnswer | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);

  const run = async (apply: boolean) => {
    if (csv === null) return;
    setBusy(apply ? 'apply' : 'check');
    try {
      const answer = await importAllotments(csv, apply);
      setResult(answer);
      if (answer.applied) {
        notify.success(t('import.applied', { count: answer.rows.length }));
        onApplied();
      }
    } catch (error) {
      setResult(null);
      notify.error(normalizeError(error, t('import.failed')));
    } finally {
      setBusy(null);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };

  const bad = result?.rows.filter((row) => !row.ok) ?? [];
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('import.title')}</h2>
      <p className="admin-lead">{t('import.hint')}</p>
      <form className="allotment-find" onSubmit={check}>
        <TextField
          label={t('import.file')}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setResult(null);
            const file = event.target.files?.[0];
            if (file) void file.text().then(setCsv);
            else setCsv(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={csv === null || busy !== null}>
          {busy === 'check' ? t('import.checking') : t('import.check')}
        </Button>
      </form>
      {result && !result.applied ? (
        <div role="status">
          {bad.length === 0 ? (
            <>
              <p>{t('import.allFine', { count: result.rows.length })}</p>
              <Button disabled={busy !== null} onClick={() => void run(true)}>
                {busy === 'apply' ? t('import.applying') : t('import.apply', { count: result.rows.length })}
              </Button>
            </>
          ) : (
            <p className="allotment-refused">{t('import.refused', { count: bad.length })}</p>
          )}
        </div>
      ) : null}
      {result?.applied ? <p role="status">{t('import.applied', { count: result.rows.length })}</p> : null}
      {bad.length > 0 ? (
        <TableScroll label={t('import.title')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('import.line')}</th>
                <th scope="col">{t('import.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {bad.map((row) => (
                <tr key={row.line}>
                  <th scope="row" data-label={t('import.line')}>
                    {row.line}
                  </th>
                  <td data-label={t('import.problem')}>{row.problem ? t(`import.problems.${row.problem}`) : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}
