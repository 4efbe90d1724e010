// The footer's newsletter box: one email field, a field message when the address is not valid.
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { notify } from '../../../lib/notifications';
import { isValidEmail, subscribeToNewsletter } from '../api/subscribe';

export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(messages.emailInvalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await subscribeToNewsletter(email);
      notify.success(outcome === 'subscribed' ? messages.newsletterSubscribed : messages.newsletterAlreadySubscribed);
      setEmail('');
    } catch (failure) {
      console.warn('Newsletter subscription failed', failure);
      notify.error(messages.newsletterFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('email')}
        type="email"
        name="newsletter-email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t('busy')}>
        {t('subscribe')}
      </Button>
    </form>
  );
}
