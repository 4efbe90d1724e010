// A page only admins may use: staff who open it (a link, the address bar) go back to /admin and are told why.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth';
import { notify } from '../../../../lib/notifications';

export const ADMINS_ONLY = 'Only admins can open that page: it changes who works in the hostel office.';

export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const allowed = user?.type === 'admin';
  useEffect(() => {
    if (!allowed) notify.info(ADMINS_ONLY);
  }, [allowed]);
  if (!allowed) return <Navigate to={paths.admin.getHref()} replace />;
  return children;
}
