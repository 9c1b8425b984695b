import type {
  CampaignsResult,
  ContactListResult,
  ContactListsResult,
  ContactsResult,
  CreateContactListBody,
  CreateLaunchCampaignBody,
  ImportContactsBody,
  ImportContactsResult,
  LaunchCampaignResult,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const lists = { type: 'ContactList', id: 'LIST' } as const;
const campaigns = { type: 'ContactList', id: 'CAMPAIGNS' } as const;
const listTag = (listId: string) => ({ type: 'ContactList' as const, id: listId });

/**
 * What an import changed: the lists (their counts) and the list's contacts. An import of a file is
 * many calls; the screen refreshes these once the last one answered, not after each.
 */
export const importedInto = (listId: string) => [lists, listTag(listId)];

/**
 * The owner's contact lists and the launch campaign (messaging service): the lists with their
 * counts, a list's contacts a page at a time, creating a list, importing contacts into one, and
 * the launch campaign with the campaigns' progress. Campaigns share the ContactList tag type,
 * under an id of their own.
 */
export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactLists: build.query<ContactListsResult, undefined>({
      query: () => '/api/contact-lists',
      providesTags: [lists],
    }),
    createContactList: build.mutation<ContactListResult, CreateContactListBody>({
      query: (body) => ({ url: '/api/contact-lists', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [lists]),
    }),
    listContacts: build.query<ContactsResult, { listId: string; page: number; search: string }>({
      query: ({ listId, page, search }) => ({
        url: `/api/contact-lists/${encodeURIComponent(listId)}/contacts`,
        params: { page, search: search || undefined },
      }),
      providesTags: (_result, _error, { listId }) => [listTag(listId)],
    }),
    importContacts: build.mutation<ImportContactsResult, { listId: string; body: ImportContactsBody }>({
      query: ({ listId, body }) => ({
        url: `/api/contact-lists/${encodeURIComponent(listId)}/import`,
        method: 'POST',
        body,
      }),
    }),
    campaigns: build.query<CampaignsResult, undefined>({
      query: () => '/api/email-campaigns',
      providesTags: [campaigns],
    }),
    createLaunchCampaign: build.mutation<LaunchCampaignResult, CreateLaunchCampaignBody>({
      query: (body) => ({ url: '/api/email-campaigns/create-launch', method: 'POST', body }),
      // A call lost on the way (a timeout) may still have started the campaign: the campaigns are
      // asked again whatever the answer.
      invalidatesTags: [campaigns],
    }),
  }),
});

export const {
  useContactListsQuery,
  useCreateContactListMutation,
  useListContactsQuery,
  useImportContactsMutation,
  useCampaignsQuery,
  useCreateLaunchCampaignMutation,
} = contactsApi;
