// The student's monthly mess bill through our API: the itemised month, its PaymentIntent at the server's amount, what
// became of a payment, and canceling it on leaving the page.
import {
  messBillsApi,
  type MessBillAnswer,
  type MessBillIntentAnswer,
  type MessBillPaymentAnswer,
} from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import { callSignedIn } from '../../../lib/signed-in-call';

export type { BillLine, MessBillAnswer, MessBillIntentAnswer } from '@campus-hostel/contracts/api';

export function getMessBill(month: string): Promise<MessBillAnswer> {
  return callSignedIn(messBillsApi.bill, { params: { month } });
}

export function payMessBill(month: string): Promise<MessBillIntentAnswer> {
  return callSignedIn(messBillsApi.pay, { params: { month } });
}

export function getBillPayment(paymentIntentId: string): Promise<MessBillPaymentAnswer> {
  return callSignedIn(messBillsApi.payment, { params: { payment_intent: paymentIntentId } });
}

/** Fire-and-forget: it runs while the page goes away, so nobody waits for the answer. */
export function cancelBillPayment(paymentIntentId: string, token: string): void {
  apiClient
    .call(messBillsApi.cancel, { params: { payment_intent: paymentIntentId } }, { token, keepalive: true })
    .catch((error: unknown) => {
      // The pending payment is superseded by the next Pay anyway; a failed cancel changes nothing the student owes.
      console.warn('Could not cancel the mess bill payment', error);
    });
}
