import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from '../src/app/router';
import { createStore } from '../src/app/store';
import type { Role } from '@pickup/contracts/constants';
import { saveSession } from '../src/lib/session';
import { userOf } from './users';

export interface RenderedApp {
  container: HTMLElement;
  /** The router's current path with its query. */
  location: () => string;
  /** The id of the screen region shown. */
  screen: () => string | null;
  text: () => string;
  unmount: () => void;
}

export function signIn(role: Role): void {
  saveSession(`token-${role}`, userOf(role));
}

/** Mounts the whole app (store, router, providers) at a path, and lets pending requests settle. */
export async function renderApp(path: string): Promise<RenderedApp> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  await settle();
  return {
    container,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    screen: () => container.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
    text: () => document.body.textContent ?? '',
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Flushes promises (mocked fetches) and the renders they cause. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits (up to a second) until the condition holds, letting requests and renders run meanwhile. */
export async function waitFor(condition: () => boolean, what = 'condition', timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await settle();
  }
}

/** Types into a controlled input or textarea the way a user does (React hears the input event). */
export async function typeInto(element: Element | null, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement) && !(element instanceof HTMLTextAreaElement)) {
    throw new Error('nothing to type into');
  }
  const prototype =
    element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
  await settle();
}

/**
 * Clicks what `find` finds once it is there and enabled. A button trying again after a failure
 * keeps its pending label until React renders the outcome, which on a busy machine can come after
 * the failure's toast: a click at that moment would find nothing.
 */
export async function clickWhenReady(find: () => Element | null, timeoutMs = 3000): Promise<void> {
  const ready = () => {
    const element = find();
    return element !== null && !(element instanceof HTMLButtonElement && element.disabled);
  };
  await waitFor(ready, 'something to click', timeoutMs);
  await click(find());
}
