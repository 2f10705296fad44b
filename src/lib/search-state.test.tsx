import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { useSearchState } from './search-state';

function renderState(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useSearchState(), location: useLocation() }), { wrapper });
}

describe('useSearchState', () => {
  test('two writes before the next render both reach the address, the other names kept', () => {
    const { result } = renderState('/dashboard/all-profiles?page=2');
    act(() => {
      result.current.state.set({ status: 'active' });
      result.current.state.set({ by: 'name', page: undefined });
    });
    expect(result.current.location.search).toBe('?status=active&by=name');
    act(() => result.current.state.set({ q: 'owen' }));
    expect(result.current.location.search).toBe('?status=active&by=name&q=owen');
  });
});
