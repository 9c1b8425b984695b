import type { WeightEntryStatus } from '@pickup/contracts/schemas';
import { StatusChip } from '../../../components/status-chip';
import { statusLabels, statusTones } from '../utils/labels';

export function WeightStatusChip({ status }: { status: WeightEntryStatus }) {
  return (
    <span data-status={status}>
      <StatusChip label={statusLabels[status]} tone={statusTones[status]} />
    </span>
  );
}
