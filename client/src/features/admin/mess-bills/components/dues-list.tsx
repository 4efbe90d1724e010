// A mess's dues for a month: each student's charges, credits, payments and due, most due first; those who run the mess
// open a correction under a student's row.
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatMoney } from '../../../../lib/format';
import { formatMonth } from '../../../../lib/months';
import { TableScroll } from '../../components/table-scroll';
import type { MessDue } from '../api/mess-bills';
import { CorrectionForm } from './correction-form';

export interface DuesListProps {
  messName: string;
  messId: number;
  month: string;
  students: readonly MessDue[];
  /** Whether the reader runs this mess, and so may correct its bills. */
  manages: boolean;
  onCorrected: () => void;
}

export function DuesList({ messName, messId, month, students, manages, onCorrected }: DuesListProps) {
  const { t } = useTranslation('mess-bills');
  const [correcting, setCorrecting] = useState<string | null>(null);
  if (students.length === 0) return <p>{t('office.dues.none')}</p>;
  const caption = t('office.dues.caption', { mess: messName, month: formatMonth(month) });
  const money = (paise: number) => formatMoney(paise);
  return (
    <TableScroll label={caption}>
      <table className="admin-table mess-dues">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office.dues.student')}</th>
            <th scope="col">{t('office.dues.charges')}</th>
            <th scope="col">{t('office.dues.credits')}</th>
            <th scope="col">{t('office.dues.paid')}</th>
            <th scope="col">{t('office.dues.due')}</th>
            {manages ? <th scope="col">{t('office.dues.correctShort')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <Fragment key={student.user_id}>
              <tr>
                <th scope="row" data-label={t('office.dues.student')}>
                  <span>
                    {student.full_name}
                    <span className="admin-table__sub">{student.roll_number}</span>
                  </span>
                </th>
                <td data-label={t('office.dues.charges')}>{money(student.charges_minor)}</td>
                <td data-label={t('office.dues.credits')}>{money(-student.credits_minor)}</td>
                <td data-label={t('office.dues.paid')}>{money(student.paid_minor)}</td>
                <td data-label={t('office.dues.due')}>{money(student.due_minor)}</td>
                {manages ? (
                  <td data-label={t('office.dues.correctShort')}>
                    <Button
                      variant="secondary"
                      aria-label={t('office.dues.correct', { name: student.full_name })}
                      onClick={() => setCorrecting(student.user_id)}
                      disabled={correcting === student.user_id}
                    >
                      {t('office.dues.correctShort')}
                    </Button>
                  </td>
                ) : null}
              </tr>
              {correcting === student.user_id ? (
                <tr>
                  <td colSpan={6} className="mess-dues__form">
                    <CorrectionForm
                      student={student}
                      messId={messId}
                      month={month}
                      onDone={(saved) => {
                        setCorrecting(null);
                        if (saved) onCorrected();
                      }}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
