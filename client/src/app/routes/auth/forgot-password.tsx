// /auth/forgot-password — asks for the email to send a password reset link to (signed in or not: it is about an address).
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthCard } from './auth-page';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      pageTitle={t('forgot.pageTitle')}
      heading={t('forgot.title')}
      headingId="forgot-password-title"
      lead={t('forgot.lead')}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
