// /admin/visitors' body: the hostel (of those the caller serves), then its day's visitor log, its rules and blackout
// periods, and the bans, which hold in every hostel.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/field';
import { VisitorBans } from './visitor-bans';
import { VisitorLog } from './visitor-log';
import { VisitorRulesSection } from './visitor-rules';
import '../../../../styles/panels.css';
import '../visitors-office.css';

export function VisitorsPage({ hostels }: { hostels: readonly string[] }) {
  const { t } = useTranslation(['visitors-office', 'admin']);
  const [hostel, setHostel] = useState(hostels[0] ?? '');
  const titleId = useId();
  return (
    <section className="visitors-office" aria-labelledby={titleId}>
      <title>{t('admin:pageTitle', { title: t('page.title') })}</title>
      <h1 id={titleId} className="admin-title">
        {t('page.title')}
      </h1>
      <p className="admin-lead">{t('page.lead')}</p>
      {hostel === '' ? (
        <p role="status">{t('page.noHostels')}</p>
      ) : (
        <>
          <div className="visitors-office__hostel">
            <SelectField
              label={t('page.hostel')}
              value={hostel}
              onChange={(event) => setHostel(event.target.value)}
              options={hostels.map((name) => ({ value: name, label: name }))}
            />
          </div>
          <VisitorLog hostel={hostel} />
          <VisitorRulesSection hostel={hostel} />
          <VisitorBans />
        </>
      )}
    </section>
  );
}
