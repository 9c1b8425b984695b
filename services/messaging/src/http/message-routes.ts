import { messagingApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import {
  businessThread,
  conversationSummaries,
  customerThread,
  markRead,
  sendMessage,
} from '../domain/conversations';
import type { Messaging, ThreadPage } from '../domain/model';
import { speakerOf } from './context';
import { conversationView, messageView } from './views';

const threadView = ({ messages, hasMore }: ThreadPage) => ({ messages: messages.map(messageView), hasMore });

/** The chat: the owner's conversations and threads, a customer's own thread, sending and reading. */
export function messageRoutes(messaging: Messaging): Router {
  const router = Router();

  mountOperation(router, messagingApi.businessConversations, async ({ query }, req) => ({
    conversations: (await conversationSummaries(messaging, tenantOf(req), query)).map(conversationView),
  }));

  mountOperation(router, messagingApi.conversation, async ({ query: { customerId, ...page } }, req) =>
    threadView(await businessThread(messaging, tenantOf(req), customerId, page)),
  );

  mountOperation(router, messagingApi.userThread, async ({ params, query }, req) =>
    threadView(await customerThread(messaging, speakerOf(req), params.userId, query)),
  );

  mountOperation(router, messagingApi.sendMessage, async ({ body }, req, res) => {
    const message = await sendMessage(messaging, speakerOf(req), body);
    res.status(201);
    return { message: messageView(message) };
  });

  mountOperation(router, messagingApi.markRead, async ({ body }, req) => ({
    marked: await markRead(messaging, speakerOf(req), body),
  }));

  return router;
}
