// The sign-in form: email, password, remember me; for students also "Forgot password?", social buttons and a sign-up link.
import { Trans, useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { paths, type UserType } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useReturnPath } from '../../../lib/return-path';
import { missingCredentials, signInAsAdmin, signInWithPassword } from '../api/sign-in';
import { signInWithProvider, type SocialProvider } from '../api/social-sign-in';

export function SignInForm({ userType }: { userType: UserType }) {
  const { t } = useTranslation(['auth', 'messages']);
  const navigate = useNavigate();
  const next = useReturnPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<('email' | 'password')[]>([]);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = missingCredentials({ email, password });
    setMissing(empty);
    if (empty.length > 0) {
      notify.error(messages.fillAllFields);
      (empty[0] === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (userType === 'admin') {
        await signInAsAdmin({ email, password, remember });
        notify.success(messages.signInSuccess);
        // Back to the office page that sent them here, else the dashboard.
        await navigate(next?.startsWith(paths.admin.getHref()) ? next : paths.admin.getHref());
      } else {
        await signInWithPassword({ email, password, remember });
        notify.success(messages.signInSuccess);
        await navigate(next ?? paths.home.getHref());
      }
    } catch (error) {
      // The backend's own words, e.g. 'Invalid login credentials'.
      notify.error(normalizeError(error));
      setBusy(false);
    }
  };

  const social = (provider: SocialProvider) => {
    setBusy(true);
    signInWithProvider(provider, remember, next).catch((error: unknown) => {
      console.warn('Social sign-in failed', error);
      setBusy(false);
    });
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        ref={emailInput}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        aria-invalid={missing.includes('email') || undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        ref={passwordInput}
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        aria-invalid={missing.includes('password') || undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      {userType !== 'admin' ? (
        <p className="form__aside">
          <Link to={paths.forgotPassword.getHref()}>{t('messages:forgotPassword')}</Link>
        </p>
      ) : null}
      <CheckboxField
        label={t('signIn.remember')}
        name="remember"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Button type="submit" className="button--block" busy={busy} busyLabel={t('signIn.busy')}>
        {t('signIn.submit')}
      </Button>
      {userType !== 'admin' ? (
        <>
          <p className="form__divider">
            <span>{t('signIn.or')}</span>
          </p>
          <div className="social-buttons">
            <Button variant="secondary" className="button--block" disabled={busy} onClick={() => social('google')}>
              {t('signIn.google')}
            </Button>
            <Button variant="secondary" className="button--block" disabled={busy} onClick={() => social('github')}>
              {t('signIn.github')}
            </Button>
          </div>
          <p className="form__footnote">
            <Trans
              t={t}
              i18nKey="signIn.newHere"
              components={{ create: <Link to={paths.createAccount.getHref(userType, next)} /> }}
            />
          </p>
        </>
      ) : null}
    </form>
  );
}
