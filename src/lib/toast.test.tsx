import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { createToastGroup } from '@/components/use-app-form';
import { toast } from './toast';

function renderHost() {
  return render(
    <Providers queryClient={createQueryClient()} env="test" initialUser={null}>
      <p>page</p>
    </Providers>,
  );
}

/** Advances fake time inside act, so React sees every timer's state change. */
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
/** Lets Mantine's exit transition (250 ms) finish after a toast is hidden. */
const finishExit = async () => {
  await advance(500);
  await advance(500);
};
/** The toast with `text` has left, its exit transition over. */
const gone = async (text: string) => {
  await finishExit();
  expect(screen.queryByText(text)).not.toBeInTheDocument();
};

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows at bottom-center with a dark surface and a 3000 ms progress bar', async () => {
    renderHost();
    act(() => void toast.success('Saved'));
    const item = screen.getByRole('status');
    expect(item).toHaveTextContent('Saved');
    // eslint-disable-next-line testing-library/no-node-access -- the position is set on Mantine's container
    expect(item.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
    expect(item.getAttribute('style')).toContain('background-color: var(--mantine-color-dark-7)');
    const bar = screen.getByTestId('toast-progress');
    expect(bar.style.getPropertyValue('--toast-duration')).toBe('3000ms');
    expect(bar).not.toHaveAttribute('data-paused');
  });

  test('closes itself after 3000 ms', async () => {
    renderHost();
    act(() => void toast.info('Bye soon'));
    await advance(2900);
    expect(screen.getByText('Bye soon')).toBeInTheDocument();
    await advance(100);
    await gone('Bye soon');
  });

  test('does not pause while hovered', async () => {
    renderHost();
    act(() => void toast.success('Hover me'));
    fireEvent.mouseEnter(screen.getByRole('status'));
    fireEvent.mouseOver(screen.getByText('Hover me'));
    await advance(3000);
    await gone('Hover me');
  });

  test('pauses while the window has lost focus, then runs out the rest', async () => {
    renderHost();
    act(() => void toast.error('Read me'));
    await advance(1000);
    fireEvent.blur(window);
    await advance(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Read me');
    expect(screen.getByTestId('toast-progress')).toHaveAttribute('data-paused');
    fireEvent.focus(window);
    expect(screen.getByTestId('toast-progress')).not.toHaveAttribute('data-paused');
    await advance(1900);
    expect(screen.getByText('Read me')).toBeInTheDocument();
    await advance(100);
    await gone('Read me');
  });

  test('closes on click', async () => {
    renderHost();
    act(() => void toast.success('Click me'));
    fireEvent.click(screen.getByText('Click me'));
    await gone('Click me');
  });

  test('has a labelled close button', async () => {
    renderHost();
    act(() => void toast.success('Closable'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await gone('Closable');
  });

  test('puts the newest on top', async () => {
    renderHost();
    act(() => {
      toast.info('First');
      toast.info('Second');
      toast.info('Third');
    });
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
  });

  test("a group's success closes its own earlier errors, not other toasts", async () => {
    renderHost();
    const form = createToastGroup();
    act(() => {
      toast.error('Someone else failed');
      form.error('Wrong old password');
      form.error('Still wrong');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    act(() => void form.success('Saved'));
    await gone('Wrong old password');
    expect(screen.queryByText('Still wrong')).not.toBeInTheDocument();
    expect(screen.getByText('Someone else failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
