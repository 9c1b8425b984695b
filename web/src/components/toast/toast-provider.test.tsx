import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useToast, type Toaster } from './toast-context';
import { ToastProvider } from './toast-provider';

let toaster: Toaster | undefined;
let root: Root | undefined;

function Probe() {
  const current = useToast();
  useEffect(() => {
    toaster = current;
  });
  return null;
}

/** Raises a toast (the toasts' lazily loaded view arrived as the provider mounted). */
async function show(options: Parameters<Toaster['toast']>[0]): Promise<void> {
  await act(async () => {
    toaster?.toast(options);
  });
}

function alerts(): string[] {
  return [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '');
}

beforeEach(async () => {
  jest.useFakeTimers();
  const container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    await import('./toast-region');
  });
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows title and message', async () => {
    await show({ title: 'Message Sent', message: 'Your message has been sent to support.' });
    expect(alerts()).toEqual(['Message SentYour message has been sent to support.']);
  });

  it('shows at most one at a time: the newest', async () => {
    await show({ title: 'Route Created' });
    await show({ title: 'Error', message: 'Failed to update route.', severity: 'error' });
    expect(alerts()).toEqual(['ErrorFailed to update route.']);
    expect(document.querySelector('[role="alert"]')?.className).toContain('colorError');
  });

  it('hides a toast after 5000 ms', async () => {
    await show({ title: 'Customer Added' });
    act(() => jest.advanceTimersByTime(4999));
    expect(alerts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(alerts()).toHaveLength(0);
  });

  it('closes on its close button', async () => {
    await show({ title: 'Driver Added' });
    const close = document.querySelector<HTMLButtonElement>('[role="alert"] button');
    act(() => close?.click());
    expect(alerts()).toHaveLength(0);
  });
});
