// /auth/create_account/:userType — the sign-up screen (container at most 330px wide).
import { useTranslation } from 'react-i18next';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { AuthPage } from './auth-page';

export { userTypeLoader as loader } from './auth-page';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage
      pageTitle={t('signUp.title')}
      heading={t('signUp.title')}
      headingId="sign-up-title"
      lead={t('signUp.lead')}
      narrow
    >
      <SignUpForm />
    </AuthPage>
  );
}
