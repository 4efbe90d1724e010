// The recovery link's landing: what the link turned out to be, and the new password, typed twice, once it proved good.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import {
  isSessionMissing,
  MIN_PASSWORD_LENGTH,
  newPasswordProblems,
  recoveryLinkState,
  setNewPassword,
  type NewPasswordInput,
  type NewPasswordProblems,
  type RecoveryLinkState,
} from '../api/reset-password';

/** What the page load's recovery link turned out to be; `checking` until supabase-js has read it. */
export function useRecoveryLink(): [RecoveryLinkState | 'checking', (state: RecoveryLinkState) => void] {
  const [link, setLink] = useState<RecoveryLinkState | 'checking'>('checking');

  useEffect(() => {
    let current = true;
    recoveryLinkState().then(
      (state) => {
        if (current) setLink(state);
      },
      (error: unknown) => {
        console.warn('Could not read the recovery link', error);
        if (current) setLink('missing');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return [link, setLink];
}

export function CheckingRecoveryLink() {
  const { t } = useTranslation('auth');
  return (
    <p role="status">
      <span className="spinner" aria-hidden="true" /> {t('reset.checking')}
    </p>
  );
}

/** Where to go when the link cannot be used: ask for another. */
export function RequestNewLink() {
  const { t } = useTranslation('messages');
  return (
    <p>
      <Link className="button button--primary button--block" to={paths.forgotPassword.getHref()}>
        {t('requestNewLink')}
      </Link>
    </p>
  );
}

export function ResetPasswordForm({ onLinkEnded }: { onLinkEnded: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form, setForm] = useState<NewPasswordInput>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newPasswordProblems(form);
    setProblems(found);
    if (found.password || found.confirm) {
      (found.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await setNewPassword(form.password);
      notify.success(messages.passwordChanged);
      await navigate(paths.profile.getHref(), { replace: true });
    } catch (error) {
      setBusy(false);
      if (isSessionMissing(error)) onLinkEnded();
      // GoTrue's own words otherwise, e.g. 'New password should be different from the old password.'
      else notify.error(normalizeError(error));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        ref={passwordInput}
        label={t('reset.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('reset.hint', { min: MIN_PASSWORD_LENGTH })}
        value={form.password}
        error={problems.password}
        onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
      />
      <TextField
        ref={confirmInput}
        label={t('reset.confirm')}
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={form.confirm}
        error={problems.confirm}
        onChange={(event) => setForm((current) => ({ ...current, confirm: event.target.value }))}
      />
      <Button type="submit" className="button--block" busy={busy} busyLabel={t('reset.busy')}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
