// A hostel's visitor log for one IST day through our API, which checks the caller serves the hostel.
import { visitorsApi, type OfficeVisitor } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function getVisitorLog(hostel: string, day: string): Promise<OfficeVisitor[]> {
  return (await callSignedIn(visitorsApi.log, { params: { hostel, day } })).passes;
}
