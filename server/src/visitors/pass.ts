// A visitor's pass (a signed pass, ../signed-pass.ts, with the purpose 'visitor_pass'), naming the host and the pass,
// good for the visit's window. It is mailed to the visitor as a QR; the gate reads it and then asks the database
// whether the pass is still good.
import { VISITOR_PASS_PURPOSE } from '@campus-hostel/contracts/api';
import { signedPasses, type ReadOptions } from '../signed-pass.js';

export interface VisitorPass {
  hostId: string;
  passId: number;
  /** The window's end: an exit after it is an overstay. */
  expiresAt: Date;
}

export interface VisitorPasses {
  issue(pass: { hostId: string; passId: number; from: Date; to: Date }): Promise<string>;
  /** The host and pass a token names; throws PassRefused otherwise (an exit reads it past its end). */
  read(token: string, options?: ReadOptions): Promise<VisitorPass>;
}

export function visitorPasses(secret: string): VisitorPasses {
  const passes = signedPasses(secret, VISITOR_PASS_PURPOSE, 'pass');
  return {
    issue: ({ hostId, passId, from, to }) => passes.issue({ subject: hostId, id: passId, from, to }),
    async read(token, options) {
      const { subject, id, expiresAt } = await passes.read(token, options);
      return { hostId: subject, passId: id, expiresAt };
    },
  };
}
