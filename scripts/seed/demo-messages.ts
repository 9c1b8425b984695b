// The demo business's conversations and contacts, made through the gateway as the screens make
// them: the demo customer's chat with support (a question and its answer), a quick message that
// opened a ticket still waiting for the owner, a neighbour's question from the public support page,
// and a contact list of farmers' market sign-ups ready for the launch campaign. Idempotent: a
// business whose demo customer has any message, or that has any contact list, keeps what it has.
import {
  contactListResult,
  contactListsResult,
  contactsApi,
  importContactsResult,
  messagingApi,
  sentMessageResult,
  supportRequestResult,
  thread,
  ticketResult,
} from '@pickup/contracts';
import type { CustomerSession } from './demo-customer-login';
import { expectAnswer, type GatewayClient } from './gateway-client';

async function addConversation(
  api: GatewayClient,
  ownerToken: string,
  customer: CustomerSession,
): Promise<boolean> {
  const answer = await api.callUntil(
    messagingApi.userThread,
    { token: customer.token, params: { userId: customer.userId }, query: {} },
    // Messaging hears of the household by event: its thread is not found until then.
    (pending) => pending.status === 404,
  );
  if (answer.status === 404) {
    // A database from before messaging kept households' logins learns the demo customer's at its
    // next change; until then there is no thread to write in.
    process.stdout.write(
      "  Messaging does not know the demo customer's login yet: its conversation is left out.\n",
    );
    return false;
  }
  const own = expectAnswer(answer, 200, thread, "reading the demo customer's messages");
  if (own.messages.length > 0) return false;

  const send = async (token: string, receiverId: string, content: string) =>
    expectAnswer(
      await api.call(messagingApi.sendMessage, { token, body: { receiverId, content } }),
      201,
      sentMessageResult,
      'sending a demo message',
    ).message;
  const question = await send(
    customer.token,
    'support',
    'Hi! Could you take a second bucket this week? We had a party and it is full already.',
  );
  await send(
    ownerToken,
    question.customerId ?? '',
    'Happy to help! Leave both buckets at the curb on Thursday morning and the driver will take them.',
  );
  await send(customer.token, 'support', 'Wonderful, thank you!');
  expectAnswer(
    await api.call(messagingApi.quickMessage, {
      token: customer.token,
      body: { message: 'The lid of my bucket cracked in the cold. Could the driver bring a new one?' },
    }),
    201,
    ticketResult,
    'sending a demo quick message',
  );
  return true;
}

async function addSupportRequest(api: GatewayClient, slug: string): Promise<void> {
  expectAnswer(
    await api.call(messagingApi.supportRequest, {
      business: slug,
      body: {
        name: 'Jamie Rivera',
        email: 'jamie.rivera@example.com',
        message: 'Do you pick up in Orono? I would love to start in January.',
      },
    }),
    201,
    supportRequestResult,
    'sending a demo support request',
  );
}

const marketSignUps = [
  { email: 'alex.morgan@example.com', firstName: 'Alex', lastName: 'Morgan', phone: '207-555-0141' },
  { email: 'sam.okafor@example.com', firstName: 'Sam', lastName: 'Okafor', phone: '' },
  { email: 'priya.shah@example.com', firstName: 'Priya', lastName: 'Shah', phone: '207-555-0177' },
  { email: 'ben.leclair@example.com', firstName: 'Ben', lastName: 'Leclair', phone: '' },
  { email: 'mei.tanaka@example.com', firstName: 'Mei', lastName: 'Tanaka', phone: '207-555-0123' },
  { email: 'rosa.diaz@example.com', firstName: 'Rosa', lastName: 'Diaz', phone: '' },
];

async function addContactList(api: GatewayClient, token: string): Promise<boolean> {
  const { lists } = expectAnswer(
    await api.call(contactsApi.listContactLists, { token }),
    200,
    contactListsResult,
    'listing contact lists',
  );
  if (lists.length > 0) return false;
  const { list } = expectAnswer(
    await api.call(contactsApi.createContactList, {
      token,
      body: { name: "Farmers' market sign-ups", description: 'Left their e-mail at our stand this autumn' },
    }),
    201,
    contactListResult,
    'creating a demo contact list',
  );
  expectAnswer(
    await api.call(contactsApi.importContacts, {
      token,
      params: { listId: list.id },
      body: { contacts: marketSignUps, source: 'manual' },
    }),
    200,
    importContactsResult,
    'importing demo contacts',
  );
  return true;
}

/** What it made, in words for the seed's report. */
export async function addDemoMessages(
  api: GatewayClient,
  ownerToken: string,
  slug: string,
  customer: CustomerSession | null,
): Promise<string[]> {
  const made: string[] = [];
  if (customer && (await addConversation(api, ownerToken, customer))) {
    await addSupportRequest(api, slug);
    made.push('a support conversation and two open tickets');
  }
  if (await addContactList(api, ownerToken)) made.push(`a contact list of ${marketSignUps.length} sign-ups`);
  return made;
}
