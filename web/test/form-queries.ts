import type { RenderedApp } from './render-app';

/** The input of a form field by its name attribute. */
export function input(app: RenderedApp, name: string): HTMLInputElement | null {
  return app.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

export function submitButton(app: RenderedApp): HTMLButtonElement | null {
  return app.container.querySelector<HTMLButtonElement>('form button[type="submit"]');
}

/**
 * The toast shown (title and message), or null. While a dialog is open the toasts sit in its modal
 * root, outside the app's container (components/toast/use-host-above-modals.ts).
 */
export function toastText(app: RenderedApp): string | null {
  return (
    app.container.ownerDocument.querySelector('[aria-live="polite"] [role="alert"]')?.textContent ?? null
  );
}

/** The messages under the fields (MUI helper texts). */
export function fieldErrors(app: RenderedApp): string[] {
  return [...app.container.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map(
    (el) => el.textContent ?? '',
  );
}

/** Text of the alerts inside the card (not toasts). */
export function cardAlerts(app: RenderedApp): string[] {
  return [...app.container.querySelectorAll('section .MuiAlert-root')].map((el) => el.textContent ?? '');
}

export function linkTo(app: RenderedApp, href: string): HTMLAnchorElement | null {
  return app.container.querySelector<HTMLAnchorElement>(`section a[href="${href}"]`);
}
