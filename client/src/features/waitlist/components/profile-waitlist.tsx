// The profile's Waitlist panel, loaded with the profile's first render but in its own chunk, shared with the hostel page.
import { Suspense, lazy } from 'react';
import { Unsettled } from '../../../components/ui/settle-group';
import type { ProfileWaitlistProps } from './waitlist-panels';

const Panel = lazy(() => import('./waitlist-panels').then((module) => ({ default: module.ProfileWaitlist })));

/** For a signed-in student (the profile has checked who is signed in). */
export function ProfileWaitlist(props: ProfileWaitlistProps) {
  return (
    <Suspense fallback={<Unsettled />}>
      <Panel {...props} />
    </Suspense>
  );
}
