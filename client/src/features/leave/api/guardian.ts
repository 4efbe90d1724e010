// The guardian on the student's record and a change they propose, which counts once the office confirms it.
import { leaveApi, type MyGuardianAnswer, type ProposeGuardianBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export function getMyGuardian(): Promise<MyGuardianAnswer> {
  return callSignedIn(leaveApi.guardian, {});
}

export function proposeGuardian(body: ProposeGuardianBody): Promise<MyGuardianAnswer> {
  return callSignedIn(leaveApi.proposeGuardian, { body });
}
