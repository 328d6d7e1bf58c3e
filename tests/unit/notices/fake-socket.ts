import type { SocketLike } from '@/features/notices/notice-socket';

/** A WebSocket the test drives: it opens, receives frames, fails and closes when told. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: string[] = [];
  closed = false;
  readonly url: string;
  readonly protocols: string[];

  constructor(url: string | URL, protocols: string | string[] = []) {
    this.url = String(url);
    this.protocols = Array.isArray(protocols) ? protocols : [protocols];
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.closed) throw new Error('closed');
    this.sent.push(data);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The server went away: error, then close (as browsers report it). */
  drop(): void {
    this.closed = true;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

/** A document whose visibility the test sets, with its visibilitychange event. */
export class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  setVisibility(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}
