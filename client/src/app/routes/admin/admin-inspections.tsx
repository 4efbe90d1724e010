// /admin/inspections (the warden of a hostel, or the whole office): a hostel's stays to countersign, inspect, decide
// and clear, its rooms' inventory, and the price list, which the whole office sets.
import { HostelOfficePage } from '../../../features/admin/components/hostel-office-page';
import { InspectionsSections } from '../../../features/admin/inspections/components/inspections-sections';

export function Component() {
  return (
    <HostelOfficePage words="inspections" className="inspections">
      {(hostel, wholeOffice) => <InspectionsSections hostel={hostel} wholeOffice={wholeOffice} />}
    </HostelOfficePage>
  );
}
