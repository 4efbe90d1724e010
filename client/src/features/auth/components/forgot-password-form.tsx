// "Forgot password?": one email field; the same confirmation whether or not the address has an account.
import { Trans, useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { isRecoveryRateLimited, recoveryEmailProblem, requestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = recoveryEmailProblem(email);
    setError(problem ?? undefined);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (failure) {
      notify.error(isRecoveryRateLimited(failure) ? messages.recoveryRateLimited : normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* Always present, so the confirmation is announced when it appears; it stays while they check their mail. */}
      <div role="status">
        {sent ? <p className="auth-card__confirmation">{t('messages:recoveryEmailSent')}</p> : null}
      </div>
      {sent ? null : (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            ref={emailInput}
            label={t('email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" className="button--block" busy={busy} busyLabel={t('forgot.busy')}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="form__footnote auth-card__footnote">
        <Trans t={t} i18nKey="forgot.remembered" components={{ back: <Link to={paths.login.getHref('student')} /> }} />
      </p>
    </>
  );
}
