// /auth/login/:userType — sign-in for students and admins; anyone already signed in is sent on.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isUserType } from '../../../config/route-values';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { AuthPage } from './auth-page';

export { userTypeLoader as loader } from './auth-page';

export function Component() {
  const { t } = useTranslation('auth');
  const { userType } = useParams();
  const type = isUserType(userType) ? userType : 'student';
  const admin = type === 'admin';
  return (
    <AuthPage
      pageTitle={t(admin ? 'login.adminPageTitle' : 'login.studentPageTitle')}
      heading={t(admin ? 'login.adminTitle' : 'login.studentTitle')}
      headingId="login-title"
      lead={t(admin ? 'login.adminLead' : 'login.studentLead')}
    >
      <SignInForm key={type} userType={type} />
    </AuthPage>
  );
}
