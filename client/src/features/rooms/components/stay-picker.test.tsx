// The stay picker: a whole day inside the house's rules (from today, up to its days ahead) is asked about; one outside
// them says which days may be chosen and asks nothing; the nights offered stop at the house's most.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayStamp } from '../../../lib/format';
import { addDays } from '../../../lib/guest-stays';
import { StayPicker } from './stay-picker';

const RULES = { approval_nights: 5, max_nights: 14, days_ahead: 90 };

function renderPicker(onChange = vi.fn()) {
  const checkIn = addDays(todayStamp(), 10);
  render(<StayPicker stay={{ checkIn, nights: 2 }} rules={RULES} onChange={onChange} />);
  return { onChange, checkIn };
}

describe('StayPicker', () => {
  it('when a day inside the rules is chosen, then the stay asked for moves to it', () => {
    const { onChange } = renderPicker();
    const day = addDays(todayStamp(), 30);
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: day } });
    expect(onChange).toHaveBeenCalledWith({ checkIn: day, nights: 2 });
  });

  it('when a day beyond the rules is typed, then it says which days may be chosen and asks nothing', () => {
    const { onChange } = renderPicker();
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: addDays(todayStamp(), 91) } });
    expect(screen.getByLabelText('Check-in date')).toHaveAccessibleDescription(/^Choose a day from today up to /);
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: addDays(todayStamp(), -1) } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when the nights are chosen, then up to the house’s most are offered', () => {
    const { onChange, checkIn } = renderPicker();
    const nights = screen.getByLabelText('Nights');
    expect(nights.querySelectorAll('option')).toHaveLength(14);
    fireEvent.change(nights, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledWith({ checkIn, nights: 7 });
  });
});
