// A guest house's rules as its office edits them: the nights a stay may have without the warden's approval, the most
// nights of one stay and how many days ahead it may begin. Fields out of range are named before sending, and so is a
// field the API's 400 names. Stays already held keep the need for approval they were held with.
import { GUEST_HOUSE_LIMITS, GUEST_STAY_LIMITS, type GuestHouseRules } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { HOUSE_RULES_FIELDS, houseRulesProblems, saveGuestHouseRules, type HouseRulesField } from '../api/guest-house';

/** Each limit's range, as the contract checks it, for the words of its error. */
const RANGES: Record<HouseRulesField, { min: number; max: number }> = {
  approval_nights: { min: 1, max: GUEST_STAY_LIMITS.nightsMax },
  max_nights: { min: 1, max: GUEST_STAY_LIMITS.nightsMax },
  days_ahead: { min: 1, max: GUEST_HOUSE_LIMITS.daysAheadMax },
};

type Draft = Record<HouseRulesField, string>;

const draftOf = (rules: GuestHouseRules): Draft => ({
  approval_nights: String(rules.approval_nights),
  max_nights: String(rules.max_nights),
  days_ahead: String(rules.days_ahead),
});

/** A typed number as sent: blank is no number, so the contract refuses it as it refuses 'abc'. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export function HouseRulesForm({
  house,
  rules,
  onSaved,
}: {
  house: string;
  rules: GuestHouseRules;
  onSaved: (saved: GuestHouseRules) => void;
}) {
  const { t } = useTranslation('guest-stays');
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [invalid, setInvalid] = useState<ReadonlySet<HouseRulesField>>(new Set());
  const [saving, setSaving] = useState(false);
  const body = {
    approval_nights: numberOf(draft.approval_nights),
    max_nights: numberOf(draft.max_nights),
    days_ahead: numberOf(draft.days_ahead),
  };

  const errorOf = (field: HouseRulesField): string | undefined => {
    if (!invalid.has(field)) return undefined;
    const inRange =
      Number.isInteger(body[field]) && body[field] >= RANGES[field].min && body[field] <= RANGES[field].max;
    return field === 'approval_nights' && inRange
      ? t('setup.rules.errors.order')
      : t('setup.rules.errors.range', RANGES[field]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = houseRulesProblems(body);
    setInvalid(new Set(problems));
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const saved = await saveGuestHouseRules(house, body);
      notify.success(t('setup.rules.saved', { house }));
      onSaved(saved);
    } catch (failure) {
      const named =
        failure instanceof ApiError && failure.status === 400
          ? HOUSE_RULES_FIELDS.find((field) => failure.message.startsWith(`${field} `))
          : undefined;
      if (named) setInvalid(new Set([named]));
      else notify.error(normalizeError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="panel guest-house__rules"
      aria-label={t('setup.rules.title', { house })}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3>{t('setup.rules.title', { house })}</h3>
      <div className="guest-house__fields">
        {HOUSE_RULES_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`setup.rules.fields.${field}`)}
            inputMode="numeric"
            value={draft[field]}
            error={errorOf(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      <Button type="submit" busy={saving} busyLabel={t('setup.saving')}>
        {t('setup.rules.save')}
      </Button>
    </form>
  );
}
