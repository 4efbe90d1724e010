// Adds a blackout period to a hostel: from and until as IST dates and times, and the reason the hosts will read. The
// fields the contract refuses are named before anything is sent.
import { addBlackoutBody, VISITOR_LIMITS, type VisitorBlackout } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { fromIstInput } from '../../../../lib/ist-input';
import { notify } from '../../../../lib/notifications';
import { addBlackout } from '../api/visitor-rules';

type Field = 'starts_at' | 'ends_at' | 'reason';
const EMPTY = { from: '', to: '', reason: '' };

export function BlackoutForm({ hostel, onAdded }: { hostel: string; onAdded: (added: VisitorBlackout) => void }) {
  const { t } = useTranslation('visitors-office');
  const [draft, setDraft] = useState(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [adding, setAdding] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      hostel_name: hostel,
      starts_at: fromIstInput(draft.from) ?? draft.from,
      ends_at: fromIstInput(draft.to) ?? draft.to,
      reason: draft.reason.trim(),
    };
    const checked = z.safeParse(addBlackoutBody, body);
    const problems = checked.success ? [] : checked.error.issues.map((issue) => issue.path[0] as Field);
    setInvalid(new Set(problems));
    if (problems.length > 0) return;
    setAdding(true);
    try {
      const added = await addBlackout(body);
      notify.success(
        t('blackouts.added', { hostel, from: formatDateTime(added.starts_at), to: formatDateTime(added.ends_at) }),
      );
      setDraft(EMPTY);
      onAdded(added);
    } catch (failure) {
      notify.error(normalizeError(failure));
    } finally {
      setAdding(false);
    }
  };

  const error = (field: Field, words: string) => (invalid.has(field) ? words : undefined);
  return (
    <form
      className="panel visitors-blackouts__form"
      aria-label={t('blackouts.add')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="visitors-rules__fields">
        <TextField
          label={t('blackouts.from')}
          type="datetime-local"
          value={draft.from}
          error={error('starts_at', t('blackouts.errors.from'))}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={t('blackouts.to')}
          type="datetime-local"
          value={draft.to}
          error={error('ends_at', t('blackouts.errors.to'))}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <TextField
        label={t('blackouts.reason')}
        value={draft.reason}
        maxLength={VISITOR_LIMITS.reasonMax}
        error={error('reason', t('blackouts.errors.reason', { max: VISITOR_LIMITS.reasonMax }))}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
      />
      <Button type="submit" busy={adding} busyLabel={t('blackouts.adding')}>
        {t('blackouts.add')}
      </Button>
    </form>
  );
}
