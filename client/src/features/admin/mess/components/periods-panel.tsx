// The registration periods: days, window, allocation and where each stands; counts per mess for any of them; the whole
// office opens one, or edits one not yet settled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDateTime, formatDay } from '../../../../lib/format';
import { useNow } from '../../../../lib/use-now';
import { TableScroll } from '../../components/table-scroll';
import type { PeriodRow } from '../api/mess-admin';
import { PeriodCounts } from './period-counts';
import { PeriodForm } from './period-form';

type Stage = 'upcoming' | 'open' | 'closed' | 'settled';

export function stageOf(period: PeriodRow, now: number): Stage {
  if (period.settled_at) return 'settled';
  if (now < Date.parse(period.opens_at)) return 'upcoming';
  return now < Date.parse(period.closes_at) ? 'open' : 'closed';
}

export interface PeriodsPanelProps {
  periods: readonly PeriodRow[];
  canEdit: boolean;
  onSaved: () => void;
}

export function PeriodsPanel({ periods, canEdit, onSaved }: PeriodsPanelProps) {
  const { t } = useTranslation('mess');
  const now = useNow(60_000);
  const [counted, setCounted] = useState<PeriodRow | null>(null);
  const [editing, setEditing] = useState<PeriodRow | null>(null);

  return (
    <section className="panel" aria-labelledby="mess-admin-periods">
      <h2 id="mess-admin-periods">{t('periods.title')}</h2>
      {periods.length === 0 ? <p className="admin-muted">{t('periods.none')}</p> : null}
      {periods.length > 0 ? (
        <TableScroll label={t('periods.title')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('periods.name')}</th>
                <th scope="col">{t('periods.days')}</th>
                <th scope="col">{t('periods.window')}</th>
                <th scope="col">{t('periods.stage')}</th>
                <th scope="col">{t('periods.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => {
                const stage = stageOf(period, now);
                return (
                  <tr key={period.id}>
                    <th scope="row">
                      {period.name}
                      <span className="admin-table__sub">{t(`periods.allocation.${period.allocation}`)}</span>
                    </th>
                    <td>{t('periods.span', { from: formatDay(period.starts_on), to: formatDay(period.ends_on) })}</td>
                    <td>
                      {formatDateTime(period.opens_at)}
                      <span className="admin-table__sub">{formatDateTime(period.closes_at)}</span>
                    </td>
                    <td>{t(`periods.stages.${stage}`)}</td>
                    <td className="mess-admin__row-actions">
                      <Button variant="secondary" onClick={() => setCounted(period)}>
                        {t('periods.counts', { period: period.name })}
                      </Button>
                      {canEdit && stage !== 'settled' ? (
                        <Button variant="ghost" onClick={() => setEditing(period)}>
                          {t('periods.edit', { period: period.name })}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {counted ? <PeriodCounts key={counted.id} period={counted} /> : null}
      {canEdit ? (
        <section className="mess-admin__editing" aria-labelledby="mess-admin-period-form">
          <h3 id="mess-admin-period-form">
            {editing ? t('periods.editTitle', { period: editing.name }) : t('periods.openTitle')}
          </h3>
          <PeriodForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onSaved={() => {
              setEditing(null);
              onSaved();
            }}
            {...(editing ? { onCancel: () => setEditing(null) } : {})}
          />
        </section>
      ) : null}
    </section>
  );
}
