// Admins: what an allotment by the office does in each hostel, final (the bed at once) or paid (kept for the student to
// pay for by card), changed per hostel and audited.
import { OFFICE_ALLOTMENT_RULES, type OfficeAllotmentRule } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/field';
import { useHostels } from '../../../../lib/hostels';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { setHostelRule } from '../api/allotments';

const isRule = (value: string): value is OfficeAllotmentRule =>
  (OFFICE_ALLOTMENT_RULES as readonly string[]).includes(value);

export function HostelRules() {
  const { t } = useTranslation('allotments');
  const hostels = useHostels();
  // What this page has set since the hostels were read (the list is read once per page load).
  const [set, setSet] = useState<Record<string, OfficeAllotmentRule>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (hostel: string, rule: OfficeAllotmentRule) => {
    setBusy(hostel);
    try {
      const answer = await setHostelRule(hostel, rule);
      setSet((now) => ({ ...now, [hostel]: answer.rule }));
      notify.success(t('rules.saved', { hostel, rule: t(`rules.${answer.rule}`) }));
    } catch (error) {
      notify.error(normalizeError(error, t('rules.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="allotment-rules">
      <h2 id="allotment-rules">{t('rules.title')}</h2>
      <p className="admin-lead">{t('rules.lead')}</p>
      <div className="allotment-rules">
        {(hostels.data ?? []).map((hostel) => {
          const shown = set[hostel.name] ?? (isRule(hostel.office_allotment) ? hostel.office_allotment : 'final');
          return (
            <SelectField
              key={hostel.name}
              label={t('rules.label', { hostel: hostel.name })}
              options={OFFICE_ALLOTMENT_RULES.map((rule) => ({ value: rule, label: t(`rules.${rule}`) }))}
              value={shown}
              disabled={busy !== null}
              onChange={(event) => {
                if (isRule(event.target.value)) void change(hostel.name, event.target.value);
              }}
            />
          );
        })}
      </div>
    </section>
  );
}
