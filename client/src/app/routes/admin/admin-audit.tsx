// /admin/audit: every office action, who did it, to what, what changed and why; read-only for everyone.
import { AuditLog } from '../../../features/admin/audit/components/audit-log';

export function Component() {
  return (
    <section aria-labelledby="audit-title">
      <title>Audit log · Admin · Campus Hostel</title>
      <h1 id="audit-title" className="admin-title">
        Audit log
      </h1>
      <p className="admin-lead">
        Every action of the hostel office is recorded here as it happens: who did it, to what, what changed and why. No
        one can edit or delete an entry, admins included: the database refuses any change to the log.
      </p>
      <AuditLog />
    </section>
  );
}
