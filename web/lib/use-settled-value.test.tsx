// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value.ts';

afterEach(() => vi.useRealTimers());

describe('useSettledValue', () => {
  it('answers the first value at once, and a new one only once it has stood still', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 300), { initialProps: { value: '' } });
    expect(result.current).toBe('');
    rerender({ value: 'Y' });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'Ya' });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('Ya');
  });
});
