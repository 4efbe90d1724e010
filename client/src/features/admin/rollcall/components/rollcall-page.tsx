// /admin/rollcall's body: the hostel (of those the caller serves) and the night (tonight by default), then its sheet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../components/ui/field';
import { todayStamp } from '../../../../lib/format';
import { tonight } from '../night';
import { RollCallSheet } from './rollcall-sheet';
import '../rollcall.css';

const NIGHT_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export function RollCallPage({ hostels }: { hostels: readonly string[] }) {
  const { t } = useTranslation('rollcall');
  const [hostel, setHostel] = useState(hostels[0] ?? '');
  const [night, setNight] = useState(() => tonight());
  return (
    <section className="rollcall" aria-labelledby="rollcall-title">
      <title>{t('page.pageTitle')}</title>
      <h1 id="rollcall-title">{t('page.title')}</h1>
      <p className="admin-lead">{t('page.lead')}</p>
      {hostel === '' ? (
        <p role="status">{t('page.noHostels')}</p>
      ) : (
        <>
          <div className="rollcall-picker">
            <SelectField
              label={t('page.hostel')}
              value={hostel}
              onChange={(event) => setHostel(event.target.value)}
              options={hostels.map((name) => ({ value: name, label: name }))}
            />
            <TextField
              type="date"
              label={t('page.night')}
              value={night}
              max={todayStamp()}
              required
              onChange={(event) => setNight(event.target.value)}
            />
          </div>
          {NIGHT_SHAPE.test(night) ? (
            <RollCallSheet key={`${hostel}:${night}`} hostel={hostel} night={night} />
          ) : (
            <p role="status">{t('page.chooseNight')}</p>
          )}
        </>
      )}
    </section>
  );
}
