// Moves an approved leave's end earlier (coming back sooner): a new end after both its start and now, before its end.
import type { LeaveItem } from '@campus-hostel/contracts/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { fromIstInput, istInputValue } from '../../../lib/ist-input';
import { notify } from '../../../lib/notifications';
import { shortenLeave } from '../api/leave';

interface ShortenFormProps {
  leave: LeaveItem;
  now: number;
  onDone: () => void;
  onClose: () => void;
}

export function ShortenForm({ leave, now, onDone, onClose }: ShortenFormProps) {
  const { t } = useTranslation('leave');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const earliest = istInputValue(Math.max(Date.parse(leave.from), now));

  // Opened by its button, which it replaces: the focus goes to the field rather than back to the page's top.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = fromIstInput(value);
    if (!to) return setError(t('shorten.required'));
    const moment = Date.parse(to);
    if (moment >= Date.parse(leave.to) || moment <= Math.max(Date.parse(leave.from), Date.now())) {
      return setError(t('shorten.outOfRange', { to: formatDateTime(leave.to) }));
    }
    setError(undefined);
    setBusy(true);
    try {
      const shortened = await shortenLeave(leave.id, to);
      notify.success(t('shorten.done', { to: formatDateTime(shortened.to) }));
      onDone();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      setError(
        code === 'invalid_request'
          ? t('shorten.outOfRange', { to: formatDateTime(leave.to) })
          : code === 'ended' || code === 'closed'
            ? t(`shorten.${code}`)
            : normalizeError(failure),
      );
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="leave-shorten" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={input}
        label={t('shorten.label')}
        hint={t('shorten.hint', { to: formatDateTime(leave.to) })}
        type="datetime-local"
        min={earliest}
        max={istInputValue(leave.to)}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="leave-entry__actions">
        <Button type="submit" busy={busy} busyLabel={t('shorten.sending')}>
          {t('shorten.submit')}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('shorten.close')}
        </Button>
      </div>
    </form>
  );
}
