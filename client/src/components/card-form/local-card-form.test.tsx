import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../config/messages';
import { changeLanguage } from '../../lib/i18n';
import { outcomeOf } from './local-confirm';
import type { ConfirmOutcome } from './card-form';
import { LocalCardForm } from './local-card-form';

function renderForm() {
  const outcomes: ConfirmOutcome[] = [];
  const onConfirmStart = vi.fn();
  render(
    <LocalCardForm
      paymentIntentId="pi_test"
      clientSecret="pi_test_secret_x"
      returnUrl="http://localhost/success"
      onConfirmStart={onConfirmStart}
      onOutcome={(outcome) => outcomes.push(outcome)}
    />,
  );
  return { user: userEvent.setup(), outcomes, onConfirmStart };
}

describe('the local card form', () => {
  it('when submitted empty, then each field shows its message and nothing is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, onConfirmStart } = renderForm();
    await user.click(screen.getByRole('button', { name: messages.submitPayment }));

    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(messages.cardNumberRequired);
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(messages.cardExpiryRequired);
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription(messages.cardCvcRequired);
    expect(onConfirmStart).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when a number fails Luhn and the expiry is past, then those fields say so; typing a good number clears its message', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: messages.submitPayment }));

    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByText(messages.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.cardExpiryPast)).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).not.toHaveAttribute('aria-invalid');

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.queryByText(messages.cardNumberInvalid)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("reading Stripe's answer to a confirm", () => {
  it('when the intent succeeded or is processing, then it is confirmed', () => {
    expect(outcomeOf(200, { id: 'pi_1', status: 'succeeded' }, 'pi_1')).toEqual({
      kind: 'confirmed',
      paymentIntentId: 'pi_1',
    });
    expect(outcomeOf(200, { id: 'pi_1', status: 'processing' }, 'pi_1').kind).toBe('confirmed');
  });

  it("when the card is declined, then our words for the decline code are the reason, never Stripe's message", () => {
    const body = {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Provider text that must not show.',
        payment_intent: { status: 'requires_payment_method' },
      },
    };
    expect(outcomeOf(402, body, 'pi_1')).toEqual({ kind: 'failed', reason: 'Your card has insufficient funds.' });
    const unknown = { error: { code: 'card_declined', decline_code: 'do_not_honor', message: 'Provider text.' } };
    expect(outcomeOf(402, unknown, 'pi_1')).toEqual({ kind: 'failed', reason: 'Your card was declined.' });
  });

  it('when the page is read in Hindi, then the decline reason is in Hindi too', async () => {
    await changeLanguage('hi');
    try {
      const body = { error: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' } };
      const outcome = outcomeOf(402, body, 'pi_1');
      expect(outcome.kind === 'failed' ? outcome.reason : '').toMatch(/कार्ड/);
    } finally {
      await changeLanguage('en');
    }
  });

  it('when the intent was canceled meanwhile, then it is closed', () => {
    const body = {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent was canceled.',
      },
    };
    expect(outcomeOf(400, body, 'pi_1')).toEqual({ kind: 'closed' });
  });

  it('when the answer is not JSON, then a plain reason is given', () => {
    expect(outcomeOf(500, undefined, 'pi_1')).toEqual({
      kind: 'failed',
      reason: 'The payment could not be completed.',
    });
  });
});
