import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasterStore } from 'react-hot-toast/headless';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';
import { toastKit } from './toast-kit.ts';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-list.tsx';
import { Toaster } from './toaster.tsx';

function StoreProbe() {
  const { toasts } = useToasterStore();
  return <output data-testid="probe">{toasts.map((t) => `${t.visible ? 'visible' : 'dismissed'}`).join(',')}</output>;
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/** Drags the toast with a pointer from x=100 to x=100+dx. */
function swipe(element: HTMLElement, dx: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx / 2 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + dx });
}

describe('toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // First in the file: the toasts' code has not been fetched yet.
  it('shows a toast asked for before its code has loaded, once the code arrives', async () => {
    expect(toastKit.current()).toBeNull();
    render(<Toaster />);
    expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
    notify({ title: 'Early', description: 'before the code' });
    const status = await within(region()).findByRole('status');
    expect(status).toHaveTextContent('Early');
    expect(status).toHaveTextContent('before the code');
    expect(toastKit.current()).not.toBeNull();
  });
});

describe('toaster, its code loaded', () => {
  beforeAll(() => toastKit.load());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with a title and a description in a labelled region', () => {
    render(<Toaster />);
    act(() => void notify({ title: 'Copied!', description: 'Prompt copied to clipboard' }));

    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('Copied!');
    expect(status).toHaveTextContent('Prompt copied to clipboard');
    expect(status).not.toHaveClass('toast--destructive');
  });

  it('gives errors the destructive style', () => {
    render(<Toaster />);
    act(() => void notify({ title: 'Error', description: 'Failed to copy to clipboard.', variant: 'destructive' }));
    expect(within(region()).getByRole('alert')).toHaveClass('toast--destructive');
  });

  it('shows one toast at a time: a new one dismisses the older', () => {
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );
    act(() => void notify({ title: 'First', description: 'one' }));
    act(() => void notify({ title: 'Second', description: 'two' }));

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(within(region()).getAllByRole('status')).toHaveLength(1);
    expect(screen.getByTestId('probe')).toHaveTextContent(/^visible,dismissed$/);
  });

  it('hides after 5000 ms and removes a dismissed toast only after 1,000,000 ms', () => {
    vi.useFakeTimers();
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );
    act(() => void notify({ title: 'Hello', description: 'there' }));

    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(20));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('dismissed');

    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1000));
    expect(screen.getByTestId('probe')).toHaveTextContent('dismissed');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('probe')).toHaveTextContent(/^$/);
  });

  it('dismisses on a swipe right past 50 px, not on a shorter one', () => {
    render(<Toaster />);
    act(() => void notify({ title: 'Swipe me', description: 'please' }));
    const item = within(region()).getByRole('status');

    act(() => swipe(item, SWIPE_THRESHOLD_PX - 10));
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    act(() => swipe(item, SWIPE_THRESHOLD_PX + 10));
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('moves focus to the region with F8 and dismisses with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void notify({ title: 'Focus me', description: 'now' }));

    await user.keyboard('{F8}');
    expect(region()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });
});
