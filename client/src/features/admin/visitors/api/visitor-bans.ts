// The bans in force (every hostel's), a new ban (which voids the number's passes at once) and a ban lifted.
import { visitorsApi, type AddBanAnswer, type AddBanBody, type VisitorBan } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function getVisitorBans(): Promise<VisitorBan[]> {
  return (await callSignedIn(visitorsApi.bans, {})).bans;
}

export function addVisitorBan(body: AddBanBody): Promise<AddBanAnswer> {
  return callSignedIn(visitorsApi.addBan, { body });
}

export function liftVisitorBan(id: number): Promise<VisitorBan> {
  return callSignedIn(visitorsApi.liftBan, { params: { id } });
}
