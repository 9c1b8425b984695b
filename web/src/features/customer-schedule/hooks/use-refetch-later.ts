import { useCallback, useEffect, useRef } from 'react';

/**
 * Routing learns of a pause, a resume or a move through the customer service's events, a moment
 * after the change itself answers: the refetch the change's tags cause may still read the old
 * pickups. This asks once more after that moment.
 */
export const eventSettleMs = 2000;

/** Returns a function that runs `refetch` once, `eventSettleMs` later (cancelled on unmount). */
export function useRefetchLater(refetch: () => unknown): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), eventSettleMs);
  }, []);
}
