// The profile's Waitlist panel, in its own chunk (shared with the hostel page), fetched as the profile's code runs.
import { Suspense, lazy } from 'react';
import { Unsettled } from '../../../components/ui/settle-group';
import type { ProfileWaitlistProps } from './waitlist-panels';

// Fetched as the profile's code runs rather than at its first render: the profile's panels show together, with it.
const chunk = import('./waitlist-panels');
chunk.catch(() => undefined);
const Panel = lazy(() => chunk.then((module) => ({ default: module.ProfileWaitlist })));

/** For a signed-in student (the profile has checked who is signed in). */
export function ProfileWaitlist(props: ProfileWaitlistProps) {
  return (
    <Suspense fallback={<Unsettled />}>
      <Panel {...props} />
    </Suspense>
  );
}
