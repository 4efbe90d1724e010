// One hostel's visitor rules as the office edits them: visiting hours, how many of a host's visitors at once, how many
// days ahead, where visitors may go and whether visitors of the other gender may come. Fields out of range are named
// before sending, and so is a field the API's 400 names.
import { VISITOR_LIMITS, type VisitorRules } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '../../../../components/ui/field';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { fieldOfMessage, rulesProblems, saveVisitorRules, type RulesField } from '../api/visitor-rules';

type NumberField = 'max_at_once' | 'days_ahead';
const NUMBERS: readonly NumberField[] = ['max_at_once', 'days_ahead'];
/** Each number's range, as the contract checks it, for the words of its error. */
const RANGES: Record<NumberField, { min: number; max: number }> = {
  max_at_once: { min: 1, max: VISITOR_LIMITS.atOnceMax },
  days_ahead: { min: 0, max: VISITOR_LIMITS.daysAheadMax },
};

type Draft = Record<NumberField | 'visit_from' | 'visit_to' | 'areas', string> & { other_gender: boolean };

function draftOf(rules: VisitorRules): Draft {
  return {
    visit_from: rules.visit_from.slice(0, 5),
    visit_to: rules.visit_to.slice(0, 5),
    max_at_once: String(rules.max_at_once),
    days_ahead: String(rules.days_ahead),
    areas: rules.areas,
    other_gender: rules.other_gender,
  };
}

/** A typed number as sent: blank is no number, so the contract refuses it as it refuses 'abc'. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export function VisitorRulesForm({ rules, onSaved }: { rules: VisitorRules; onSaved: (saved: VisitorRules) => void }) {
  const { t } = useTranslation('visitors-office');
  const hostel = rules.hostel_name;
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [invalid, setInvalid] = useState<ReadonlySet<RulesField>>(new Set());
  const [saving, setSaving] = useState(false);
  const hintId = useId();

  const errorOf = (field: RulesField): string | undefined => {
    if (!invalid.has(field)) return undefined;
    if (field === 'visit_from') return t('rules.errors.time');
    if (field === 'visit_to')
      return /^\d\d:\d\d$/.test(draft.visit_to) ? t('rules.errors.order') : t('rules.errors.time');
    if (field === 'areas') return t('rules.errors.areas', { max: VISITOR_LIMITS.areasMax });
    if (field === 'other_gender') return undefined;
    return t('rules.errors.range', RANGES[field]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      hostel_name: hostel,
      visit_from: draft.visit_from,
      visit_to: draft.visit_to,
      max_at_once: numberOf(draft.max_at_once),
      days_ahead: numberOf(draft.days_ahead),
      areas: draft.areas.trim(),
      other_gender: draft.other_gender,
    };
    const problems = rulesProblems(body);
    setInvalid(new Set(problems));
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const saved = await saveVisitorRules(body);
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

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  return (
    <form
      className="panel visitors-rules__form"
      aria-label={t('rules.title', { hostel })}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="visitors-rules__fields">
        <TextField
          label={t('rules.fields.visit_from')}
          type="time"
          value={draft.visit_from}
          error={errorOf('visit_from')}
          onChange={set('visit_from')}
        />
        <TextField
          label={t('rules.fields.visit_to')}
          type="time"
          value={draft.visit_to}
          error={errorOf('visit_to')}
          onChange={set('visit_to')}
        />
        {NUMBERS.map((field) => (
          <TextField
            key={field}
            label={t(`rules.fields.${field}`)}
            inputMode="numeric"
            value={draft[field]}
            error={errorOf(field)}
            onChange={set(field)}
          />
        ))}
      </div>
      <TextAreaField
        label={t('rules.fields.areas')}
        value={draft.areas}
        rows={2}
        maxLength={VISITOR_LIMITS.areasMax}
        error={errorOf('areas')}
        onChange={set('areas')}
      />
      <CheckboxField
        label={t('rules.fields.other_gender')}
        aria-describedby={hintId}
        checked={draft.other_gender}
        onChange={(event) => setDraft({ ...draft, other_gender: event.target.checked })}
      />
      <p id={hintId} className="field__hint">
        {t('rules.otherGenderHint')}
      </p>
      <Button type="submit" busy={saving} busyLabel={t('rules.saving')} aria-label={t('rules.saveFor', { hostel })}>
        {t('rules.save')}
      </Button>
    </form>
  );
}
