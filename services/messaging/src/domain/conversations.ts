import {
  type ConversationsQuery,
  type EventActor,
  type MarkReadBody,
  messagingMessages,
  type SendMessageBody,
  supportReceiver,
  type ThreadQuery,
  type TicketStatus,
} from '@pickup/contracts';
import { badRequest, notFound } from '@pickup/kit';
import type { ConversationRecord, Household, MessageRecord, Messaging, ThreadPage } from './model';
import { fullName } from './owners';
import { writeMessage } from './threads';

/**
 * The chat between a business and each of its households: one thread per household, the
 * business writing as itself, a household to its support.
 */

/** The signed-in user: an owner speaks for the business, a customer for their household. */
export interface Speaker {
  tenantId: string;
  userId: string;
  role: 'owner' | 'customer';
  actor: EventActor;
}

/** How the business signs when its name is not known yet. */
export const unnamedBusiness = 'Support';

const conversationNotFound = () => notFound(messagingMessages.conversationNotFound);

/** The household of a signed-in customer. */
export async function householdOfCustomer(
  messaging: Messaging,
  tenantId: string,
  userId: string,
): Promise<Household> {
  const household = await messaging.households.findByUserId(tenantId, userId);
  if (!household) throw conversationNotFound();
  return household;
}

/** The business's household: another business's, or none, is not found. */
async function householdOfBusiness(
  messaging: Messaging,
  tenantId: string,
  customerId: string,
): Promise<Household> {
  const household = await messaging.households.find(tenantId, customerId);
  if (!household) throw conversationNotFound();
  return household;
}

/** The name the business signs with. */
export async function businessNameOf(messaging: Messaging, tenantId: string): Promise<string> {
  return (await messaging.businesses.find(tenantId))?.businessName ?? unnamedBusiness;
}

/** A household's name as messages and tickets show it: their name, else their e-mail. */
export const householdName = (household: Household): string => fullName(household) || household.email;

/** An owner writes to one of the business's households; a customer writes to support. */
export async function sendMessage(
  messaging: Messaging,
  speaker: Speaker,
  { receiverId, content }: SendMessageBody,
): Promise<MessageRecord> {
  const { tenantId, userId, actor } = speaker;
  if (speaker.role === 'owner') {
    if (receiverId === supportReceiver) throw badRequest(messagingMessages.customerRequired);
    const household = await householdOfBusiness(messaging, tenantId, receiverId);
    const written = await writeMessage(
      messaging,
      {
        tenantId,
        household,
        senderId: userId,
        senderType: 'business',
        senderName: await businessNameOf(messaging, tenantId),
        receiverId: household.customerId,
        content,
      },
      actor,
    );
    return written.message;
  }
  // A customer writes only into their own thread, to its support.
  if (receiverId !== supportReceiver) throw conversationNotFound();
  const household = await householdOfCustomer(messaging, tenantId, userId);
  const written = await writeMessage(
    messaging,
    {
      tenantId,
      household,
      senderId: userId,
      senderType: 'customer',
      senderName: householdName(household),
      receiverId: supportReceiver,
      content,
    },
    actor,
  );
  return written.message;
}

/** An owner reads a household's thread. */
export async function businessThread(
  messaging: Messaging,
  tenantId: string,
  customerId: string | undefined,
  { before, limit }: ThreadQuery,
): Promise<ThreadPage> {
  if (!customerId) throw badRequest(messagingMessages.customerRequired);
  await householdOfBusiness(messaging, tenantId, customerId);
  return messaging.messages.thread(tenantId, customerId, { ...(before ? { before } : {}), limit });
}

/** A customer reads their own thread; another user's id is not found. */
export async function customerThread(
  messaging: Messaging,
  speaker: Speaker,
  userId: string,
  { before, limit }: ThreadQuery,
): Promise<ThreadPage> {
  if (userId !== speaker.userId) throw conversationNotFound();
  const household = await householdOfCustomer(messaging, speaker.tenantId, userId);
  return messaging.messages.thread(speaker.tenantId, household.customerId, {
    ...(before ? { before } : {}),
    limit,
  });
}

/** The reader has seen the thread: the messages written to them in it are read. */
export async function markRead(
  messaging: Messaging,
  speaker: Speaker,
  { customerId }: MarkReadBody,
): Promise<number> {
  const { tenantId } = speaker;
  if (speaker.role === 'owner') {
    if (!customerId) throw badRequest(messagingMessages.customerRequired);
    await householdOfBusiness(messaging, tenantId, customerId);
    return messaging.messages.markRead(tenantId, customerId, ['customer']);
  }
  const household = await householdOfCustomer(messaging, tenantId, speaker.userId);
  if (customerId && customerId !== household.customerId) throw conversationNotFound();
  return messaging.messages.markRead(tenantId, household.customerId, ['business', 'driver']);
}

export interface ConversationSummary {
  household: Household;
  conversation: ConversationRecord;
  unreadCount: number;
  status: TicketStatus;
}

const matches = (household: Household, words: string[]) => {
  const text = `${fullName(household)} ${household.email}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The business's conversations, latest first: every household it has messages with (a deleted
 * one drops out), searched by name or e-mail, with what it has not read and its support state.
 */
export async function conversationSummaries(
  messaging: Messaging,
  tenantId: string,
  { search }: ConversationsQuery,
): Promise<ConversationSummary[]> {
  const conversations = await messaging.conversations.list(tenantId);
  const customerIds = conversations.map((conversation) => conversation.customerId);
  const [households, unread, statuses] = await Promise.all([
    messaging.households.findMany(tenantId, customerIds),
    messaging.messages.unreadFromCustomers(tenantId),
    messaging.tickets.activeStatusOf(tenantId, customerIds),
  ]);
  const byId = new Map(households.map((household) => [household.customerId, household]));
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return conversations.flatMap((conversation) => {
    const household = byId.get(conversation.customerId);
    if (!household || !matches(household, words)) return [];
    return [
      {
        household,
        conversation,
        unreadCount: unread.get(conversation.customerId) ?? 0,
        status: statuses.get(conversation.customerId) ?? 'resolved',
      },
    ];
  });
}
