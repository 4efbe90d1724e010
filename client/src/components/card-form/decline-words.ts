// Why a card was refused, in our words: the provider's codes are read, its messages never reach the payer.
import { t } from '../../lib/i18n';

const DECLINE_KEYS = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  processing_error: 'processingError',
  card_declined: 'generic',
  generic_decline: 'generic',
  lost_card: 'generic',
  stolen_card: 'generic',
} as const;

type DeclineKey = (typeof DECLINE_KEYS)[keyof typeof DECLINE_KEYS];

function keyOf(code: unknown): DeclineKey | undefined {
  return typeof code === 'string' && Object.hasOwn(DECLINE_KEYS, code)
    ? DECLINE_KEYS[code as keyof typeof DECLINE_KEYS]
    : undefined;
}

/** The refusal's reason from its decline code, else its error code; a code we do not know is a plain refusal. */
export function declineReason(error: { code?: unknown; decline_code?: unknown } | undefined): string {
  const key = keyOf(error?.decline_code) ?? keyOf(error?.code) ?? 'notCompleted';
  return t(`common:card.decline.${key}`);
}
