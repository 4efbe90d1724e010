// A visitor at the gate without a pass: who they are, their host's roll number in this gate's hostel and until when
// (today, IST). The host is asked in the app; the guard sees the answer in WalkInStatus.
import { walkInBody, type GateVisitor } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
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
import { ApiError, normalizeError } from '../../../lib/errors';
import { fromIstDayAndTime, istDayValue } from '../../../lib/ist-input';
import { registerWalkIn } from '../api/gate';

type Errors = VisitorErrors & { host?: string; until?: string; form?: string };

interface WalkInFormProps {
  hostel: string;
  onAsked: (pass: GateVisitor) => void;
  onClose: () => void;
}

export function WalkInForm({ hostel, onAsked, onClose }: WalkInFormProps) {
  const { t } = useTranslation('gate');
  const checks = useVisitorChecks();
  const [visitor, setVisitor] = useState<VisitorValues>(EMPTY_VISITOR);
  const [host, setHost] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (): { body: z.output<typeof walkInBody> } | { errors: Errors } => {
    const found: Errors = checks.required(visitor, ['email']);
    if (!host.trim()) found.host = t('walkIn.required.host');
    if (!until) found.until = t('walkIn.required.until');
    if (Object.keys(found).length > 0) return { errors: found };
    const to = fromIstDayAndTime(istDayValue(Date.now()), until);
    if (!to || Date.parse(to) <= Date.now()) return { errors: { until: t('walkIn.untilPast') } };
    const email = visitor.email.trim() === '' ? null : visitor.email;
    const body = { ...visitor, email, hostel_name: hostel, host_roll_number: host, to };
    const parsed = z.safeParse(walkInBody, body);
    if (parsed.success) return { body: parsed.data };
    return { errors: checks.refused(parsed.error.issues.map((issue) => issue.path[0] ?? 'form')) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked) return;
    setBusy(true);
    try {
      onAsked(await registerWalkIn(checked.body));
    } catch (error) {
      const noHost = error instanceof ApiError && error.code === 'no_host';
      setErrors(noHost ? { host: t('walkIn.no_host', { hostel }) } : { form: normalizeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="gate-walk-in__form"
      aria-labelledby="gate-walk-in-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h3 id="gate-walk-in-title">{t('walkIn.title')}</h3>
      <p className="gate-muted">{t('walkIn.lead')}</p>
      <VisitorFields
        values={visitor}
        errors={errors}
        at="gate"
        onChange={(field, value) => setVisitor((shown) => ({ ...shown, [field]: value }))}
      />
      <TextField
        label={t('walkIn.host')}
        value={host}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.host}
        required
        onChange={(event) => setHost(event.target.value)}
      />
      <TextField
        label={t('walkIn.until')}
        type="time"
        value={until}
        error={errors.until}
        required
        onChange={(event) => setUntil(event.target.value)}
      />
      {errors.form ? (
        <p className="gate-walk-in__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="gate-walk-in__actions">
        <Button type="submit" busy={busy} busyLabel={t('walkIn.sending')} disabled={busy}>
          {t('walkIn.submit')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('walkIn.close')}
        </Button>
      </div>
    </form>
  );
}
