// The office corrects a student's record: the record as it stands, every field editable, and the reason the audit log
// keeps with the change. A refused roll number is said under it; the rest of the form stays as typed.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { RetryMessage } from '../../../components/ui/retry-message';
import { ApiError, normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import { correctRecord } from '../api/record-correction';
import { getRecord, getRollNumberExample } from '../api/student-record';
import { checkDraft, draftOf, type RecordDraft, type RecordProblems } from '../record-draft';
import { RecordFields } from './record-fields';
import '../student-record.css';

export interface RecordCorrectionProps {
  userId: string;
  /** The student as the list names them. */
  who: string;
  onClose: () => void;
}

export function RecordCorrection({ userId, who, onClose }: RecordCorrectionProps) {
  const { t } = useTranslation('records');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const record = useQuery(`student-record:${userId}`, () => getRecord(userId));
  const example = useQuery('roll-number-example', getRollNumberExample);

  // Opened from a row far down the list: focus on its title brings the form into view and tells a screen reader.
  useEffect(() => heading.current?.focus(), [userId]);

  return (
    <section className="panel record-correction" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('correction.title', { who })}
      </h2>
      {record.status === 'loading' || record.status === 'idle' ? <p role="status">{t('correction.loading')}</p> : null}
      {record.status === 'error' ? (
        <RetryMessage role="alert" message={t('correction.failed')} onRetry={record.reload} />
      ) : null}
      {record.status === 'success' && record.data === null ? <p>{t('correction.none', { who })}</p> : null}
      {record.status === 'success' && record.data ? (
        <CorrectionForm
          key={userId}
          userId={userId}
          who={who}
          initial={draftOf(record.data.record)}
          rollExample={example.data}
          onDone={onClose}
        />
      ) : null}
      {record.status !== 'success' || record.data === null ? (
        <Button variant="secondary" onClick={onClose}>
          {t('correction.cancel')}
        </Button>
      ) : null}
    </section>
  );
}

interface CorrectionFormProps {
  userId: string;
  who: string;
  initial: RecordDraft;
  rollExample: string | undefined;
  onDone: () => void;
}

function CorrectionForm({ userId, who, initial, rollExample, onDone }: CorrectionFormProps) {
  const { t } = useTranslation('records');
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<RecordProblems>({});
  const [rollRefusal, setRollRefusal] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkDraft(draft);
    const noReason = reason.trim() === '';
    setReasonMissing(noReason);
    if (!checked.ok) setProblems(checked.problems);
    if (!checked.ok || noReason) return;
    setBusy(true);
    try {
      await correctRecord(userId, checked.record, reason.trim());
      notify.success(t('correction.done', { who }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'roll_taken' || error.code === 'roll_format')) {
        setRollRefusal(t(`outcomes.${error.code}`, { example: rollExample ?? '' }));
      } else {
        notify.error(normalizeError(error));
      }
      setBusy(false);
    }
  };

  return (
    <form className="form record-form" noValidate onSubmit={(event) => void submit(event)}>
      <RecordFields
        draft={draft}
        problems={problems}
        rollRefusal={rollRefusal}
        rollExample={rollExample}
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          setProblems((current) => ({ ...current, [field]: undefined }));
          if (field === 'roll_number') setRollRefusal(undefined);
        }}
      />
      <TextAreaField
        label={t('correction.reason')}
        hint={t('correction.reasonHint')}
        name="reason"
        maxLength={500}
        value={reason}
        error={reasonMissing ? t('correction.reasonRequired') : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonMissing(false);
        }}
      />
      <div className="record-form__actions">
        <Button type="submit" busy={busy} busyLabel={t('correction.saving')}>
          {t('correction.save')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          {t('correction.cancel')}
        </Button>
      </div>
    </form>
  );
}
