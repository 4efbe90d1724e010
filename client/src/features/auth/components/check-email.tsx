// After sign-up while the address is unconfirmed: where the link went, and a way to have it sent again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { resendConfirmation } from '../api/sign-up';

export interface CheckEmailProps {
  email: string;
  next: string | undefined;
  /** Back to the form, to sign up with another address. */
  onStartAgain: () => void;
}

export function CheckEmail({ email, next, onStartAgain }: CheckEmailProps) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await resendConfirmation(email, next);
      notify.success(t('checkEmail.resent', { email }));
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="form" aria-labelledby="check-email-title">
      <h2 id="check-email-title">{t('checkEmail.title')}</h2>
      <p role="status">{t('checkEmail.sent', { email })}</p>
      <p className="form__footnote">{t('checkEmail.notArrived')}</p>
      <Button
        variant="secondary"
        className="button--block"
        busy={busy}
        busyLabel={t('checkEmail.resending')}
        onClick={() => void resend()}
      >
        {t('checkEmail.resend')}
      </Button>
      <Button variant="secondary" className="button--block" disabled={busy} onClick={onStartAgain}>
        {t('checkEmail.startAgain')}
      </Button>
    </section>
  );
}
