// /admin/visitors' sections for one hostel: its day's visitor log, its rules and blackout periods, and the bans, which
// hold in every hostel.
import { VisitorBans } from './visitor-bans';
import { VisitorLog } from './visitor-log';
import { VisitorRulesSection } from './visitor-rules';
import '../visitors-office.css';

export function VisitorsSections({ hostel }: { hostel: string }) {
  return (
    <>
      <VisitorLog hostel={hostel} />
      <VisitorRulesSection hostel={hostel} />
      <VisitorBans />
    </>
  );
}
