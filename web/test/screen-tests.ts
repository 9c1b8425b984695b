import { input, submitButton } from './form-queries';
import { renderApp, typeInto, waitFor, type RenderedApp } from './render-app';

/** Ready once the screen shows its form. */
export const hasForm = (rendered: RenderedApp): boolean => submitButton(rendered) !== null;

export type OpenScreen = (
  path: string,
  ready?: (rendered: RenderedApp) => boolean,
  what?: string,
) => Promise<RenderedApp>;

/**
 * The set-up of a file of screen tests: every test starts with an empty localStorage and ends with
 * the app unmounted. Returns `open`, which mounts the app at a path and waits until the screen is
 * ready (by default, until its form shows).
 */
export function screenTests(): OpenScreen {
  let app: RenderedApp | undefined;
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    app?.unmount();
    app = undefined;
  });
  return async (path, ready = hasForm, what = `the screen at ${path}`) => {
    const rendered = await renderApp(path);
    app = rendered;
    await waitFor(() => ready(rendered), what);
    return rendered;
  };
}

/** Types each value into the input of that name. */
export async function fill(rendered: RenderedApp, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await typeInto(input(rendered, name), value);
}
