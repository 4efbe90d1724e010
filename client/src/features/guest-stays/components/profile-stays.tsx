// The profile's Guest stays panel, in its own chunk, fetched as the profile's code runs.
import { Suspense, lazy } from 'react';
import type { GuestStay } from '@campus-hostel/contracts/api';
import { Unsettled } from '../../../components/ui/settle-group';
import type { Seed } from '../../../lib/use-seeded-query';

// Fetched as the profile's code runs rather than at its first render: the profile's panels show together, with it.
const chunk = import('./my-stays');
chunk.catch(() => undefined);
const Panel = lazy(() => chunk.then((module) => ({ default: module.MyStays })));

/** `first`: the stays as the page's own read brought them, if it did. */
export function ProfileStays({ first }: { first?: Seed<GuestStay[]> }) {
  return (
    <Suspense fallback={<Unsettled />}>
      <Panel first={first} />
    </Suspense>
  );
}
