// /auth/reset-password — where the e-mailed recovery link lands; its session signs the user in to set a new password.
import { messages } from '../../../config/messages';
import {
  CheckingRecoveryLink,
  RequestNewLink,
  ResetPasswordForm,
  useRecoveryLink,
} from '../../../features/auth/components/reset-password-form';
import { AuthCard } from './auth-page';

export function Component() {
  const [link, setLink] = useRecoveryLink();
  if (link === 'invalid' || link === 'missing') {
    return (
      <AuthCard
        pageTitle="Reset password"
        heading={link === 'invalid' ? 'This link cannot be used' : 'Reset your password'}
        headingId="reset-password-title"
        lead={link === 'invalid' ? messages.recoveryLinkInvalid : messages.recoveryLinkMissing}
      >
        <RequestNewLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      pageTitle="Choose a new password"
      heading="Choose a new password"
      headingId="reset-password-title"
      lead="Pick a new password for your Campus Hostel account."
    >
      {link === 'checking' ? <CheckingRecoveryLink /> : <ResetPasswordForm onLinkEnded={() => setLink('invalid')} />}
    </AuthCard>
  );
}
