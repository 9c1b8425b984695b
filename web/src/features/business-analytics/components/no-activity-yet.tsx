import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useOwnerLinks } from '../hooks/use-owner-links';

/** A new business's screen: what will show here once it has customers and pickups, and how to start. */
export function NoActivityYet() {
  const links = useOwnerLinks();
  return (
    <Card variant="outlined" data-analytics-empty>
      <EmptyState
        icon={<InsightsIcon />}
        title="Your figures will show here"
        description="Revenue appears when customers pay, pounds collected when buckets are weighed, and routes when drivers complete them. Add your customers and plan a route to get going."
        action={
          <>
            <Button component={Link} to={links.customers} variant="contained" disableElevation>
              Add Customers
            </Button>
            <Button component={Link} to={links.routes} variant="outlined">
              Plan Routes
            </Button>
          </>
        }
      />
    </Card>
  );
}
