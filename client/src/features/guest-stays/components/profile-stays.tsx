// The profile's Guest stays panel, loaded with the profile's first render but in its own chunk.
import { Suspense, lazy } from 'react';
import { Unsettled } from '../../../components/ui/settle-group';

const Panel = lazy(() => import('./my-stays').then((module) => ({ default: module.MyStays })));

export function ProfileStays() {
  return (
    <Suspense fallback={<Unsettled />}>
      <Panel />
    </Suspense>
  );
}
