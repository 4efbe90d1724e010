// Status by application ID for anyone, through the application_status() function (no table reads, no emails).
import { rpcPublic } from '../../../lib/public-rest';

/** True when approved, false while pending, null when no application has that ID. */
export function checkApplicationStatus(applicationId: string): Promise<boolean | null> {
  return rpcPublic<boolean | null>('application_status', {
    p_application_id: applicationId.trim(),
  });
}
