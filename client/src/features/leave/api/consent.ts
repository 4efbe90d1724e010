// The guardian's answer by the mailed link (public, no account): the token travels in request bodies only.
import { leaveApi, type ConsentAnswer, type ConsentBody, type ConsentViewAnswer } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';

export function viewConsent(token: string): Promise<ConsentViewAnswer> {
  return apiClient.call(leaveApi.consentView, { body: { token } });
}

export function answerConsent(body: ConsentBody): Promise<ConsentAnswer> {
  return apiClient.call(leaveApi.consent, { body });
}
