// /admin/notices: the office writes, schedules, edits and unpublishes the notices shown on the status page.
import { NoticesManager } from '../../../features/admin/notices/components/notices-manager';

export function Component() {
  return (
    <section aria-labelledby="notices-title">
      <title>Notices · Admin · Campus Hostel</title>
      <h1 id="notices-title" className="admin-title">
        Notices
      </h1>
      <p className="admin-lead">
        Published notices show in the Notices block of the status page. A scheduled notice shows from its time on; a
        draft shows nowhere until it is published.
      </p>
      <NoticesManager />
    </section>
  );
}
