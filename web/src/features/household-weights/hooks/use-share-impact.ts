import { useToast } from '../../../components/toast/toast-context';
import { impactShareTitle } from '../utils/impact-share';

/** The browser's share sheet (navigator.share), where it has one. */
function hasShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

/** Whether the person closed the share sheet themselves: nothing failed. */
function closedByUser(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares the household's figures: through the browser's share sheet where it has one, else by
 * copying them to the clipboard, with a toast saying it was done or could not be.
 */
export function useShareImpact(text: string): { viaShareSheet: boolean; share: () => Promise<void> } {
  const { toast } = useToast();
  const viaShareSheet = hasShareSheet();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({
        title: 'Copied to clipboard',
        message: 'Paste your impact wherever you like.',
        severity: 'success',
      });
    } catch {
      toast({
        title: 'Could not copy',
        message: 'Your browser did not allow it: select the figures on the card and copy them instead.',
        severity: 'error',
      });
    }
  };

  const share = async () => {
    if (!viaShareSheet) return copy();
    try {
      await navigator.share({ title: impactShareTitle, text });
    } catch (error) {
      if (!closedByUser(error)) await copy();
    }
  };

  return { viaShareSheet, share };
}
