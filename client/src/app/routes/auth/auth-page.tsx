// The frame the auth screens share: the user-type check on the address, and sending anyone already signed in on.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Navigate, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isUserType } from '../../../config/route-values';
import { isOffice, useAuth } from '../../../lib/auth';
import { NotFoundError } from '../../../lib/errors';
import { useReturnPath } from '../../../lib/return-path';
import '../../../styles/content.css';

/** Route loader: only /student and /admin exist; any other user type is the not-found screen. */
export function userTypeLoader({ params }: LoaderFunctionArgs) {
  if (!isUserType(params.userType)) throw new NotFoundError(`No sign-in for user type "${params.userType ?? ''}"`);
  return null;
}

export interface AuthPageProps {
  /** The document title, before ' · Campus Hostel'. */
  pageTitle: string;
  heading: string;
  headingId: string;
  lead: string;
  /** The sign-up card is narrower (at most 330px). */
  narrow?: boolean;
  children: ReactNode;
}

export function AuthPage(props: AuthPageProps) {
  const { user } = useAuth();
  const next = useReturnPath();
  if (user) {
    return <Navigate to={isOffice(user) ? paths.admin.getHref() : (next ?? paths.home.getHref())} replace />;
  }
  return <AuthCard {...props} />;
}

/** The card alone, for the recovery screens a signed-in user may use too (a recovery link signs its user in). */
export function AuthCard({ pageTitle, heading, headingId, lead, narrow = false, children }: AuthPageProps) {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-page" aria-labelledby={headingId}>
      <title>{t('pageTitle', { title: pageTitle })}</title>
      <div className={narrow ? 'card auth-card auth-card--narrow' : 'card auth-card'}>
        <h1 id={headingId}>{heading}</h1>
        <p className="auth-card__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
