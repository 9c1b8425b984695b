import { messagingMessages } from '@pickup/contracts/schemas';
import { failureToast } from '../toast/failure-toast';
import { useToast } from '../toast/toast-context';

/** A mutation's outcome as RTK Query's trigger resolves it. */
type SendOutcome = { error?: unknown };

/**
 * What a chat's send box calls: sends, then tells how it went with the spec's toasts ("Message Sent",
 * or the server's reason); resolves true once it is sent, so the box empties.
 */
export function useChatSend(
  send: (content: string) => PromiseLike<SendOutcome>,
  sentMessage?: string,
): (content: string) => Promise<boolean> {
  const { toast } = useToast();
  return async (content) => {
    const outcome = await send(content);
    if (outcome.error) {
      toast(failureToast(outcome.error, messagingMessages.sendFailed));
      return false;
    }
    toast({ title: messagingMessages.messageSentTitle, message: sentMessage, severity: 'success' });
    return true;
  };
}
