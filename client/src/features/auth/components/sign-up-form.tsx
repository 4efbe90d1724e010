// The sign-up screen's form: email, password, confirm password and the required role select; then, while the address
// is unconfirmed, where the link went. An address outside the institute's domain is refused before it is sent.
import { Trans, useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useReturnPath } from '../../../lib/return-path';
import { useQuery } from '../../../lib/use-query';
import {
  SIGN_UP_ROLES,
  getSignUpDomain,
  isDomainRefusal,
  outsideDomain,
  signUp,
  signUpProblem,
  type SignUpInput,
} from '../api/sign-up';
import { CheckEmail } from './check-email';

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const navigate = useNavigate();
  const next = useReturnPath();
  const [form, setForm] = useState<SignUpInput>({
    email: '',
    password: '',
    confirm_password: '',
    role: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const domainQuery = useQuery('sign-up-domain', getSignUpDomain);
  // Until it is known the hook still refuses, and the refusal is shown in the same words.
  const domain = domainQuery.status === 'success' ? domainQuery.data : null;
  const domainWords = domain ? t('signUp.domainOnly', { domain }) : null;

  const update = (field: keyof SignUpInput) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signUpProblem(form) ?? (outsideDomain(form.email, domain, form.role) ? domainWords : null);
    setProblem(found);
    if (found) {
      notify.error(found);
      return;
    }
    setBusy(true);
    try {
      const outcome = await signUp(form, next);
      notify.success(messages.signUpSuccess);
      if (outcome === 'confirm_email') {
        setSentTo(form.email.trim());
        setBusy(false);
        return;
      }
      await navigate(next ?? paths.home.getHref());
    } catch (error) {
      const refusedDomain = isDomainRefusal(error) && domainWords !== null;
      if (refusedDomain) setProblem(domainWords);
      notify.error(refusedDomain ? domainWords : normalizeError(error));
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <CheckEmail
        email={sentTo}
        next={next}
        onStartAgain={() => {
          setSentTo(null);
          setForm((current) => ({ ...current, password: '', confirm_password: '' }));
        }}
      />
    );
  }

  const empty = (value: string) => problem === messages.fillAllFields && value.trim() === '';
  const mismatch = problem === messages.passwordsDoNotMatch;
  const wrongDomain = problem !== null && problem === domainWords;
  const officeRole = form.role === 'hr' || form.role === 'admin';
  const roleHint = officeRole ? t('signUp.officeHint') : form.role === 'guest' ? t('signUp.guestHint') : undefined;

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.email}
        hint={domain && form.role !== 'guest' ? t('signUp.domainHint', { domain }) : undefined}
        error={wrongDomain ? domainWords : undefined}
        aria-invalid={empty(form.email) || wrongDomain || undefined}
        onChange={update('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={form.password}
        aria-invalid={empty(form.password) || undefined}
        onChange={update('password')}
      />
      <TextField
        label={t('signUp.confirm')}
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={form.confirm_password}
        error={mismatch ? t('messages:passwordsDoNotMatch') : undefined}
        aria-invalid={empty(form.confirm_password) || mismatch || undefined}
        onChange={update('confirm_password')}
      />
      <SelectField
        label={t('signUp.role')}
        name="role"
        required
        placeholder={t('signUp.selectRole')}
        options={SIGN_UP_ROLES.map((role) => ({ value: role, label: t(`signUp.roles.${role}`) }))}
        value={form.role}
        hint={roleHint}
        aria-invalid={empty(form.role) || undefined}
        onChange={update('role')}
      />
      <Button type="submit" className="button--block" busy={busy} busyLabel={t('signUp.busy')}>
        {t('signUp.submit')}
      </Button>
      <p className="form__footnote">
        <Trans
          t={t}
          i18nKey="signUp.haveAccount"
          components={{
            signIn: <Link to={next ? paths.login.getHref('student', next) : paths.signinShortcut.getHref()} />,
          }}
        />
      </p>
    </form>
  );
}
