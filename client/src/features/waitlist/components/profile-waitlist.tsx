// The profile's Waitlist panel, loaded with the profile's first render but in its own chunk, shared with the hostel page.
import { Suspense, lazy } from 'react';
import { Unsettled } from '../../../components/ui/settle-group';

const Panel = lazy(() => import('./waitlist-panels').then((module) => ({ default: module.ProfileWaitlist })));

/** For a signed-in student (the profile has checked who is signed in). */
export function ProfileWaitlist({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<Unsettled />}>
      <Panel userId={userId} />
    </Suspense>
  );
}
