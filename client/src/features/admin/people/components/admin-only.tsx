// A page only admins may use: staff who open it (a link, the address bar) go back to /admin and are told why.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth';
import { t } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';

/** Why staff are sent back, in the language being read. */
export const adminsOnly = () => t('admin:people.adminsOnly');

export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const allowed = user?.type === 'admin';
  useEffect(() => {
    if (!allowed) notify.info(adminsOnly());
  }, [allowed]);
  if (!allowed) return <Navigate to={paths.admin.getHref()} replace />;
  return children;
}
