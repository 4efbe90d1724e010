// /auth/forgot-password — asks for the email to send a password reset link to (signed in or not: it is about an address).
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthCard } from './auth-page';

export function Component() {
  return (
    <AuthCard
      pageTitle="Forgot password"
      heading="Forgot your password?"
      headingId="forgot-password-title"
      lead="Enter the email you sign in with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
