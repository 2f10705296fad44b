import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { peekEarly, requestEarly } from '@/api/early-answers';
import { renderRoute } from '@tests/support/render';

test('the first navigation away from the page opened drops the early answers nobody took', async () => {
  requestEarly('/api/profile?admin=true');
  const { router } = renderRoute('/login');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(peekEarly('/api/profile?admin=true')).toBeDefined();

  await act(() => router.navigate('/register'));
  expect(await screen.findByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
  expect(peekEarly('/api/profile?admin=true')).toBeUndefined();

  // Only the first: answers started later are left alone.
  requestEarly('/api/profile');
  await act(() => router.navigate('/forgot-password'));
  expect(await screen.findByRole('heading', { name: 'Forgot Password ?' })).toBeInTheDocument();
  expect(peekEarly('/api/profile')).toBeDefined();
});
