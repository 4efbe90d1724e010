// The messes: caterer, hostels fed (the default marked), rates, seats and rebate rules; the whole office adds and edits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatMoney, formatNumber } from '../../../../lib/format';
import { TableScroll } from '../../components/table-scroll';
import type { MessRow } from '../api/mess-admin';
import { MessForm } from './mess-form';

export interface MessesPanelProps {
  messes: readonly MessRow[];
  canEdit: boolean;
  onSaved: () => void;
}

export function MessesPanel({ messes, canEdit, onSaved }: MessesPanelProps) {
  const { t } = useTranslation('mess');
  // The mess being edited, 'new' for a new one, or null.
  const [editing, setEditing] = useState<MessRow | 'new' | null>(null);
  const saved = () => {
    setEditing(null);
    onSaved();
  };

  return (
    <section className="panel" aria-labelledby="mess-admin-messes">
      <h2 id="mess-admin-messes">{t('messes.title')}</h2>
      {messes.length === 0 ? <p className="admin-muted">{t('messes.none')}</p> : null}
      {messes.length > 0 ? (
        <TableScroll label={t('messes.title')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('messes.name')}</th>
                <th scope="col">{t('messes.hostels')}</th>
                <th scope="col">{t('messes.rates')}</th>
                <th scope="col">{t('messes.capacity')}</th>
                <th scope="col">{t('messes.rebates')}</th>
                {canEdit ? <th scope="col">{t('messes.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {messes.map((mess) => (
                <tr key={mess.id}>
                  <th scope="row">
                    {mess.name}
                    <span className="admin-table__sub">{mess.caterer}</span>
                  </th>
                  <td>
                    {mess.hostels
                      .map((h) => (h.default ? t('messes.defaultOf', { hostel: h.name }) : h.name))
                      .join(', ')}
                  </td>
                  <td>
                    {t('messes.perDay', { amount: formatMoney(mess.daily_rate_minor) })}
                    <span className="admin-table__sub">
                      {t('messes.guestMeal', { amount: formatMoney(mess.guest_meal_minor) })}
                    </span>
                  </td>
                  <td>{formatNumber(mess.capacity)}</td>
                  <td>
                    {t('messes.rule', {
                      days: t('messes.ruleDays', { count: mess.rebate_min_days }),
                      notice: t('messes.ruleNotice', { count: mess.rebate_notice_days }),
                    })}
                  </td>
                  {canEdit ? (
                    <td>
                      <Button variant="secondary" onClick={() => setEditing(mess)}>
                        {t('messes.edit', { mess: mess.name })}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {canEdit && editing === null ? <Button onClick={() => setEditing('new')}>{t('messes.add')}</Button> : null}
      {editing !== null ? (
        <section className="mess-admin__editing" aria-labelledby="mess-admin-form">
          <h3 id="mess-admin-form">
            {editing === 'new' ? t('messes.addTitle') : t('messes.editTitle', { mess: editing.name })}
          </h3>
          <MessForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
    </section>
  );
}
