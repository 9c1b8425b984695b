import type { WeightEntry } from '@pickup/contracts/schemas';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { EntryAction, RecordOrigin, RecordTarget } from './dialog-kinds';

// Each dialog (with the contract's schemas its form checks with) loads when it first opens.
const SearchCustomerDialog = lazy(() =>
  import('./search-customer-dialog').then((m) => ({ default: m.SearchCustomerDialog })),
);
const RecordWeightDialog = lazy(() =>
  import('./record-weight-dialog').then((m) => ({ default: m.RecordWeightDialog })),
);
const EditEntryDialog = lazy(() =>
  import('./edit-entry-dialog').then((m) => ({ default: m.EditEntryDialog })),
);
const ResolveEntryDialog = lazy(() =>
  import('./resolve-entry-dialog').then((m) => ({ default: m.ResolveEntryDialog })),
);
const EntryDetailsDialog = lazy(() =>
  import('./entry-details-dialog').then((m) => ({ default: m.EntryDetailsDialog })),
);
const EntryHistoryDialog = lazy(() =>
  import('./entry-history-dialog').then((m) => ({ default: m.EntryHistoryDialog })),
);

type Dialog =
  | { kind: 'search' }
  | { kind: 'record'; target: RecordTarget; origin: RecordOrigin }
  | { kind: EntryAction; entry: WeightEntry };

interface WeightDialogs {
  /** Add Entry: Search Customer, then Record Weight for the one chosen. */
  addEntry: () => void;
  /** Record Weight for a customer, from the Pending Weights panel. */
  record: (target: RecordTarget) => void;
  entry: (action: EntryAction, entry: WeightEntry) => void;
}

const WeightDialogsContext = createContext<WeightDialogs | null>(null);

export function useWeightDialogs(): WeightDialogs {
  const dialogs = useContext(WeightDialogsContext);
  if (!dialogs) throw new Error('useWeightDialogs must be used inside WeightDialogsProvider');
  return dialogs;
}

interface ProviderProps {
  /** The day chosen on the screen: a customer found by Add Entry is weighed for it. */
  day: string;
  children: ReactNode;
}

/** The weight screen's dialogs, one at a time, opened from any of its parts. */
export function WeightDialogsProvider({ day, children }: ProviderProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const dialogs: WeightDialogs = {
    addEntry: () => setDialog({ kind: 'search' }),
    record: (target) => setDialog({ kind: 'record', target, origin: 'pending' }),
    entry: (action, entry) => setDialog({ kind: action, entry }),
  };

  return (
    <WeightDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {dialog?.kind === 'search' && (
          <SearchCustomerDialog
            onPick={(customer) =>
              setDialog({ kind: 'record', target: { ...customer, pickupDate: day }, origin: 'add' })
            }
            onClose={close}
          />
        )}
        {dialog?.kind === 'record' && (
          <RecordWeightDialog target={dialog.target} origin={dialog.origin} onClose={close} />
        )}
        {dialog?.kind === 'edit' && (
          <EditEntryDialog key={dialog.entry.id} entry={dialog.entry} onClose={close} />
        )}
        {dialog?.kind === 'resolve' && <ResolveEntryDialog entry={dialog.entry} onClose={close} />}
        {dialog?.kind === 'details' && (
          <EntryDetailsDialog
            entry={dialog.entry}
            onAction={(action, entry) => setDialog({ kind: action, entry })}
            onClose={close}
          />
        )}
        {dialog?.kind === 'history' && <EntryHistoryDialog entry={dialog.entry} onClose={close} />}
      </Suspense>
    </WeightDialogsContext.Provider>
  );
}
