// The checks before the wizard: the declaration and the hostel's rule, read at once, and the rule read afresh after a save.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as declarationApi from '../api/declaration';
import { useEligibility } from './eligibility-gate';

vi.mock('../api/declaration', () => ({ getOwnDeclaration: vi.fn(), eligibilityProblem: vi.fn() }));

const BEFORE = 'Tell us your gender and marital status in your profile before booking.';

beforeEach(() => {
  vi.mocked(declarationApi.getOwnDeclaration).mockReset().mockResolvedValue(null);
  vi.mocked(declarationApi.eligibilityProblem).mockReset().mockResolvedValue(BEFORE);
});

describe('useEligibility', () => {
  it('when a student is known, then the declaration and the rule are asked for together', () => {
    renderHook(() => useEligibility('u-1', 'Kanhar'));
    expect(declarationApi.getOwnDeclaration).toHaveBeenCalledTimes(1);
    expect(declarationApi.eligibilityProblem).toHaveBeenCalledWith('Kanhar');
  });

  it('when nobody is signed in, then nothing is asked', () => {
    renderHook(() => useEligibility(null, 'Kanhar'));
    expect(declarationApi.getOwnDeclaration).not.toHaveBeenCalled();
    expect(declarationApi.eligibilityProblem).not.toHaveBeenCalled();
  });

  it('when the page saves what the rule reads, then the rule is read again and the answer from before is not shown', async () => {
    const { result } = renderHook(() => useEligibility('u-1', 'Kanhar'));
    await waitFor(() => expect(result.current.problem).toMatchObject({ status: 'success', data: BEFORE }));

    let answer: (problem: string | null) => void = () => undefined;
    vi.mocked(declarationApi.eligibilityProblem).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(declarationApi.getOwnDeclaration).mockResolvedValue({
      gender: 'male',
      married: false,
      correctedAt: null,
    });
    act(() => result.current.changed());

    expect(result.current.problem.status).toBe('loading');
    expect(declarationApi.getOwnDeclaration).toHaveBeenCalledTimes(2);
    act(() => answer(null));
    await waitFor(() => expect(result.current.problem).toMatchObject({ status: 'success', data: null }));
  });
});
