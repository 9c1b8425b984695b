import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers } from '../src';
import { combinedHandlers } from '../src/events/combined-handlers';

const event = {
  id: 'e1',
  type: 'route.deleted',
  data: { routeId: 'r1' },
} as unknown as TypedEvent<'route.deleted'>;

describe('combinedHandlers', () => {
  it('runs every concern that listens to a type, in the order given, where a spread would keep one', async () => {
    const heard: string[] = [];
    const plans: EventHandlers = { 'route.deleted': async () => void heard.push('plan usage') };
    const analytics: EventHandlers = {
      'route.deleted': async () => void heard.push('analytics'),
      'route.created': async () => void heard.push('created'),
    };
    const combined = combinedHandlers(plans, analytics);
    await combined['route.deleted']?.(event);
    expect(heard).toEqual(['plan usage', 'analytics']);
    expect(Object.keys(combined).sort()).toEqual(['route.created', 'route.deleted']);
  });

  it('stops at a failing handler so that the event is retried, the later ones not yet run', async () => {
    const heard: string[] = [];
    const combined = combinedHandlers(
      { 'route.deleted': async () => Promise.reject(new Error('database away')) },
      { 'route.deleted': async () => void heard.push('analytics') },
    );
    await expect(combined['route.deleted']?.(event)).rejects.toThrow('database away');
    expect(heard).toEqual([]);
  });
});
