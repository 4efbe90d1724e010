// Long texts in the office's lists: cut at a word with "Show more", whole again with "Show less"; short ones whole.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowMore, shortened } from './show-more';

const LONG =
  'The tap in the second floor washroom of Kanhar A wing has been leaking since Monday night and the floor is wet.';

describe('ShowMore', () => {
  it('when the text is longer than the limit, then the first words show, and Show more and Show less switch', async () => {
    const user = userEvent.setup();
    render(<ShowMore text={LONG} limit={40} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The tap in the second floor washroom of…')).toBeInTheDocument();
    await user.click(button);
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the text fits, then it shows whole with no button; one long word is cut at the limit', () => {
    render(<ShowMore text="Short note." limit={40} />);
    expect(screen.getByText('Short note.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(shortened('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
