// Finds a student by roll number, name or email (the server answers only whom the account may allot), and lets the
// office choose one.
import type { AllotmentStudent } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { findStudents } from '../api/allotments';

export interface StudentFinderProps {
  /** A search to start with (a student's id from an approved room change). */
  initialQuery: string;
  chosen: string | null;
  onChoose: (student: AllotmentStudent) => void;
  /** Bumped after every change, so the list shows each student's bed as it now is. */
  version: number;
}

export function StudentFinder({ initialQuery, chosen, onChoose, version }: StudentFinderProps) {
  const { t } = useTranslation('allotments');
  const [typed, setTyped] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const found = useQuery(query === '' ? null : `allotment-students:${query}:${version}`, () => findStudents(query));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <section className="panel" aria-labelledby="allotment-find">
      <h2 id="allotment-find">{t('find.title')}</h2>
      <form className="allotment-find" onSubmit={submit} role="search">
        <TextField
          label={t('find.label')}
          type="search"
          value={typed}
          maxLength={320}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('find.submit')}</Button>
      </form>
      {found.status === 'loading' ? <p role="status">{t('find.searching')}</p> : null}
      {found.status === 'error' ? (
        <RetryMessage role="alert" message={t('find.failed')} onRetry={found.reload} />
      ) : null}
      {found.status === 'success' && found.data.length === 0 ? <p role="status">{t('find.none', { query })}</p> : null}
      {found.status === 'success' && found.data.length > 0 ? (
        <ul className="allotment-students">
          {found.data.map((student) => {
            const who = `${student.full_name} (${student.roll_number})`;
            const label = chosen === student.user_id ? t('find.chosen') : t('find.choose');
            return (
              <li key={student.user_id} className="allotment-students__row">
                <span>
                  <strong>{who}</strong>
                  <span className="admin-table__sub">{student.bed ? student.bed.name : t('find.noBed')}</span>
                </span>
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-pressed={chosen === student.user_id}
                  aria-label={t('find.labelFor', { label, who })}
                  onClick={() => onChoose(student)}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
