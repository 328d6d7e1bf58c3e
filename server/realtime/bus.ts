/**
 * How a realtime message reaches every server instance. The hub publishes each message on the bus and
 * delivers what the bus hands back to its own sockets, so with several instances every one of them delivers to the
 * users connected to it. Two implementations: in-process (one server on the embedded database) and PostgreSQL
 * LISTEN/NOTIFY (pg-bus.ts, when DATABASE_URL is set).
 */

/** Who gets a frame: every socket of the channel, or the sockets of these users. */
export type Audience = { all: true } | { userIds: string[] };

export interface BusMessage {
  /** The socket family, e.g. `websocket` (/websocket/{userId}) or `vxeSocket`. */
  channel: string;
  to: Audience;
  /** Sent to each socket as JSON text. */
  frame: Record<string, unknown>;
  /** Who sent it, for the sockets' `accept` (the grid socket: page, tenant, key); never sent to clients. */
  origin?: Record<string, unknown>;
}

export interface RealtimeBus {
  /** Hands the message to every instance (this one included), in publishing order. */
  publish(message: BusMessage): Promise<void>;
  /** The one receiver of this instance (the hub). */
  onMessage(handler: (message: BusMessage) => void): void;
  /** Resolves once messages flow (the listening connection is up). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** One process: a published message is handed to the receiver on the next turn of the event loop. */
export function inProcessBus(): RealtimeBus {
  let handler: ((message: BusMessage) => void) | undefined;
  let closed = false;
  return {
    async publish(message) {
      if (closed) return;
      const copy = JSON.parse(JSON.stringify(message)) as BusMessage;
      setImmediate(() => handler?.(copy));
    },
    onMessage(h) {
      handler = h;
    },
    async start() {},
    async close() {
      closed = true;
      handler = undefined;
    },
  };
}
