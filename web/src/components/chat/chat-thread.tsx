import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Message } from '@pickup/contracts/schemas';
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { BusinessTimeZoneContext } from '../../lib/business-day';
import { groupByDay, messageAge } from './message-days';
import { messageTime } from './message-time';
import { useNow } from './use-now';

/** One message as a thread shows it. */
export interface ChatEntry {
  id: string;
  content: string;
  createdAt: string;
  /** Written by the reader's side: drawn on the right, in the primary colour. */
  mine: boolean;
  /** Who wrote it, as the reader knows them ("You", "Robin Lee", "Support"). */
  author: string;
}

/** A message as the business's side reads it: its own on the right as You, the customer's by name. */
export function businessEntry(message: Message): ChatEntry {
  const mine = message.senderType === 'business';
  return {
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    mine,
    author: mine ? 'You' : message.senderName,
  };
}

interface ChatThreadProps {
  /** Names the thread for assistive technology ("Conversation with Robin Lee"). */
  label: string;
  /** Oldest first. */
  entries: readonly ChatEntry[];
  /** Above the oldest message: a way to load earlier ones. */
  before?: ReactNode;
  /** Shown in place of the messages when there are none. */
  empty?: ReactNode;
  /**
   * The customer's chat (customer spec §5, §9): the messages under Today, Yesterday or their date,
   * each with its author above it and how long ago it was written below. Otherwise each message has
   * its author and its time below it.
   */
  byDay?: boolean;
}

/**
 * A conversation's messages, oldest first: the reader's side on the right in the primary colour,
 * the other side on the left, on the business's clock. It scrolls on its own and follows the newest
 * message; loading earlier ones keeps the reader where they were.
 */
export function ChatThread({ label, entries, before, empty, byDay = false }: ChatThreadProps) {
  const timeZone = useContext(BusinessTimeZoneContext);
  // Renewed every minute, so "5 minutes ago" and "today" move on while the thread is open.
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0 });
  const first = entries[0]?.id ?? '';
  const last = entries.at(-1)?.id ?? '';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = seen.current;
    if (last !== previous.last) element.scrollTop = element.scrollHeight;
    else if (first !== previous.first) element.scrollTop += element.scrollHeight - previous.height;
    seen.current = { first, last, height: element.scrollHeight };
  }, [first, last]);

  const list = (items: readonly ChatEntry[]) => (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((entry) => (
        <ChatMessage
          key={entry.id}
          entry={entry}
          authorAbove={byDay}
          when={
            byDay ? messageAge(entry.createdAt, timeZone, now) : messageTime(entry.createdAt, timeZone, now)
          }
        />
      ))}
    </Box>
  );

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={label}
      // Focusable, so a keyboard can scroll a long thread.
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
    >
      {before && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{before}</Box>}
      {entries.length === 0 && empty}
      {byDay
        ? groupByDay(entries, timeZone, now).map((day) => (
            <Box component="section" key={day.day} data-day={day.label} aria-label={day.label} sx={{ mb: 2 }}>
              <Typography
                component="h3"
                variant="caption"
                sx={{
                  display: 'block',
                  textAlign: 'center',
                  color: 'text.secondary',
                  fontWeight: 700,
                  my: 1.5,
                }}
              >
                {day.label}
              </Typography>
              {list(day.messages)}
            </Box>
          ))
        : list(entries)}
    </Box>
  );
}

interface ChatMessageProps {
  entry: ChatEntry;
  authorAbove: boolean;
  /** When it was written, as the thread tells it. */
  when: string;
}

function ChatMessage({ entry, authorAbove, when }: ChatMessageProps) {
  const { mine } = entry;
  return (
    <Box
      component="li"
      data-message={entry.id}
      data-side={mine ? 'mine' : 'theirs'}
      data-sender={entry.author}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      {authorAbove && (
        <Typography variant="caption" sx={{ fontWeight: 700, px: 0.5, mb: 0.25 }}>
          {entry.author}
        </Typography>
      )}
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.75,
          py: 1,
          borderRadius: 2.5,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {entry.content}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, px: 0.5 }}>
        {!authorAbove && `${entry.author} · `}
        <time dateTime={entry.createdAt}>{when}</time>
      </Typography>
    </Box>
  );
}

interface EarlierMessagesProps {
  loading: boolean;
  /** The last try failed: said under the button, which tries again. */
  failed: boolean;
  onLoad: () => void;
}

/** Above a thread's oldest message: "Load earlier messages", and a word when they could not load. */
export function EarlierMessages({ loading, failed, onLoad }: EarlierMessagesProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      <Button size="small" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading…' : 'Load earlier messages'}
      </Button>
      {failed && (
        <Typography variant="caption" color="error" role="alert">
          Earlier messages could not load. Please try again.
        </Typography>
      )}
    </Box>
  );
}
