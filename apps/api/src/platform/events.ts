import { EventEmitter } from 'node:events';

/**
 * The realtime bus (DESIGN §1): in-process by default; a Redis pub/sub implementation of the same
 * interface joins several instances (issue 5). Messages are small JSON-able notices.
 */
export interface EventBus {
  publish(channel: string, message: unknown): void;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open SSE stream
  return {
    publish: (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: (channel, handler) => {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The diners' tracking of a tenant's orders (issue 19): one notice per change, `{ orderIds }` of the
 * orders that changed; each instance works out whose place in the kitchen's queue moved.
 */
export const orderTrackingChannel = (tenantId: string) => `order-tracking:${tenantId}`;

/**
 * A user's sessions ended (their account was deleted or its role changed, issue 14): every instance
 * re-checks that user's open event streams at once instead of at the next keep-alive.
 */
export const userSessionsChannel = (userId: string) => `user-sessions:${userId}`;

export function announceSessionsEnded(bus: EventBus, userId: string): void {
  bus.publish(userSessionsChannel(userId), { type: 'sessions-ended' });
}

/**
 * A group's branch list changed (a branch created or brought into the group, issue 16): the group's
 * open event streams, on every instance, start following the new branches at once.
 */
export const groupBranchesChannel = (groupId: string) => `group-branches:${groupId}`;

export function announceGroupBranchesChanged(bus: EventBus, groupId: string): void {
  bus.publish(groupBranchesChannel(groupId), { type: 'branches-changed' });
}
