// The shared status check: what it asks for, what it looks up, and what it tells the user for each answer.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../testing/render';
import { StatusCheck, type StatusResult } from './status-check';

const texts = { notFound: 'Nothing has that ID', checked: 'Checked!', failed: 'Try later' };

function parseId(raw: string): { id: number } | { error: string } {
  const text = raw.trim();
  return /^\d+$/.test(text) ? { id: Number(text) } : { error: 'Enter a number' };
}

const DONE: StatusResult = { label: 'Done', tone: 'success' };
const OPEN: StatusResult = { label: 'Pending', tone: 'pending' };

function renderCheck(lookup: (id: number) => Promise<StatusResult | null>) {
  const asked: number[] = [];
  const view = renderInApp(
    <StatusCheck
      label="Thing ID"
      name="thing_id"
      parse={parseId}
      lookup={(id) => {
        asked.push(id);
        return lookup(id);
      }}
      texts={texts}
      subject={(id) => <>Thing {id}</>}
    />,
  );
  return { ...view, asked };
}

describe('StatusCheck', () => {
  it('when the ID does not parse, then the field explains why and nothing is looked up', async () => {
    const { user, asked } = renderCheck(() => Promise.resolve(DONE));
    await user.type(screen.getByLabelText('Thing ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(screen.getByLabelText('Thing ID')).toHaveAccessibleDescription('Enter a number');
    expect(asked).toEqual([]);
  });

  it('when the item is done, then the parsed ID is looked up, the success text shows and the result says its label', async () => {
    const { user, asked } = renderCheck(() => Promise.resolve(DONE));
    await user.type(screen.getByLabelText('Thing ID'), ' 42 ');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Checked!')).toBeInTheDocument();
    expect(asked).toEqual([42]);
    expect(screen.getByText('Done')).toHaveClass('pill--success');
    expect(screen.getByText(/Thing 42/)).toBeInTheDocument();
  });

  it('when the item is still open, then the result says Pending', async () => {
    const { user } = renderCheck(() => Promise.resolve(OPEN));
    await user.type(screen.getByLabelText('Thing ID'), '7');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Pending')).toHaveClass('pill--pending');
  });

  it('when the result has more to say, then it is shown under the status', async () => {
    const { user } = renderCheck(() =>
      Promise.resolve({ label: 'Rejected', tone: 'rejected', detail: <p>Note: not this term</p> }),
    );
    await user.type(screen.getByLabelText('Thing ID'), '5');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Rejected')).toHaveClass('pill--rejected');
    expect(screen.getByText('Note: not this term')).toBeInTheDocument();
  });

  it('when nothing has the ID, then the not-found text shows and no result line', async () => {
    const { user } = renderCheck(() => Promise.resolve(null));
    await user.type(screen.getByLabelText('Thing ID'), '9');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Nothing has that ID')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('when the lookup fails, then the failure text shows and the button is usable again', async () => {
    const { user } = renderCheck(() => Promise.reject(new Error('offline')));
    await user.type(screen.getByLabelText('Thing ID'), '9');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check status' })).toBeEnabled();
  });
});
