// /admin/people (admins only): accounts and their office roles, and a student's record corrected with a reason.
import { useState } from 'react';
import type { Person } from '@campus-hostel/contracts/api';
import { AdminOnly } from '../../../features/admin/people/components/admin-only';
import { PeopleList } from '../../../features/admin/people/components/people-list';
import { whoIs } from '../../../features/admin/people/components/role-change';
import { RecordCorrection } from '../../../features/student-record/components/record-correction';
import { useAuth } from '../../../lib/auth';

export function Component() {
  const { user } = useAuth();
  const [correcting, setCorrecting] = useState<Person | null>(null);
  return (
    <AdminOnly>
      {user ? (
        <>
          {correcting ? (
            <RecordCorrection userId={correcting.id} who={whoIs(correcting)} onClose={() => setCorrecting(null)} />
          ) : null}
          <PeopleList ownId={user.id} onOpenRecord={setCorrecting} />
        </>
      ) : null}
    </AdminOnly>
  );
}
