// /admin/people (admins only): accounts and their office roles.
import { AdminOnly } from '../../../features/admin/people/components/admin-only';
import { PeopleList } from '../../../features/admin/people/components/people-list';
import { useAuth } from '../../../lib/auth';

export function Component() {
  const { user } = useAuth();
  return <AdminOnly>{user ? <PeopleList ownId={user.id} /> : null}</AdminOnly>;
}
