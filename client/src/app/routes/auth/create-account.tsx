// /auth/create_account/:userType — the sign-up screen (container at most 330px wide).
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { AuthPage } from './auth-page';

export { userTypeLoader as loader } from './auth-page';

export function Component() {
  return (
    <AuthPage
      pageTitle="Create an account"
      heading="Create an account"
      headingId="sign-up-title"
      lead="Join Campus Hostel to apply for rooms and track your requests."
      narrow
    >
      <SignUpForm />
    </AuthPage>
  );
}
