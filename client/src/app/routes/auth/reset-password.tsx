// /auth/reset-password — where the e-mailed recovery link lands; its session signs the user in to set a new password.
import { ResetPassword } from '../../../features/auth/components/reset-password-form';
import { AuthCard } from './auth-page';

export function Component() {
  return (
    <AuthCard
      pageTitle="Choose a new password"
      heading="Choose a new password"
      headingId="reset-password-title"
      lead="Pick a new password for your Campus Hostel account."
    >
      <ResetPassword />
    </AuthCard>
  );
}
