// Registers a visitor: who they are, and the day and times of the visit in IST. The fields are checked here against the
// contract; the hostel's rules by the server, whose refusal is said in words with the rule it broke.
import { registerVisitorBody, type VisitorPass, type VisitorRules } from '@campus-hostel/contracts/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import {
  EMPTY_VISITOR,
  useVisitorChecks,
  VisitorFields,
  type VisitorErrors,
  type VisitorValues,
} from '../../../components/visitor-fields';
import { formatDateTime } from '../../../lib/format';
import { fromIstDayAndTime, istDayValue } from '../../../lib/ist-input';
import { notify } from '../../../lib/notifications';
import { useNow } from '../../../lib/use-now';
import { registerVisitor } from '../api/visitors';
import { refusalWords } from './refusal';

const WHEN = ['day', 'from', 'to'] as const;
type When = Record<(typeof WHEN)[number], string>;
type Errors = VisitorErrors & Partial<Record<keyof When | 'form', string>>;
type Checked = { body: z.output<typeof registerVisitorBody> } | { errors: Errors };

export function VisitorForm({
  rules,
  onRegistered,
}: {
  rules: VisitorRules;
  onRegistered: (pass: VisitorPass) => void;
}) {
  const { t } = useTranslation('visitors');
  const checks = useVisitorChecks();
  const [visitor, setVisitor] = useState<VisitorValues>(EMPTY_VISITOR);
  const today = istDayValue(useNow());
  const [when, setWhen] = useState<When>(() => ({ day: today, from: '', to: '' }));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Each refused attempt moves focus to its first field in error, or to the form's own error.
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    if (refused === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .visitor-form__error')?.focus();
  }, [refused]);

  const check = (): Checked => {
    const found: Errors = checks.required(visitor, []);
    for (const field of WHEN) if (!when[field]) found[field] = t(`required.${field}`);
    if (Object.keys(found).length > 0) return { errors: found };
    const visit = { from: fromIstDayAndTime(when.day, when.from), to: fromIstDayAndTime(when.day, when.to) };
    if (!visit.from)
      return { errors: fromIstDayAndTime(when.day, '00:00') ? { from: t('invalid.from') } : { day: t('invalid.day') } };
    const parsed = z.safeParse(registerVisitorBody, { ...visitor, ...visit });
    if (parsed.success) return { body: parsed.data };
    const paths = parsed.error.issues.map((issue) => issue.path[0] ?? 'form');
    return { errors: { ...checks.refused(paths), ...(paths.includes('to') ? { to: t('invalid.to') } : {}) } };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked) return setRefused((count) => count + 1);
    setBusy(true);
    try {
      const pass = await registerVisitor(checked.body);
      setVisitor(EMPTY_VISITOR);
      setWhen((shown) => ({ ...shown, from: '', to: '' }));
      notify.success(
        t('form.registered', { name: pass.visitor_name, from: formatDateTime(pass.from), email: pass.email ?? '' }),
      );
      onRegistered(pass);
    } catch (error) {
      setErrors({ form: refusalWords(t, error, rules, checked.body) });
      setRefused((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const setTime = (field: keyof When) => (event: { target: { value: string } }) =>
    setWhen((shown) => ({ ...shown, [field]: event.target.value }));

  return (
    <section className="panel" aria-labelledby="visitor-form-title">
      <h2 id="visitor-form-title">{t('form.title')}</h2>
      <p className="visitors-muted">{t('form.lead')}</p>
      <form ref={form} className="visitor-form" onSubmit={(event) => void submit(event)} noValidate>
        <VisitorFields
          values={visitor}
          errors={errors}
          at="host"
          onChange={(field, value) => setVisitor((shown) => ({ ...shown, [field]: value }))}
        />
        <div className="visitor-form__when">
          <TextField
            label={t('form.day')}
            type="date"
            min={today}
            value={when.day}
            error={errors.day}
            required
            onChange={setTime('day')}
          />
          <TextField
            label={t('form.from')}
            type="time"
            value={when.from}
            error={errors.from}
            required
            onChange={setTime('from')}
          />
          <TextField
            label={t('form.to')}
            type="time"
            value={when.to}
            error={errors.to}
            required
            onChange={setTime('to')}
          />
        </div>
        {errors.form ? (
          <p className="visitor-form__error" role="alert" tabIndex={-1}>
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
