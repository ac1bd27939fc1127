import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshSignal } from './use-refresh-signal';

describe('useRefreshSignal', () => {
  it('refreshes when the index changes while open, not for the value found on opening', () => {
    const onRefresh = vi.fn();
    const { rerender } = renderHook(({ index }) => useRefreshSignal(index, onRefresh), {
      initialProps: { index: undefined as number | undefined },
    });
    rerender({ index: 41 });
    expect(onRefresh).not.toHaveBeenCalled();
    rerender({ index: 41 });
    expect(onRefresh).not.toHaveBeenCalled();
    rerender({ index: 97 });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
