import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { button } from '../../../test/clicks';
import { dialog, dialogButton } from '../../../test/dialog-queries';
import { click, settle, waitFor } from '../../../test/render-app';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

const failure = { title: 'Error', message: 'Failed to update preferences.', severity: 'error' } as const;

/** A screen with a dialog that fails to save (the dialog stays), saves and closes, or asks first. */
function Screen({ closing }: { closing: 'unmount' | 'transition' }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = () => setOpen(false);
  const saved = () => {
    toast({ title: 'Preferences Updated', severity: 'success' });
    close();
  };
  const preferences = (
    <Dialog open={open} onClose={close} aria-labelledby="preferences-title">
      <DialogTitle id="preferences-title">Update Preferences</DialogTitle>
      <DialogActions>
        <Button onClick={() => toast(failure)}>Save and fail</Button>
        <Button onClick={saved}>Save</Button>
        <Button onClick={() => setConfirming(true)}>Resume</Button>
      </DialogActions>
    </Dialog>
  );
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Update Preferences</Button>
      {closing === 'transition' || open ? preferences : null}
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="resume-title">
          <DialogTitle id="resume-title">Resume Service</DialogTitle>
          <DialogActions>
            <Button onClick={() => toast(failure)}>Resume now</Button>
          </DialogActions>
        </Dialog>
      )}
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement;

async function render(closing: 'unmount' | 'transition' = 'unmount'): Promise<void> {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <ToastProvider>
        <Screen closing={closing} />
      </ToastProvider>,
    );
    await import('./toast-region');
  });
  await settle();
}

const toast = () => document.querySelector<HTMLElement>('[aria-live="polite"] [role="alert"]');
const region = () => toast()?.closest<HTMLElement>('[aria-live="polite"]') ?? null;
const hiddenAncestor = (element: Element | null) => element?.closest('[aria-hidden="true"]') ?? null;
const modalRootOf = (element: Element | null) => element?.closest('.MuiModal-root') ?? null;
/** The ids the element claims with aria-owns. */
const owned = (element: Element | null) => element?.getAttribute('aria-owns')?.split(' ') ?? [];

async function openPreferences(): Promise<void> {
  await click(button('Update Preferences'));
  await waitFor(() => dialog() !== null, 'the dialog');
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a toast raised while a dialog is open', () => {
  it('is announced: an alert under no aria-hidden ancestor, owned by the dialog', async () => {
    await render();
    await openPreferences();
    // The dialog hides the rest of the page from assistive technology, the app's own root included.
    expect(hiddenAncestor(container)).toBe(container);

    await click(dialogButton('Save and fail'));
    expect(toast()?.textContent).toBe('ErrorFailed to update preferences.');
    expect(toast()?.getAttribute('role')).toBe('alert');
    expect(hiddenAncestor(toast())).toBeNull();
    const host = region()?.parentElement;
    expect(owned(dialog())).toContain(host?.id);
  });

  it('shows above the backdrop, beside the dialog, and leaves the focus in the dialog', async () => {
    await render();
    await openPreferences();
    const save = dialogButton('Save and fail');
    act(() => save?.focus());
    await click(save);
    expect(modalRootOf(region())).toBe(modalRootOf(dialog()));
    expect(dialog()?.contains(region() ?? null)).toBe(false);
    expect(getComputedStyle(region() as HTMLElement).position).toBe('fixed');
    expect(Number(getComputedStyle(region() as HTMLElement).zIndex)).toBeGreaterThan(
      Number(getComputedStyle(modalRootOf(dialog()) as HTMLElement).zIndex),
    );
    expect(document.activeElement).toBe(save);
  });

  it('is in the top dialog when one is open over another', async () => {
    await render();
    await openPreferences();
    await click(dialogButton('Resume'));
    const resume = [...document.querySelectorAll('[role="dialog"]')].at(-1) ?? null;
    expect(resume?.textContent).toContain('Resume Service');
    await click(button('Resume now'));
    expect(hiddenAncestor(toast())).toBeNull();
    expect(modalRootOf(toast())).toBe(modalRootOf(resume));
    expect(owned(resume)).toContain(region()?.parentElement?.id);
    expect(owned(document.querySelector('[role="dialog"]'))).toEqual([]);
  });

  it('stays on screen, the same toast, back in the page when the dialog closes at once', async () => {
    await render('unmount');
    await openPreferences();
    await click(dialogButton('Save'));
    expect(dialog()).toBeNull();
    expect(toast()?.textContent).toBe('Preferences Updated');
    expect(container.contains(toast())).toBe(true);
    expect(hiddenAncestor(toast())).toBeNull();
  });

  it('keeps its state when a dialog closes with its transition', async () => {
    await render('transition');
    await openPreferences();
    await click(dialogButton('Save and fail'));
    const raised = toast();
    await act(async () => {
      document.querySelector<HTMLElement>('.MuiBackdrop-root')?.click();
    });
    await waitFor(() => container.contains(toast()), 'the toast back in the page');
    expect(toast()).toBe(raised);
    expect(hiddenAncestor(toast())).toBeNull();
    expect(document.querySelector('[aria-owns]')).toBeNull();
  });
});

describe('with no dialog open', () => {
  it('shows toasts in the page, where they have always been', async () => {
    await render();
    await click(button('Update Preferences'));
    await click(dialogButton('Save'));
    await settle();
    expect(container.contains(region())).toBe(true);
    expect(document.querySelector('.MuiModal-root')).toBeNull();
  });
});
