// One hostel's leave rules as the office edits them: notice, longest leave, guardian consent, curfew and how late a
// return is before the guardian is told. Fields out of range are named before sending, and so is a field the API's 400
// names.
import { LEAVE_LIMITS, type LeaveRules } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextField } from '../../../../components/ui/field';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { fieldOfMessage, rulesProblems, saveLeaveRules, type RulesField } from '../api/leave-rules';

type NumberField = 'notice_hours' | 'max_days' | 'late_notice_minutes';
const NUMBERS: readonly NumberField[] = ['notice_hours', 'max_days', 'late_notice_minutes'];
/** Each number's range, as the contract checks it, for the words of its error. */
const RANGES: Record<NumberField, { min: number; max: number }> = {
  notice_hours: { min: 0, max: LEAVE_LIMITS.noticeHoursMax },
  max_days: { min: 1, max: LEAVE_LIMITS.daysMax },
  late_notice_minutes: { min: 0, max: LEAVE_LIMITS.lateNoticeMinutesMax },
};

type Draft = Record<NumberField | 'curfew', string> & { guardian_consent: boolean };

function draftOf(rules: LeaveRules): Draft {
  return {
    notice_hours: String(rules.notice_hours),
    max_days: String(rules.max_days),
    late_notice_minutes: String(rules.late_notice_minutes),
    curfew: rules.curfew.slice(0, 5),
    guardian_consent: rules.guardian_consent,
  };
}

/** A typed number as sent: blank is no number, so the contract refuses it as it refuses 'abc'. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export function RulesForm({ rules, onSaved }: { rules: LeaveRules; onSaved: (saved: LeaveRules) => void }) {
  const { t } = useTranslation('leave-office');
  const hostel = rules.hostel_name;
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [invalid, setInvalid] = useState<ReadonlySet<RulesField>>(new Set());
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const errorOf = (field: RulesField) => {
    if (!invalid.has(field)) return undefined;
    if (field === 'curfew') return t('rules.errors.curfew');
    if (field === 'guardian_consent') return undefined;
    return t('rules.errors.range', RANGES[field]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      hostel_name: hostel,
      notice_hours: numberOf(draft.notice_hours),
      max_days: numberOf(draft.max_days),
      late_notice_minutes: numberOf(draft.late_notice_minutes),
      curfew: draft.curfew,
      guardian_consent: draft.guardian_consent,
    };
    const problems = rulesProblems(body);
    setInvalid(new Set(problems));
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const saved = await saveLeaveRules(body);
      notify.success(t('rules.saved', { hostel }));
      onSaved(saved);
    } catch (failure) {
      const field = failure instanceof ApiError && failure.status === 400 ? fieldOfMessage(failure.message) : undefined;
      if (field) setInvalid(new Set([field]));
      else notify.error(normalizeError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="panel leave-rules" aria-labelledby={titleId} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 id={titleId}>{t('rules.of', { hostel })}</h3>
      <div className="leave-rules__fields">
        {NUMBERS.map((field) => (
          <TextField
            key={field}
            label={t(`rules.fields.${field}`)}
            inputMode="numeric"
            value={draft[field]}
            error={errorOf(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        <TextField
          label={t('rules.fields.curfew')}
          type="time"
          value={draft.curfew}
          error={errorOf('curfew')}
          onChange={(event) => setDraft({ ...draft, curfew: event.target.value })}
        />
      </div>
      <CheckboxField
        label={t('rules.fields.guardian_consent')}
        checked={draft.guardian_consent}
        onChange={(event) => setDraft({ ...draft, guardian_consent: event.target.checked })}
      />
      <Button type="submit" busy={saving} busyLabel={t('rules.saving')} aria-label={t('rules.saveFor', { hostel })}>
        {t('rules.save')}
      </Button>
    </form>
  );
}
