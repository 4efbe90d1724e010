// /auth/login/:userType — sign-in for students and admins; anyone already signed in is sent on.
import { useParams } from 'react-router-dom';
import { isUserType } from '../../../config/paths';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { AuthPage } from './auth-page';

export { userTypeLoader as loader } from './auth-page';

export function Component() {
  const { userType } = useParams();
  const type = isUserType(userType) ? userType : 'student';
  const admin = type === 'admin';
  return (
    <AuthPage
      pageTitle={admin ? 'Admin login' : 'Student login'}
      heading={admin ? 'Admin Login' : 'Student Login'}
      headingId="login-title"
      lead={admin ? 'Sign in to review applications and complaints.' : 'Welcome back. Sign in to manage your stay.'}
    >
      <SignInForm key={type} userType={type} />
    </AuthPage>
  );
}
