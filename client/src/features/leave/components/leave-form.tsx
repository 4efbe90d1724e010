// Asks for leave: from and to (IST), where to, why, and a phone to be reached on. The fields are checked here against
// the contract; the hostel's rules by the server, whose refusal is said by its code beside the field it concerns.
import { applyLeaveBody, LEAVE_LIMITS, type LeaveItem, type LeaveRules } from '@campus-hostel/contracts/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError, normalizeError } from '../../../lib/errors';
import { clearDraft, keepDraft, readDraft } from '../../../lib/form-drafts';
import { formatDateTime } from '../../../lib/format';
import { fromIstInput } from '../../../lib/ist-input';
import { notify } from '../../../lib/notifications';
import { applyForLeave } from '../api/leave';

const DRAFT = 'leave';
const FIELDS = ['from', 'to', 'destination', 'reason', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

const EMPTY: Values = { from: '', to: '', destination: '', reason: '', phone: '' };

function draftValues(): Values {
  const kept = readDraft(DRAFT);
  return Object.fromEntries(FIELDS.map((field) => [field, kept?.[field] ?? ''])) as Values;
}

/** Which field a refusal of the server's concerns; the rest are said above the button. */
const REFUSAL_FIELD: Partial<Record<string, Field>> = { too_late: 'from', too_long: 'to', overlaps: 'from' };

export function LeaveForm({ rules, onApplied }: { rules: LeaveRules; onApplied: (leave: LeaveItem) => void }) {
  const { t } = useTranslation('leave');
  const [values, setValues] = useState<Values>(draftValues);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Each refused attempt moves focus to its first field in error, or to the form's own error.
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    if (refused === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .leave-form__error')?.focus();
  }, [refused]);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((shown) => ({ ...shown, [field]: event.target.value }));

  const check = (): Errors => {
    const found: Errors = {};
    for (const field of FIELDS) if (!values[field].trim()) found[field] = t(`form.required.${field}`);
    const from = fromIstInput(values.from);
    const to = fromIstInput(values.to);
    if (values.from && !from) found.from = t('form.invalid.from');
    if (values.to && !to) found.to = t('form.invalid.to');
    if (Object.keys(found).length > 0 || !from || !to) return found;
    const body = { ...values, from, to };
    const parsed = z.safeParse(applyLeaveBody, body);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
        found[field as Field] ??= t(`form.invalid.${field as Field}`, { days: LEAVE_LIMITS.daysMax });
      }
    }
    return found;
  };

  const refusal = (error: unknown): Errors => {
    const code = error instanceof ApiError ? error.code : undefined;
    const words: Partial<Record<string, string>> = {
      no_bed: t('errors.no_bed'),
      no_guardian: t('errors.no_guardian'),
      too_late: t('errors.too_late', { count: rules.notice_hours }),
      too_long: t('errors.too_long', { count: rules.max_days }),
      overlaps: t('errors.overlaps'),
      too_many: t('errors.too_many'),
    };
    const text = (code && words[code]) ?? normalizeError(error);
    return { [(code && REFUSAL_FIELD[code]) ?? 'form']: text };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return setRefused((count) => count + 1);
    setBusy(true);
    try {
      const leave = await applyForLeave({
        ...values,
        from: fromIstInput(values.from) ?? values.from,
        to: fromIstInput(values.to) ?? values.to,
        destination: values.destination.trim(),
        reason: values.reason.trim(),
      });
      clearDraft(DRAFT);
      setValues(EMPTY);
      notify.success(t('form.applied', { from: formatDateTime(leave.from), to: formatDateTime(leave.to) }));
      onApplied(leave);
    } catch (error) {
      // A session that ended meanwhile sends the student to sign in: what they typed waits for them here.
      if (error instanceof ApiError && error.status === 401) keepDraft(DRAFT, values);
      setErrors(refusal(error));
      setRefused((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="leave-form-title">
      <h2 id="leave-form-title">{t('form.title')}</h2>
      <p className="leave-muted">{t('form.lead')}</p>
      <form ref={form} className="leave-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="leave-form__times">
          <TextField
            label={t('form.from')}
            type="datetime-local"
            value={values.from}
            error={errors.from}
            required
            onChange={set('from')}
          />
          <TextField
            label={t('form.to')}
            type="datetime-local"
            min={values.from || undefined}
            value={values.to}
            error={errors.to}
            required
            onChange={set('to')}
          />
        </div>
        <TextField
          label={t('form.destination')}
          value={values.destination}
          maxLength={LEAVE_LIMITS.destinationMax}
          error={errors.destination}
          required
          onChange={set('destination')}
        />
        <TextAreaField
          label={t('form.reason')}
          value={values.reason}
          maxLength={LEAVE_LIMITS.reasonMax}
          rows={3}
          error={errors.reason}
          required
          onChange={set('reason')}
        />
        <TextField
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          required
          onChange={set('phone')}
        />
        {errors.form ? (
          <p className="leave-form__error" role="alert" tabIndex={-1}>
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" busy={busy} busyLabel={t('form.sending')} disabled={busy}>
          {t('form.submit')}
        </Button>
      </form>
    </section>
  );
}
