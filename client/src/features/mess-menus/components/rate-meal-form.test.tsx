// Rating a meal served today: stars are radio buttons named for their count, a rating without stars says so and sends
// nothing, a rating is sent with its trimmed comment, and the server's refusal is said.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { renderInApp } from '../../../testing/render';
import * as api from '../api/ratings';
import { RateMealForm } from './rate-meal-form';

vi.mock('../api/ratings', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  rateMeal: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.rateMeal).mockResolvedValue({ meal: 'lunch', stars: 4, comment: 'Good dal', served_on: '2026-11-28' });
});

describe('RateMealForm', () => {
  it('when sent without stars, then it asks for them and sends nothing', async () => {
    const { user } = renderInApp(<RateMealForm served={{ meal: 'lunch', rating: null }} onRated={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Rate Lunch' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(form).toHaveTextContent('Choose 1 to 5 stars.');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(api.rateMeal).not.toHaveBeenCalled();
  });

  it('when four stars and a comment are sent, then the rating goes with the trimmed comment and is thanked for', async () => {
    const onRated = vi.fn();
    const { user } = renderInApp(<RateMealForm served={{ meal: 'lunch', rating: null }} onRated={onRated} />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), '  Good dal  ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(api.rateMeal).toHaveBeenCalledWith({ meal: 'lunch', stars: 4, comment: 'Good dal' });
    expect(await screen.findByText('Thank you: your rating of Lunch is saved.')).toBeInTheDocument();
    expect(onRated).toHaveBeenCalledOnce();
  });

  it('when the meal was rated before, then its stars are chosen and the button changes the rating', async () => {
    const { user } = renderInApp(
      <RateMealForm served={{ meal: 'dinner', rating: { stars: 2, comment: null } }} onRated={vi.fn()} />,
    );
    expect(screen.getByText('Your rating: 2 stars.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Change rating' }));
    expect(api.rateMeal).toHaveBeenCalledWith({ meal: 'dinner', stars: 5, comment: null });
  });

  it('when the server refuses a meal not served today, then its words are shown', async () => {
    vi.mocked(api.rateMeal).mockRejectedValue(
      new ApiError('You can rate only a meal you were served today', 409, { code: 'not_served' }),
    );
    const { user } = renderInApp(<RateMealForm served={{ meal: 'snacks', rating: null }} onRated={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You can rate only a meal you were served today')).toBeInTheDocument();
  });
});
