// /admin/visitors (the warden of a hostel, or the whole office): a hostel's visitor log by day, its visitor rules and
// blackout periods, and the bans that hold in every hostel.
import { HostelOfficePage } from '../../../features/admin/components/hostel-office-page';
import { VisitorsSections } from '../../../features/admin/visitors/components/visitors-sections';

export function Component() {
  return (
    <HostelOfficePage words="visitors-office" className="visitors-office">
      {(hostel) => <VisitorsSections hostel={hostel} />}
    </HostelOfficePage>
  );
}
