import { act, renderHook } from '@testing-library/react';
import { questionnaireRows } from '@mocks/fixtures';
import type { PersonalityItem } from '@/entities/personality';
import { useQuestionnaireStep } from './use-questionnaire-step';

// Which statement is on screen as she answers, goes back and answers again.
const answered = (count: number): PersonalityItem[] => questionnaireRows(count);

describe('useQuestionnaireStep', () => {
  it('shows her first unanswered statement, and the last one once all are answered', () => {
    expect(renderHook(() => useQuestionnaireStep(answered(0))).result.current).toMatchObject({ index: 0, answered: 0 });
    expect(renderHook(() => useQuestionnaireStep(answered(17))).result.current).toMatchObject({ index: 17, answered: 17 });
    expect(renderHook(() => useQuestionnaireStep(answered(50))).result.current.index).toBe(49);
  });

  it('goes back one at a time, never before the first, and forward to the next she went back over', () => {
    const { result, rerender } = renderHook(({ items }) => useQuestionnaireStep(items), { initialProps: { items: answered(5) } });
    act(() => result.current.back());
    act(() => result.current.back());
    expect(result.current.index).toBe(3);
    act(() => result.current.forward());
    expect(result.current.index).toBe(4);
    // From the statement before the first open one, forward follows the first open one again.
    act(() => result.current.forward());
    expect(result.current.index).toBe(5);
    rerender({ items: answered(6) });
    expect(result.current.index).toBe(6);
    for (let i = 0; i < 10; i += 1) act(() => result.current.back());
    expect(result.current.index).toBe(0);
  });
});
