// The selection window notice, for a signed-in student only: its code loads then, so visitors neither download it nor
// ask for windows they do not have.
import { Suspense, lazy } from 'react';
import { useAuth } from '../../../lib/auth';

const OwnSelectionNotice = lazy(() =>
  import('./selection-notice').then((module) => ({ default: module.OwnSelectionNotice })),
);

export function StudentSelectionNotice({ hostel }: { hostel: string }) {
  const { user } = useAuth();
  if (!user || user.type !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <OwnSelectionNotice userId={user.id} hostel={hostel} />
    </Suspense>
  );
}
