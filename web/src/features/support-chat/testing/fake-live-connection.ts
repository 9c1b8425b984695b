import { liveConnection, type Message } from '@pickup/contracts/schemas';
import { act, useEffect, useRef } from 'react';
import type { LiveEventName, LiveListener } from '../../../lib/live-connection';
import { readLiveMessage } from '../../../lib/live-messages';

const listeners = new Map<LiveEventName, Set<LiveListener>>();

/**
 * lib/live-connection as the screens use it, with no socket: a test replaces the module with this
 * one (`jest.mock('../../../lib/live-connection', () => jest.requireActual('../testing/fake-live-connection'))`)
 * and sends the screen events itself with `emitLive`.
 */
export function useLiveEvent(event: LiveEventName, onEvent: LiveListener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const set = listeners.get(event) ?? new Set<LiveListener>();
    listeners.set(event, set);
    const listener: LiveListener = (data) => latest.current(data);
    set.add(listener);
    return () => void set.delete(listener);
  }, [event]);
}

/** As the real one: each new_message the test emits, read with the contract. */
export function useLiveMessage(onMessage: (message: Message) => void): void {
  useLiveEvent(liveConnection.newMessageEvent, (data) => {
    void readLiveMessage(data).then((message) => {
      if (message) onMessage(message);
    });
  });
}

/** Reconnections never happen without a socket. */
export function useLiveReconnect(): void {}

/** Hands every screen listening to `event` the data, as the server's socket would. */
export function emitLive(event: LiveEventName, data: unknown): void {
  act(() => listeners.get(event)?.forEach((listener) => listener(data)));
}
