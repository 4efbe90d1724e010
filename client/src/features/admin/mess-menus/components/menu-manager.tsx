// /admin/mess/menus: choose a mess the account runs and a week (last week to four ahead), then edit, save, publish.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { SelectField } from '../../../../components/ui/field';
import { formatDay, todayStamp } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { languageTag } from '../../../../lib/language';
import { useQuery } from '../../../../lib/use-query';
import type { ManagedMess } from '../api/managed-messes';
import { weekStartOf } from '../../../../lib/mess-weeks';
import { getEditedWeek } from '../api/menus';
import { MenuEditor } from './menu-editor';
import '../mess-menus.css';

function dayNamesOf(weekStart: string): string[] {
  const format = new Intl.DateTimeFormat(languageTag(currentLanguage()), {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => {
    const at = new Date(`${weekStart}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + offset);
    return format.format(at);
  });
}

export function MenuManager({ messes }: { messes: readonly ManagedMess[] }) {
  const { t } = useTranslation('mess-menus');
  const weeks = [-1, 0, 1, 2, 3, 4].map((offset) => weekStartOf(todayStamp(), offset));
  const [messId, setMessId] = useState(messes[0]?.id ?? 0);
  const [weekStart, setWeekStart] = useState(weekStartOf(todayStamp()));
  const week = useQuery(`mess-menu-edit:${messId}:${weekStart}`, () => getEditedWeek(messId, weekStart));
  const previousWeek = weeks[weeks.indexOf(weekStart) - 1] ?? weekStartOf(todayStamp(), -2);

  return (
    <section className="mess-office" aria-labelledby="mess-menus-title">
      <title>{t('office.menus.pageTitle')}</title>
      <h1 id="mess-menus-title">{t('office.menus.title')}</h1>
      <p className="mess-muted">{t('office.menus.intro')}</p>
      <div className="mess-office__pickers">
        <SelectField
          label={t('office.mess')}
          options={messes.map((mess) => ({ value: String(mess.id), label: mess.name }))}
          value={String(messId)}
          onChange={(event) => setMessId(Number(event.target.value))}
        />
        <SelectField
          label={t('office.menus.week')}
          options={weeks.map((day) => ({ value: day, label: t('office.menus.weekOf', { day: formatDay(day) }) }))}
          value={weekStart}
          onChange={(event) => setWeekStart(event.target.value)}
        />
      </div>
      {week.status === 'error' ? (
        <RetryMessage role="alert" message={t('office.menus.failed')} onRetry={week.reload} />
      ) : week.status === 'success' ? (
        <MenuEditor
          key={`${messId}:${weekStart}`}
          messId={messId}
          weekStart={weekStart}
          previousWeek={previousWeek}
          week={week.data}
          dayNames={dayNamesOf(weekStart)}
        />
      ) : (
        <p role="status">{t('office.menus.loading')}</p>
      )}
    </section>
  );
}
