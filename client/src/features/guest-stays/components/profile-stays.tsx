// The profile's Guest stays panel, loaded with the profile's first render but in its own chunk.
import { Suspense, lazy } from 'react';
import type { GuestStay } from '@campus-hostel/contracts/api';
import { Unsettled } from '../../../components/ui/settle-group';
import type { Seed } from '../../../lib/use-seeded-query';

const Panel = lazy(() => import('./my-stays').then((module) => ({ default: module.MyStays })));

/** `first`: the stays as the page's own read brought them, if it did. */
export function ProfileStays({ first }: { first?: Seed<GuestStay[]> }) {
  return (
    <Suspense fallback={<Unsettled />}>
      <Panel first={first} />
    </Suspense>
  );
}
