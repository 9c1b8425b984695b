import { act } from 'react';

/** A button of the page, dialogs included, by its accessible label (aria-label) or its text. */
export function button(label: string): HTMLButtonElement | null {
  return (
    [...document.body.querySelectorAll<HTMLButtonElement>('button')].find(
      (each) => each.getAttribute('aria-label') === label || each.textContent?.trim() === label,
    ) ?? null
  );
}

/** Clicks without waiting on real timers, for tests that run on Jest's fake clock. */
export function clickNow(element: Element | null): void {
  if (!element) throw new Error('nothing to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** Moves Jest's fake clock on, letting promises (mocked fetches) and renders run on the way. */
export async function advance(ms: number, step = 50): Promise<void> {
  for (let passed = 0; passed < ms; passed += step) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(step, ms - passed));
    });
  }
}
