import { act } from 'react';
import { settle } from './render-app';

/** The open dialog (MUI renders it in a portal, outside the app's container). */
export const dialog = () => document.querySelector('[role="dialog"]');

/** A field of the open dialog by its name attribute. */
export const dialogField = (name: string) =>
  dialog()?.querySelector<HTMLInputElement>(
    `input[name="${name}"], select[name="${name}"], textarea[name="${name}"]`,
  ) ?? null;

/** A button of the open dialog by its text or its aria-label. */
export const dialogButton = (label: string) =>
  [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (each) => each.textContent?.trim() === label || each.getAttribute('aria-label') === label,
  ) ?? null;

/** Picks an option of a native select the way a user does (React hears the change event). */
export async function choose(select: Element | null | undefined, value: string): Promise<void> {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** Submits the open dialog's form as Enter in a field does, whatever its button looks like. */
export async function submitDialogForm(): Promise<void> {
  await act(async () => {
    dialog()
      ?.querySelector('form')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}
