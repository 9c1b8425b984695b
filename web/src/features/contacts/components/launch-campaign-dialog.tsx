import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { contactsMessages, type ContactList, type LaunchCampaignResult } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { FactList } from '../../../components/data/fact-list';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { SelectField } from '../../../components/form/select-field';
import { StatusChip } from '../../../components/status-chip';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useCampaignsQuery, useCreateLaunchCampaignMutation } from '../api/contacts-api';
import { addressesCount, campaignStatusLooks, contactsCount, contactsWords } from '../utils/words';
import { CampaignProgress, campaignCounts } from './campaign-progress';

const everyList = 'all';

/** Whom the campaign reaches, in words: the confirmation's sentence and the send button's count. */
function reach(lists: readonly ContactList[], listId: string) {
  const list = lists.find((each) => each.id === listId);
  if (list) {
    return {
      total: list.contactCount,
      button: `Send to ${addressesCount(list.contactCount)}`,
      sentence: `The launch e-mail goes to the ${contactsCount(list.contactCount)} of ${list.name}.`,
    };
  }
  const total = lists.reduce((sum, each) => sum + each.contactCount, 0);
  // An address in two lists is written to once, so the lists' counts added up are the most it reaches.
  return lists.length === 1
    ? {
        total,
        button: `Send to ${addressesCount(total)}`,
        sentence: `The launch e-mail goes to the ${contactsCount(total)} of your list.`,
      }
    : {
        total,
        button: `Send to up to ${addressesCount(total)}`,
        sentence: `The launch e-mail goes to every address in your ${lists.length} lists, each once: at most ${addressesCount(total)}.`,
      };
}

interface LaunchCampaignDialogProps {
  lists: readonly ContactList[];
  /** The list it opens on; every list when null. */
  initialListId: string | null;
  onClose: () => void;
}

/**
 * Create Launch Campaign (business spec §2.15): for a chosen list or every list, confirmed with how
 * many addresses it will reach; then its result, followed while it is still sending.
 */
export function LaunchCampaignDialog({ lists, initialListId, onClose }: LaunchCampaignDialogProps) {
  const [listId, setListId] = useState(initialListId ?? everyList);
  const [result, setResult] = useState<LaunchCampaignResult | null>(null);
  const [launch, { isLoading }] = useCreateLaunchCampaignMutation();
  const { toast } = useToast();

  if (result) return <CampaignResultDialog result={result} onClose={onClose} />;

  const { total, button, sentence } = reach(lists, listId);
  const options = [
    { value: everyList, label: 'All lists' },
    ...lists.map((list) => ({ value: list.id, label: `${list.name} (${contactsCount(list.contactCount)})` })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || total === 0) return;
    const answer = await launch(listId === everyList ? {} : { listId });
    if (answer.error) {
      toast(failureToast(answer.error, contactsMessages.launchFailed));
      return;
    }
    const campaign = answer.data;
    setResult(campaign);
    toast(
      campaign.status === 'sent'
        ? {
            title: contactsWords.campaignSentTitle,
            message: `${campaignCounts(campaign)}.`,
            severity: 'success',
          }
        : {
            title: contactsWords.campaignSendingTitle,
            message: `${campaign.sent.toLocaleString('en-US')} of ${addressesCount(campaign.recipients)} sent so far.`,
            severity: 'info',
          },
    );
  };

  return (
    <FormDialog
      open
      title="Create Launch Campaign"
      onSubmit={(event) => void submit(event)}
      submitLabel={button}
      pendingLabel="Sending…"
      isLoading={isLoading}
      submitDisabled={total === 0}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        An e-mail in your business’s name saying that you now take sign-ups online, with a button to your page
        and a link to unsubscribe.
      </Typography>
      <SelectField
        label="Send To"
        name="listId"
        value={listId}
        onChange={setListId}
        error={undefined}
        options={options}
      />
      {total === 0 ? (
        <Alert severity="info">{contactsMessages.noRecipients}</Alert>
      ) : (
        <Alert severity="info" data-campaign-reach>
          {sentence} Anyone who unsubscribed is skipped.
        </Alert>
      )}
    </FormDialog>
  );
}

/** The campaign's result: its counts as the call answered, then as the campaigns list follows it. */
function CampaignResultDialog({ result, onClose }: { result: LaunchCampaignResult; onClose: () => void }) {
  const followed = useCampaignsQuery(undefined).data?.campaigns.find((each) => each.id === result.campaignId);
  const campaign = followed ?? { ...result, id: result.campaignId };
  const look = campaignStatusLooks[campaign.status];
  const sending = campaign.status === 'sending';
  return (
    <InfoDialog
      title={
        <>
          {sending ? contactsWords.campaignSendingTitle : contactsWords.campaignSentTitle}
          <StatusChip label={look.label} tone={look.tone} />
        </>
      }
      onClose={onClose}
    >
      {sending && (
        <>
          <Typography>
            The e-mails are still going out. You may close this: the campaign goes on, and Launch Campaigns
            shows its progress until it has been sent.
          </Typography>
          <CampaignProgress campaign={campaign} label="Launch campaign" />
        </>
      )}
      <FactList
        label="The campaign’s counts"
        facts={[
          { label: 'Addresses', value: campaign.recipients.toLocaleString('en-US') },
          { label: 'Sent', value: campaign.sent.toLocaleString('en-US') },
          {
            label: 'Failed',
            value: `${campaign.failed.toLocaleString('en-US')} (the mail server refused them)`,
          },
          { label: 'Skipped', value: `${campaign.skipped.toLocaleString('en-US')} (unsubscribed)` },
        ]}
      />
    </InfoDialog>
  );
}
