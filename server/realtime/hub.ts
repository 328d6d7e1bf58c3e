/**
 * The sockets of this server instance by channel and user, and the way frames reach them. Everything sent goes
 * through the bus (bus.ts), so `sendToUsers` and `broadcast` reach the users on every instance; the hub delivers
 * what the bus hands back to its own sockets. Every 30 s each socket is pinged (a WebSocket ping frame, which
 * browsers answer by themselves: clients never see it) and one that did not answer the last ping is dropped, as is
 * one whose session has ended (`stillValid`). A user may hold several sockets (tabs), up to MAX_SOCKETS_PER_USER.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Audience, BusMessage, RealtimeBus } from './bus';

/** The announcement socket, /websocket/{userId}. */
export const NOTICE_CHANNEL = 'websocket';
export const MAX_SOCKETS_PER_USER = 16;
export const KEEPALIVE_MS = 30_000;
/** Close codes: 1008 policy (session ended, too many sockets), 1001 server going away, 1012 server restarted. */
export const CLOSE = { policy: 1008, goingAway: 1001, restart: 1012 } as const;
/** A socket this far behind (a client that stopped reading) is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** WebSocket.OPEN (`ws` is @fastify/websocket's; only its types are imported here). */
const OPEN = 1;
/** Users per bus message. */
const USERS_PER_MESSAGE = 200;

export interface AttachOptions {
  /** Whether the socket's session is still live (asked every 30 s; false closes it, 1008). */
  stillValid?: () => Promise<boolean>;
  /** Whether a message of the channel goes to this socket (asked for every one; an error counts as no). */
  accept?: (message: BusMessage) => boolean | Promise<boolean>;
}

interface Connection {
  socket: WebSocket;
  alive: boolean;
  stillValid?: () => Promise<boolean>;
  accept?: (message: BusMessage) => boolean | Promise<boolean>;
  /** The frames being judged by `accept`, in order. */
  queue: Promise<void>;
}

function send(socket: WebSocket, text: string) {
  if (socket.readyState !== OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
  else socket.send(text);
}

export class RealtimeHub {
  /** channel → user id → sockets. */
  private readonly sockets = new Map<string, Map<string, Set<Connection>>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.onMessage((message) => this.deliver(message));
  }

  async start(): Promise<void> {
    await this.bus.start();
    this.timer = setInterval(() => void this.checkConnections(), KEEPALIVE_MS);
    this.timer.unref();
  }

  /** Keeps an open socket of a user until it closes; `stillValid` is asked every 30 s (false closes it, 1008). */
  attach(channel: string, userId: string, socket: WebSocket, options: AttachOptions = {}): void {
    const users = this.sockets.get(channel) ?? new Map<string, Set<Connection>>();
    this.sockets.set(channel, users);
    const own = users.get(userId) ?? new Set<Connection>();
    users.set(userId, own);
    const { stillValid, accept } = options;
    const connection: Connection = { socket, alive: true, stillValid, accept, queue: Promise.resolve() };
    // The oldest socket of a user with too many gives way (Sets keep insertion order).
    while (own.size >= MAX_SOCKETS_PER_USER) {
      const oldest = own.values().next().value!;
      own.delete(oldest);
      oldest.socket.close(CLOSE.policy, 'too many connections');
    }
    own.add(connection);
    // A socket error ends in 'close' (which cleans up); without a listener it would end the process.
    socket.on('error', (error) => this.log.debug({ err: error }, 'realtime: socket error'));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      own.delete(connection);
      if (own.size === 0 && users.get(userId) === own) users.delete(userId);
    });
  }

  /** Sends a frame to each of these users' sockets on every instance. */
  async sendToUsers(userIds: readonly string[], frame: Record<string, unknown>, channel = NOTICE_CHANNEL) {
    const ids = [...new Set(userIds.filter(Boolean))];
    for (let i = 0; i < ids.length; i += USERS_PER_MESSAGE)
      await this.publish({ channel, to: { userIds: ids.slice(i, i + USERS_PER_MESSAGE) }, frame });
  }

  /** Sends a frame to every socket of the channel on every instance. */
  async broadcast(frame: Record<string, unknown>, channel = NOTICE_CHANNEL) {
    await this.publish({ channel, to: { all: true }, frame });
  }

  /**
   * Sends a client's frame to the channel's sockets on every instance, each of which judges it by `origin` (its
   * `accept`); true once handed to the bus.
   */
  async relay(channel: string, frame: Record<string, unknown>, origin: Record<string, unknown>): Promise<boolean> {
    return this.publish({ channel, to: { all: true }, frame, origin });
  }

  /** Sockets open on this instance (of a channel, of a user). */
  count(channel = NOTICE_CHANNEL, userId?: string): number {
    const users = this.sockets.get(channel);
    if (!users) return 0;
    if (userId !== undefined) return users.get(userId)?.size ?? 0;
    let n = 0;
    for (const own of users.values()) n += own.size;
    return n;
  }

  /** Closes this instance's sockets (of one user, or all): the clients see the close and reconnect. */
  disconnect(userId?: string, code: number = CLOSE.restart, reason = 'server closed the connection'): void {
    for (const users of this.sockets.values())
      for (const [id, own] of users)
        if (userId === undefined || id === userId) for (const c of own) c.socket.close(code, reason);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.disconnect(undefined, CLOSE.goingAway, 'server shutting down');
    await this.bus.close();
  }

  private async publish(message: BusMessage): Promise<boolean> {
    try {
      await this.bus.publish(message);
      return true;
    } catch (error) {
      // A push that fails never fails the write that caused it: the clients poll and refetch.
      this.log.warn({ err: error }, 'realtime: message not published');
      return false;
    }
  }

  private targets(channel: string, to: Audience): Connection[] {
    const users = this.sockets.get(channel);
    if (!users) return [];
    const lists = 'all' in to ? [...users.values()] : to.userIds.map((id) => users.get(id) ?? new Set<Connection>());
    return lists.flatMap((own) => [...own]);
  }

  private deliver(message: BusMessage): void {
    const text = JSON.stringify(message.frame);
    for (const connection of this.targets(message.channel, message.to)) {
      const { accept } = connection;
      if (!accept) {
        send(connection.socket, text);
        continue;
      }
      connection.queue = connection.queue.then(async () => {
        const ok = await Promise.resolve()
          .then(() => accept(message))
          .catch((error: unknown) => {
            this.log.warn({ err: error }, 'realtime: message check failed');
            return false;
          });
        if (ok) send(connection.socket, text);
      });
    }
  }

  /** Drops sockets that missed the last ping or whose session ended, and pings the rest (every 30 s). */
  async checkConnections(): Promise<void> {
    const all = [...this.sockets.values()].flatMap((users) => [...users.values()].flatMap((own) => [...own]));
    for (const connection of all) {
      const { socket } = connection;
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      if (socket.readyState === OPEN) socket.ping();
      const valid = connection.stillValid ? await connection.stillValid().catch(() => true) : true;
      if (!valid) socket.close(CLOSE.policy, 'Token invalid');
    }
  }
}
