import { modalClasses } from '@mui/material/Modal';
import { useId, useLayoutEffect, useState } from 'react';

/** The root of the modal on top (a dialog, the nav drawer, a menu): the last one not aria-hidden. */
function topOpenModal(): HTMLElement | null {
  const roots = [...document.body.getElementsByClassName(modalClasses.root)];
  const open = roots.findLast((root) => root.closest('[aria-hidden="true"]') === null);
  return open instanceof HTMLElement ? open : null;
}

/** Adds or removes `id` among the element's aria-owns ids, keeping any others. */
function setOwned(element: Element, id: string, owned: boolean): void {
  const ids = new Set(element.getAttribute('aria-owns')?.split(/\s+/).filter(Boolean));
  if (owned) ids.add(id);
  else ids.delete(id);
  if (ids.size) element.setAttribute('aria-owns', [...ids].join(' '));
  else element.removeAttribute('aria-owns');
}

/**
 * An element to render toasts into that assistive technology can always reach: inside `home` while
 * no modal is open, inside the open modal's root while one is.
 *
 * MUI's Modal (every Dialog) marks everything outside its root aria-hidden while it is open, so a
 * toast raised from a dialog (a failed save) would be shown but never announced. The host moves into
 * the top modal's root, beside the dialog rather than in it so it does not fade out with a closing
 * dialog, and the dialog, being aria-modal, claims it with aria-owns: screen readers that keep to an
 * aria-modal dialog's content then read the toast as the dialog's own. The host is moved, not
 * re-rendered, so a toast keeps its state (its timer, its transition) when a dialog opens or closes.
 */
export function useHostAboveModals(home: HTMLElement | null): HTMLElement {
  const id = useId();
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.id = id;
    return element;
  });

  useLayoutEffect(() => {
    if (!home) return;
    let owner: Element | null = null;

    const place = () => {
      const modal = topOpenModal();
      const parent = modal ?? home;
      if (host.parentElement !== parent) parent.appendChild(host);
      const dialog = modal?.querySelector('[aria-modal="true"]') ?? null;
      if (dialog === owner) return;
      if (owner) setOwned(owner, id, false);
      if (dialog) setOwned(dialog, id, true);
      owner = dialog;
    };

    place();
    // A modal's root is added to (and removed from) the body; MUI shows and hides the roots of
    // stacked modals with aria-hidden.
    const added = new MutationObserver(place);
    added.observe(document.body, { childList: true });
    const hidden = new MutationObserver(place);
    hidden.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      added.disconnect();
      hidden.disconnect();
      if (owner) setOwned(owner, id, false);
      host.remove();
    };
  }, [home, host, id]);

  return host;
}
