// The admin's roll number format: checked before it is sent, and a refusal from the server said under its field, with
// how many kept records would not fit.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { renderInApp } from '../../../testing/render';
import type * as FormatApi from '../api/roll-number-format';
import { getRollNumberFormat, setRollNumberFormat } from '../api/roll-number-format';
import { RollNumberFormatPanel } from './roll-number-format';

vi.mock('../api/roll-number-format', async (original) => ({
  ...(await original<typeof FormatApi>()),
  getRollNumberFormat: vi.fn(),
  setRollNumberFormat: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getRollNumberFormat).mockReset().mockResolvedValue({ pattern: '^[A-Z0-9/-]{4,20}$', example: '23CS041' });
  vi.mocked(setRollNumberFormat).mockReset();
});

async function typeFormat(user: ReturnType<typeof renderInApp>['user'], pattern: string, example: string) {
  const patternField = await screen.findByLabelText('Format (a regular expression from ^ to $)');
  await user.clear(patternField);
  await user.type(
    patternField,
    pattern.replace(/[{[]/g, (c) => c + c),
  );
  const exampleField = screen.getByLabelText('Example roll number');
  await user.clear(exampleField);
  await user.type(exampleField, example);
  await user.click(screen.getByRole('button', { name: 'Save format' }));
}

describe('RollNumberFormatPanel', () => {
  it('when the pattern is not anchored or the example does not fit, then it says so and sends nothing', async () => {
    const { user } = renderInApp(<RollNumberFormatPanel />);
    await typeFormat(user, '[A-Z]+', 'AB');
    expect(screen.getByLabelText('Format (a regular expression from ^ to $)')).toHaveAccessibleDescription(
      /Write a regular expression that starts with \^ and ends with \$\.$/,
    );
    await typeFormat(user, '^B[0-9]+$', 'X1');
    expect(screen.getByLabelText('Example roll number')).toHaveAccessibleDescription(
      /The example does not fit the format\.$/,
    );
    expect(setRollNumberFormat).not.toHaveBeenCalled();
  });

  it('when kept records would not fit, then the refusal says how many under the format', async () => {
    vi.mocked(setRollNumberFormat).mockRejectedValue(
      new ApiError('3 student records kept today do not fit this format', 409, { code: 'format_misfits', misfits: 3 }),
    );
    const { user } = renderInApp(<RollNumberFormatPanel />);
    await typeFormat(user, '^ZZ[0-9]{4}$', 'zz1234');
    expect(setRollNumberFormat).toHaveBeenCalledWith({ pattern: '^ZZ[0-9]{4}$', example: 'zz1234' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3 student records kept today do not fit this format: correct them first, or choose a format they fit.',
    );
  });

  it('when the server saves the format, then it says so', async () => {
    vi.mocked(setRollNumberFormat).mockResolvedValue({ pattern: '^B[0-9]{5}$', example: 'B12345' });
    const { user } = renderInApp(<RollNumberFormatPanel />);
    await typeFormat(user, '^B[0-9]{5}$', 'b12345');
    expect(await screen.findByRole('status')).toHaveTextContent('The roll number format is saved.');
  });
});
