import type { ConversationSummary, Message } from '@pickup/contracts/schemas';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useStore } from 'react-redux';
import { useLiveMessage, useLiveReconnect } from '../../../lib/live-connection';
import { mergeMessages } from '../../../lib/live-messages';
import { messagesApi } from '../api/messages-api';

/** The part of the store this hook reads: the one API's cache. */
type ApiState = Parameters<typeof messagesApi.util.selectCachedArgsForQuery>[0];

const conversations = { type: 'Conversation', id: 'LIST' } as const;

/**
 * New messages arrive live (business spec §7, the /ws socket's `new_message`): the customer's
 * thread takes the message if it is loaded, and the conversation moves to the top with its last
 * message and, for a customer's, one more unread (which the open conversation reads at once). A
 * customer writing for the first time, or a reconnection after missed events, reloads the list.
 */
export function useLiveConversations(): void {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();
  const store = useStore<ApiState>();

  const receive = (message: Message) => {
    const { customerId } = message;
    // A visitor's ticket from the public page is no household's conversation.
    if (customerId === null) return;
    dispatch(
      messagesApi.util.updateQueryData('conversationThread', { customerId }, (thread) => {
        thread.messages = mergeMessages(thread.messages, [message]);
      }),
    );
    let listed = true;
    for (const search of messagesApi.util.selectCachedArgsForQuery(
      store.getState(),
      'businessConversations',
    )) {
      dispatch(
        messagesApi.util.updateQueryData('businessConversations', search, (list) => {
          const index = list.findIndex((each) => each.id === customerId);
          const conversation = list[index];
          if (!conversation) {
            if (search === '') listed = false;
            return;
          }
          if (isShownIn(conversation, message)) return;
          list.splice(index, 1);
          list.unshift({
            ...conversation,
            lastMessage: message.content,
            lastMessageTime: message.createdAt,
            unreadCount: conversation.unreadCount + (isFromCustomer(message) ? 1 : 0),
          });
        }),
      );
    }
    if (!listed) dispatch(messagesApi.util.invalidateTags([conversations]));
  };

  useLiveMessage(receive);

  useLiveReconnect(() => dispatch(messagesApi.util.invalidateTags([conversations, 'Message'])));
}

/** The conversation already shows the message, or a later one. */
function isShownIn(conversation: ConversationSummary, message: Message): boolean {
  const { lastMessageTime: time, lastMessage } = conversation;
  if (time === null) return false;
  return time > message.createdAt || (time === message.createdAt && lastMessage === message.content);
}

function isFromCustomer(message: Message): boolean {
  return message.senderType === 'customer';
}
