import type { TicketStatus } from '@pickup/contracts/schemas';
import { StatusChip } from '../../../components/status-chip';
import { statusLabels, statusTones } from '../utils/labels';

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return (
    <span data-status={status}>
      <StatusChip label={statusLabels[status]} tone={statusTones[status]} />
    </span>
  );
}
