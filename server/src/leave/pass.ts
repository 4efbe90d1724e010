// The out-pass of an approved leave (a signed pass, ../signed-pass.ts, with the purpose 'leave_pass'), naming the
// student and the leave, good from the leave's start to its end. The student's page keeps it to show offline; the gate
// reads it and then asks the database whether the leave is still approved.
import { LEAVE_PASS_PURPOSE } from '@campus-hostel/contracts/api';
import { signedPasses, type ReadOptions } from '../signed-pass.js';

export { PassRefused, type PassProblem } from '../signed-pass.js';

/** What a pass names once its signature is checked. */
export interface LeavePass {
  userId: string;
  leaveId: number;
  /** When it stops being good (the leave's end): a return after it is late. */
  expiresAt: Date;
}

export interface LeavePasses {
  /** A pass for the student's leave, good from `from` to `to`. */
  issue(pass: { userId: string; leaveId: number; from: Date; to: Date }): Promise<string>;
  /**
   * The student and leave a pass names; throws PassRefused otherwise. `allowExpired` reads a pass past its end (a
   * return through the gate after it, which is late rather than refused).
   */
  read(token: string, options?: ReadOptions): Promise<LeavePass>;
}

export function leavePasses(secret: string): LeavePasses {
  const passes = signedPasses(secret, LEAVE_PASS_PURPOSE, 'leave');
  return {
    issue: ({ userId, leaveId, from, to }) => passes.issue({ subject: userId, id: leaveId, from, to }),
    async read(token, options) {
      const { subject, id, expiresAt } = await passes.read(token, options);
      return { userId: subject, leaveId: id, expiresAt };
    },
  };
}
