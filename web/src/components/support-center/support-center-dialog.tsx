import ChatIcon from '@mui/icons-material/ChatOutlined';
import EmailIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import VideoIcon from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messagingLimits, messagingMessages, type SupportContacts } from '@pickup/contracts/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { hrefFor } from '../../config/paths';
import { useTenantPrefix } from '../../lib/use-tenant';
import { InfoDialog } from '../dialogs/info-dialog';
import { ErrorState } from '../feedback/error-state';
import { LoadingState } from '../feedback/loading-state';
import { failureToast } from '../toast/failure-toast';
import { useToast } from '../toast/toast-context';
import { visuallyHidden } from '../visually-hidden';
import { emailHref, phoneHref, websiteHref } from './contact-ways';
import { useSendQuickMessageMutation, useSupportContactsQuery } from './support-api';

interface SupportCenterDialogProps {
  onClose: () => void;
  /**
   * Where the chat already shows (the chat page), choosing chat only closes the dialog; elsewhere
   * (the dashboard) it leads to the chat page.
   */
  onChooseChat?: () => void;
}

/**
 * The Support Center (customer spec, Support contact dialog): the ways to reach the business
 * (phone, video, chat) with its real contact details, its contacts for something urgent, and a
 * quick message box that opens a support ticket. Calls are the phone's own: nothing is simulated.
 */
export function SupportCenterDialog({ onClose, onChooseChat }: SupportCenterDialogProps) {
  const contacts = useSupportContactsQuery(undefined);
  return (
    <InfoDialog title="Support Center" maxWidth="md" onClose={onClose}>
      {contacts.isLoading ? (
        <LoadingState label="Loading the contact details" />
      ) : contacts.isError || !contacts.data ? (
        <ErrorState
          title="The contact details could not load"
          message="Please try again in a moment, or send a quick message below."
          onRetry={() => void contacts.refetch()}
        />
      ) : (
        <>
          <Channels contacts={contacts.data} onChooseChat={onChooseChat} />
          <EmergencyContacts contacts={contacts.data} />
        </>
      )}
      <QuickMessage />
    </InfoDialog>
  );
}

function Channels({ contacts, onChooseChat }: { contacts: SupportContacts; onChooseChat?: () => void }) {
  const tenant = useTenantPrefix();
  const { businessName, phone, email, website } = contacts;
  const chatAction = onChooseChat ? (
    <Button variant="outlined" onClick={onChooseChat}>
      Chat Now
    </Button>
  ) : (
    <Button variant="outlined" component={RouterLink} to={hrefFor('customerMessaging', tenant)}>
      Chat Now
    </Button>
  );

  return (
    <Box
      component="ul"
      aria-label="Ways to reach support"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
      }}
    >
      <Channel
        icon={<PhoneIcon />}
        title="Phone"
        description={
          phone ? `Call ${businessName} directly.` : `${businessName} has not listed a phone number.`
        }
        action={
          phone && (
            <Button variant="outlined" href={phoneHref(phone)}>
              Call {phone}
            </Button>
          )
        }
      />
      {email ? (
        <Channel
          icon={<VideoIcon />}
          title="Video"
          description="Video calls are arranged by e-mail: write to ask for a time that suits you both."
          action={
            <Button variant="outlined" href={emailHref(email, 'Video call request')}>
              Request a Video Call
            </Button>
          }
        />
      ) : (
        website && (
          <Channel
            icon={<VideoIcon />}
            title="Video"
            description={`Video calls are arranged through ${businessName}'s website.`}
            action={
              <Button
                variant="outlined"
                href={websiteHref(website)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Visit the Website
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </Button>
            }
          />
        )
      )}
      <Channel
        icon={<ChatIcon />}
        title="Chat"
        description="Write to support here; replies show in your chat."
        action={chatAction}
      />
    </Box>
  );
}

function Channel({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-channel={title}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
        <Box aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {description}
      </Typography>
      {action}
    </Box>
  );
}

function EmergencyContacts({ contacts }: { contacts: SupportContacts }) {
  const headingId = useId();
  const { businessName, phone, email } = contacts;
  const lines = [
    phone && { icon: <PhoneIcon />, label: phone, href: phoneHref(phone) },
    email && { icon: <EmailIcon />, label: email, href: emailHref(email) },
  ].filter((line) => line !== '');

  return (
    <Box component="section" aria-labelledby={headingId} data-emergency-contacts>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Emergency Contacts
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {businessName} has not listed a phone number or e-mail address yet: send a quick message below and
          it reaches their support team.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            For a missed pickup or anything that cannot wait, reach {businessName} directly:
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {lines.map(({ icon, label, href }) => (
              <Box component="li" key={href} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
                  {icon}
                </Box>
                <Link href={href} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {label}
                </Link>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The quick message box: a message to support that opens a ticket, ignored while empty after trimming. */
function QuickMessage() {
  const headingId = useId();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [send, { isLoading }] = useSendQuickMessageMutation();
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || isLoading) return;
    try {
      await send({ message: trimmed }).unwrap();
      setText('');
      toast({
        title: messagingMessages.messageSentTitle,
        message: messagingMessages.messageSentToSupport,
        severity: 'success',
      });
    } catch (error) {
      toast(failureToast(error, messagingMessages.sendFailed));
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Quick Message
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField
          label="Your message"
          name="message"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          helperText="It reaches the support team, who reply in your chat."
          slotProps={{ htmlInput: { maxLength: messagingLimits.messageLength } }}
        />
        <Box>
          <Button type="submit" variant="contained" disableElevation disabled={trimmed === '' || isLoading}>
            {isLoading ? 'Sending…' : 'Send Message'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
