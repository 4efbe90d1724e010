// The counter's answer: served in green naming the student, a refusal in red saying why in words, announced to a
// screen reader; the roll number box serves and shows the answer at once, and a served student can have an extra.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import * as api from '../api/counter';
import { MealCounter } from './meal-counter';
import { ScanAnswer } from './scan-answer';

vi.mock('../api/counter', () => ({
  scanMeal: vi.fn(),
  addExtra: vi.fn(),
  addGuestMeals: vi.fn(),
  getTally: vi.fn(),
}));

const ASHA = { name: 'Asha Verma', roll_number: 'B23CS041' };
const GOPAD = {
  id: 2,
  name: 'Gopad Mess',
  guest_meal_minor: 7500,
  extras: [{ id: 9, name: 'Sweet lassi', price_minor: 2500 }],
};
const TALLY = {
  mess_id: 2,
  day: '2026-11-28',
  served: { breakfast: 0, lunch: 0, snacks: 0, dinner: 0 },
  refused: { already_served: 0, not_registered: 0, on_rebate: 0, wrong_mess: 0 },
  extras: 0,
  guest_meals: 0,
};

describe('ScanAnswer', () => {
  it('when a meal is served, then the status says so in green with the student’s name and roll number', () => {
    render(<ScanAnswer answer={{ kind: 'served', student: ASHA, meal: 'lunch', userId: 'u1' }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Served: Asha Verma');
    expect(status).toHaveTextContent('B23CS041');
    expect(status).toHaveTextContent('Meal: Lunch');
    expect(status).toHaveClass('scan-answer--served');
  });

  it.each([
    ['already_served', 'Already served', 'already had this meal today'],
    ['not_registered', 'Not registered', 'not registered in any mess today'],
    ['on_rebate', 'On rebate', 'approved rebate'],
    ['wrong_mess', 'Wrong mess', 'eats at another mess'],
  ] as const)(
    'when the scan is refused as %s, then it says why in words, in red, naming the student',
    (code, headline, why) => {
      render(<ScanAnswer answer={{ kind: 'refused', code, student: ASHA, meal: 'dinner' }} />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(headline);
      expect(status).toHaveTextContent(why);
      expect(status).toHaveTextContent('Asha Verma · B23CS041');
      expect(status).toHaveClass('scan-answer--refused');
    },
  );
});

describe('MealCounter', () => {
  beforeEach(() => {
    vi.mocked(api.getTally).mockResolvedValue(TALLY);
  });

  it('when a roll number is typed and served, then the answer shows at once; the same again is already served', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanMeal)
      .mockResolvedValueOnce({ served: true, student: ASHA, meal: 'breakfast', user_id: 'u1' })
      .mockRejectedValueOnce(new ApiError('Already served', 409, { code: 'already_served', student: ASHA }));
    render(<MealCounter messes={[GOPAD]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meal' }), 'breakfast');
    await user.type(screen.getByRole('textbox', { name: 'Roll number' }), 'b23cs041');
    await user.click(screen.getByRole('button', { name: 'Serve' }));
    expect(await screen.findByText('Served: Asha Verma')).toBeInTheDocument();
    expect(api.scanMeal).toHaveBeenCalledWith(2, 'breakfast', { roll_number: 'b23cs041' });
    expect(screen.getByRole('button', { name: 'Add extra' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Roll number' }), 'B23CS041{Enter}');
    expect(await screen.findByText('Already served')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add extra' })).not.toBeInTheDocument();
  });

  it('when an extra is added after a serve, then the list’s item goes with a key, and a failed tap tapped again keeps it', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanMeal).mockResolvedValueOnce({ served: true, student: ASHA, meal: 'lunch', user_id: 'u1' });
    vi.mocked(api.addExtra).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({
      id: 5,
      kind: 'extra',
      item: 'Sweet lassi',
      quantity: 2,
      unit_minor: 2500,
      amount_minor: 5000,
    });
    render(<MealCounter messes={[GOPAD]} />);
    await user.type(screen.getByRole('textbox', { name: 'Roll number' }), 'B23CS041{Enter}');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add extra' }));
    await user.click(await screen.findByRole('button', { name: 'Add extra' }));
    expect(await screen.findByText(/Added 2 × Sweet lassi/)).toBeInTheDocument();
    const [first, second] = vi.mocked(api.addExtra).mock.calls;
    expect(first?.slice(0, 4)).toEqual([2, 'u1', 9, 2]);
    expect(second?.[4]).toBe(first?.[4]);
  });
});
