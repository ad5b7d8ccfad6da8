// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value.ts';

afterEach(() => vi.useRealTimers());

describe('useSettledValue', () => {
  it('answers the first value at once, and a new one only once it has stood still', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 300), { initialProps: { value: '' } });
    expect(result.current).toBe('');
    rerender({ value: 'Y' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Ya' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Ya');
  });
});
