// The guardian the hostel asks to consent: the one on the student record, and a change the student proposes, which
// waits for the office to confirm it (one at a time; a new proposal replaces the waiting one).
import {
  GUARDIAN_RELATIONS,
  proposeGuardianBody,
  type Guardian,
  type MyGuardianAnswer,
  type ProposeGuardianBody,
} from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError, normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import { getMyGuardian, proposeGuardian } from '../api/guardian';

type Field = keyof ProposeGuardianBody;
const BLANK: ProposeGuardianBody = {
  guardian_name: '',
  guardian_relation: 'father',
  guardian_email: '',
  guardian_phone: '',
};

function GuardianLine({ guardian }: { guardian: Guardian }) {
  const { t } = useTranslation('records');
  const relation = (GUARDIAN_RELATIONS as readonly string[]).includes(guardian.guardian_relation)
    ? t(`relations.${guardian.guardian_relation as (typeof GUARDIAN_RELATIONS)[number]}`)
    : guardian.guardian_relation;
  return (
    <p>
      {guardian.guardian_name} ({relation}) · {guardian.guardian_phone} · {guardian.guardian_email}
    </p>
  );
}

function ProposeForm({ onProposed }: { onProposed: (answer: MyGuardianAnswer) => void }) {
  const { t } = useTranslation(['leave', 'records']);
  const [values, setValues] = useState<ProposeGuardianBody>(BLANK);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(proposeGuardianBody, values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`records:errors.${field}`);
      }
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      onProposed(await proposeGuardian(values));
      notify.success(t('guardian.proposed'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      setErrors({ form: code === 'no_record' ? t('guardian.noRecord') : normalizeError(error) });
    } finally {
      setBusy(false);
    }
  };

  const bind = (field: Field) => ({
    label: t(`records:fields.${field}`),
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((shown) => ({ ...shown, [field]: event.target.value })),
  });

  return (
    <form
      className="leave-form"
      aria-label={t('guardian.formLabel')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField {...bind('guardian_name')} autoComplete="off" />
      <SelectField
        {...bind('guardian_relation')}
        options={GUARDIAN_RELATIONS.map((value) => ({ value, label: t(`records:relations.${value}`) }))}
      />
      <TextField {...bind('guardian_email')} type="email" autoComplete="off" />
      <TextField {...bind('guardian_phone')} type="tel" autoComplete="off" />
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <Button type="submit" busy={busy} busyLabel={t('guardian.sending')}>
        {t('guardian.submit')}
      </Button>
    </form>
  );
}

export function GuardianPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const guardian = useQuery(`leave-guardian:${userId}`, getMyGuardian);
  const [proposing, setProposing] = useState(false);
  return (
    <section className="panel" aria-labelledby="leave-guardian-title">
      <h2 id="leave-guardian-title">{t('guardian.title')}</h2>
      {guardian.status === 'error' ? (
        <RetryMessage role="alert" message={t('guardian.failed')} onRetry={guardian.reload} />
      ) : guardian.data ? (
        <>
          {guardian.data.guardian ? (
            <GuardianLine guardian={guardian.data.guardian} />
          ) : (
            <p role="note">{t('guardian.noneOnRecord')}</p>
          )}
          {guardian.data.proposed ? (
            <div className="leave-guardian__proposed" role="note">
              <p>
                <strong>{t('guardian.waiting')}</strong>{' '}
                {t('guardian.proposedOn', { time: formatDateTime(guardian.data.proposed.created_at) })}
              </p>
              <GuardianLine guardian={guardian.data.proposed} />
            </div>
          ) : null}
          {proposing ? (
            <ProposeForm
              onProposed={(answer) => {
                guardian.update(() => answer);
                setProposing(false);
              }}
            />
          ) : (
            <Button variant="secondary" onClick={() => setProposing(true)}>
              {guardian.data.proposed ? t('guardian.proposeAgain') : t('guardian.propose')}
            </Button>
          )}
        </>
      ) : (
        <p role="status">{t('guardian.loading')}</p>
      )}
    </section>
  );
}
