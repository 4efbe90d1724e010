// /admin/selection: the selection windows, who may pick a bed and when; staff read them, admins create, edit and
// delete them.
import { SelectionManager } from '../../../features/admin/selection/components/selection-manager';
import { useAuth } from '../../../lib/auth';

export function Component() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="selection-title">
      <title>Selection · Admin · Campus Hostel</title>
      <h1 id="selection-title" className="admin-title">
        Selection windows
      </h1>
      <p className="admin-lead">
        A hostel is under selection until the last window covering it closes: there, a student holds a bed only inside a
        window that is open for them (everyone, the students listed by email, or each listed student from their slot’s
        start). Other hostels, and every hostel once its windows have closed, are booked as usual.
      </p>
      <SelectionManager isAdmin={user?.type === 'admin'} />
    </section>
  );
}
