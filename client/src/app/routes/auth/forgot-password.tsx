// /auth/forgot-password — asks for the email to send a password reset link to.
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPage } from './auth-page';

export function Component() {
  return (
    <AuthPage
      pageTitle="Forgot password"
      heading="Forgot your password?"
      headingId="forgot-password-title"
      lead="Enter the email you sign in with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
