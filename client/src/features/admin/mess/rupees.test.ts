// Rupees typed on screen, paise kept in data.
import { describe, expect, it } from 'vitest';
import { paiseOf, rupeesOf } from './rupees';

describe('rupees and paise', () => {
  it('when an amount is typed in rupees, then it is kept in paise exactly', () => {
    expect(paiseOf('125.50')).toBe(12550);
    expect(paiseOf(' 130 ')).toBe(13000);
    expect(paiseOf('0.29')).toBe(29);
  });

  it('when what is typed is not an amount, then there is none', () => {
    for (const typed of ['', '-5', '1.234', '1e3', 'abc', '12,50']) expect(paiseOf(typed), typed).toBeNull();
  });

  it('when paise are shown, then they read as rupees and back', () => {
    expect(rupeesOf(12550)).toBe('125.50');
    expect(rupeesOf(13000)).toBe('130');
    expect(paiseOf(rupeesOf(29))).toBe(29);
  });
});
