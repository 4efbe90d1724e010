// Fees: the issuer receipts name, and a hostel's caution deposit as an admin sets it (audited in its SQL function).
import type { HostelDepositAnswer, InstituteAnswer } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import type { Config } from '../config.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf, HOSTEL_NOT_FOUND } from '../office/use-cases.js';

export function institute(config: Pick<Config, 'institute'>): InstituteAnswer {
  return { name: config.institute.name, address: config.institute.address };
}

/** Sets the deposit every new booking in the hostel charges on top of the rent (0: none); open holds keep theirs. */
export async function setHostelDeposit(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  depositMinor: number,
): Promise<HostelDepositAnswer> {
  const outcome = await store.setHostelDeposit(hostel, depositMinor, actorOf(user));
  if (outcome === 'not_found') throw new HttpError(404, HOSTEL_NOT_FOUND, 'not_found');
  return { hostel_name: hostel, deposit_minor: depositMinor };
}
