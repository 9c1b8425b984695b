import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Message } from '@pickup/contracts/schemas';
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { useNow } from '../hooks/use-now';
import { groupByDay, messageAge } from '../utils/message-days';
import { senderLabel } from '../utils/thread';

interface ChatMessagesProps {
  /** Oldest first. */
  messages: readonly Message[];
  userId: string;
  /** Above the oldest message: the way to load earlier ones. */
  before?: ReactNode;
  /** In place of the messages while there are none. */
  empty: ReactNode;
}

/**
 * The thread, grouped by day (Today, Yesterday, the date), each message with who wrote it (You,
 * Support, Driver) and how long ago. It scrolls on its own and follows the newest message; loading
 * earlier ones keeps the reader where they were.
 */
export function ChatMessages({ messages, userId, before, empty }: ChatMessagesProps) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0 });
  const first = messages[0]?.id ?? '';
  const last = messages.at(-1)?.id ?? '';

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
      aria-label="Messages with support"
      // Focusable, so a keyboard can scroll a long thread.
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
    >
      {before && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{before}</Box>}
      {messages.length === 0 && empty}
      {groupByDay(messages, timeZone, now).map((day) => (
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
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {day.messages.map((message) => {
              const author = senderLabel(message, userId);
              const mine = author === 'You';
              return (
                <Box
                  component="li"
                  key={message.id}
                  data-message={message.id}
                  data-sender={author}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: mine ? 'flex-end' : 'flex-start',
                  }}
                >
                  <Typography variant="caption" sx={{ fontWeight: 700, px: 0.5, mb: 0.25 }}>
                    {author}
                  </Typography>
                  <Box
                    sx={{
                      maxWidth: { xs: '85%', sm: '70%' },
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
                    {message.content}
                  </Box>
                  <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, px: 0.5 }}>
                    <time dateTime={message.createdAt}>{messageAge(message.createdAt, timeZone, now)}</time>
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
