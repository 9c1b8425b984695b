import ChatIcon from '@mui/icons-material/ChatOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { hrefFor } from '../../../config/paths';

interface RestartPickupsProps {
  title: string;
  description: string;
  /** The screen's only content (no subscription at all): its heading right under the page's. */
  headingLevel: 'h2' | 'h3';
}

/**
 * How a household without a running subscription starts pickups: the business sets the plan up for
 * an existing account (its sign-up page takes new households only), so the way is a message to it.
 */
export function RestartPickups({ title, description, headingLevel }: RestartPickupsProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={title}
      description={description}
      action={
        <Button
          component={RouterLink}
          to={hrefFor('messages', null)}
          variant="contained"
          disableElevation
          startIcon={<ChatIcon />}
        >
          Message Support
        </Button>
      }
    />
  );
}
