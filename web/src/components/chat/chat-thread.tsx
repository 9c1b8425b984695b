import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { BusinessTimeZoneContext } from '../../lib/business-day';
import { messageTime } from './message-time';

/** One message as a thread shows it. */
export interface ChatEntry {
  id: string;
  content: string;
  createdAt: string;
  /** Written by the reader's side: drawn on the right, in the primary colour. */
  mine: boolean;
  /** Who wrote it, as the reader knows them ("You", "Robin Lee"). */
  author: string;
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
}

/**
 * A conversation's messages, oldest first: the reader's side on the right in the primary colour,
 * the other side on the left, each with its time on the business's clock. It scrolls on its own and
 * follows the newest message; loading earlier ones keeps the reader where they were.
 */
export function ChatThread({ label, entries, before, empty }: ChatThreadProps) {
  const timeZone = useContext(BusinessTimeZoneContext);
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
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-message={entry.id}
            data-side={entry.mine ? 'mine' : 'theirs'}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: entry.mine ? 'flex-end' : 'flex-start',
            }}
          >
            <Box
              sx={{
                maxWidth: { xs: '85%', sm: '75%' },
                px: 1.75,
                py: 1,
                borderRadius: 2.5,
                borderBottomRightRadius: entry.mine ? 4 : undefined,
                borderBottomLeftRadius: entry.mine ? undefined : 4,
                bgcolor: entry.mine ? 'primary.main' : 'grey.100',
                color: entry.mine ? 'primary.contrastText' : 'text.primary',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {entry.content}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, px: 0.5 }}>
              {entry.author} ·{' '}
              <time dateTime={entry.createdAt}>{messageTime(entry.createdAt, timeZone)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
