// /auth/reset-password — where the e-mailed recovery link lands; its session signs the user in to set a new password.
import { useTranslation } from 'react-i18next';
import {
  CheckingRecoveryLink,
  RequestNewLink,
  ResetPasswordForm,
  useRecoveryLink,
} from '../../../features/auth/components/reset-password-form';
import { AuthCard } from './auth-page';

export function Component() {
  const { t } = useTranslation(['auth', 'messages']);
  const [link, setLink] = useRecoveryLink();
  if (link === 'invalid' || link === 'missing') {
    return (
      <AuthCard
        pageTitle={t('reset.pageTitle')}
        heading={t(link === 'invalid' ? 'reset.invalidTitle' : 'reset.missingTitle')}
        headingId="reset-password-title"
        lead={t(link === 'invalid' ? 'messages:recoveryLinkInvalid' : 'messages:recoveryLinkMissing')}
      >
        <RequestNewLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      pageTitle={t('reset.chooseTitle')}
      heading={t('reset.chooseTitle')}
      headingId="reset-password-title"
      lead={t('reset.chooseLead')}
    >
      {link === 'checking' ? <CheckingRecoveryLink /> : <ResetPasswordForm onLinkEnded={() => setLink('invalid')} />}
    </AuthCard>
  );
}
