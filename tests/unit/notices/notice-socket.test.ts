import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNoticeSocket,
  HEARTBEAT_TEXT,
  NOTICE_SOCKET_TIMINGS,
  parseFrame,
  type NoticeSocket,
  type NoticeSocketOptions,
} from '@/features/notices/notice-socket';
import { FakeDocument, FakeSocket } from './fake-socket';

const { reconnectMs, heartbeatMs, deadMs, pollMs } = NOTICE_SOCKET_TIMINGS;

let doc: FakeDocument;
let win: EventTarget;
let client: NoticeSocket | undefined;
const reload = vi.fn<() => Promise<unknown>>();
const onNotice = vi.fn();

function start(overrides: Partial<NoticeSocketOptions> = {}) {
  client = createNoticeSocket({
    url: () => 'ws://api.test/jeecg-boot/websocket/u1',
    protocols: () => ['tok-123'],
    reload,
    onNotice,
    createSocket: (url, protocols) => new FakeSocket(url, protocols),
    win: win as unknown as Window,
    doc: doc as unknown as Document,
    ...overrides,
  });
  client.start();
  return client;
}

/** Lets the reloads' promises settle, with the fake clock moved on by `ms`. */
const advance = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  doc = new FakeDocument();
  win = new EventTarget();
  reload.mockReset();
  reload.mockResolvedValue(undefined);
  onNotice.mockReset();
});

afterEach(() => {
  client?.stop();
  client = undefined;
});

describe('the notice socket: connect and frames', () => {
  it('opens /websocket/{userId} with the token as sub-protocol and reloads the list once open', async () => {
    start();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://api.test/jeecg-boot/websocket/u1');
    expect(socket.protocols).toEqual(['tok-123']);
    expect(reload).not.toHaveBeenCalled();
    socket.open();
    await advance();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(client!.status()).toMatchObject({ connected: true, polling: false, reconnecting: false });
  });

  it('reloads on cmd topic and user; ignores other cmds, heartbeat replies and plain text', async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    await advance();
    reload.mockClear();

    socket.receive({ cmd: 'topic', msgId: 'a1', msgTxt: '停电通知' });
    socket.receive({ cmd: 'user', msgId: 'a2', msgTxt: '请审核', userId: 'u1' });
    await advance();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onNotice).toHaveBeenNthCalledWith(1, { cmd: 'topic', msgId: 'a1', msgTxt: '停电通知' });

    socket.receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    socket.receive({ cmd: 'email' });
    socket.receive('ping');
    socket.receive('not json {');
    await advance();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onNotice).toHaveBeenCalledTimes(2);
  });

  it('parseFrame reads JSON objects only', () => {
    expect(parseFrame('{"cmd":"topic"}')).toEqual({ cmd: 'topic' });
    expect(parseFrame('ping')).toBeNull();
    expect(parseFrame('[1]')).toBeNull();
    expect(parseFrame(new Blob())).toBeNull();
  });

  it('opens nothing without an address (signed out)', () => {
    start({ url: () => null });
    expect(FakeSocket.instances).toHaveLength(0);
  });
});

describe('the notice socket: heartbeat', () => {
  it('sends ping every 10 s; replies keep the socket; 20 s without a frame drops and reopens it', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    await advance(heartbeatMs);
    expect(first.sent).toEqual([HEARTBEAT_TEXT]);
    first.receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    await advance(heartbeatMs);
    first.receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    await advance(deadMs - 1);
    expect(first.closed).toBe(false);
    expect(first.sent).toHaveLength(3);

    // The server stops answering: dead after 20 s of silence.
    reload.mockClear();
    await advance(1);
    expect(first.closed).toBe(true);
    // The count is reloaded at once (the socket may have missed frames), then the socket is opened again in 5 s.
    expect(reload).toHaveBeenCalledTimes(1);
    expect(client!.status()).toMatchObject({ connected: false, reconnecting: true, polling: true });
    await advance(reconnectMs);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('drops a socket that never opens within 20 s', async () => {
    start();
    await advance(deadMs);
    expect(FakeSocket.instances[0]!.closed).toBe(true);
    await advance(reconnectMs);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});

describe('the notice socket: reconnect', () => {
  it('reconnects once after 5 s: error and close of one drop start one reconnect (the lock)', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    await advance();
    first.drop(); // error, then close
    first.onclose?.(new CloseEvent('close')); // a late duplicate
    await advance(reconnectMs - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await advance(1);
    expect(FakeSocket.instances).toHaveLength(2);
    await advance(reconnectMs * 3);
    expect(FakeSocket.instances).toHaveLength(2); // the new one is still connecting: no parallel socket
  });

  it('binds fresh handlers to the new socket, reloads when it opens, and ignores the old one', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    await advance();
    first.drop();
    await advance(reconnectMs);
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    expect(first.onmessage).toBeNull();

    reload.mockClear();
    second.open();
    await advance();
    expect(reload).toHaveBeenCalledTimes(1); // a dropped socket never leaves a stale count
    expect(client!.status()).toMatchObject({ connected: true, polling: false });

    second.receive({ cmd: 'topic' });
    await advance();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps trying every 5 s while the server refuses the socket', async () => {
    start();
    for (let i = 1; i <= 3; i += 1) {
      FakeSocket.latest().drop();
      await advance(reconnectMs);
      expect(FakeSocket.instances).toHaveLength(i + 1);
    }
  });
});

describe('the notice socket: polling while the socket is down', () => {
  it('polls every 6 s until the socket is back', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    await advance();
    reload.mockClear();
    first.drop();
    await advance();
    expect(reload).toHaveBeenCalledTimes(1);
    // The reconnect fails too; polling goes on.
    await advance(reconnectMs);
    FakeSocket.latest().drop();
    await advance(pollMs - reconnectMs);
    expect(reload).toHaveBeenCalledTimes(2);
    await advance(pollMs);
    expect(reload).toHaveBeenCalledTimes(3);

    await advance(reconnectMs);
    FakeSocket.latest().open();
    await advance();
    const afterOpen = reload.mock.calls.length;
    await advance(pollMs * 3);
    expect(reload).toHaveBeenCalledTimes(afterOpen); // socket open: no polling
  });

  it('stops polling on a load error and resumes when the network comes back', async () => {
    start();
    FakeSocket.latest().drop();
    reload.mockRejectedValue(new Error('network'));
    await advance(pollMs);
    const failed = reload.mock.calls.length;
    expect(client!.status()).toMatchObject({ polling: false, pollBlocked: true });
    await advance(pollMs * 5);
    expect(reload).toHaveBeenCalledTimes(failed);

    // The socket is down too, waiting to reconnect.
    if (!FakeSocket.latest().closed) FakeSocket.latest().drop();
    expect(client!.status()).toMatchObject({ reconnecting: true });
    expect(reload).toHaveBeenCalledTimes(failed);

    // Back online: polling at once, and the socket is opened without waiting for the 5 s.
    reload.mockResolvedValue(undefined);
    const sockets = FakeSocket.instances.length;
    win.dispatchEvent(new Event('online'));
    await advance();
    expect(reload).toHaveBeenCalledTimes(failed + 1);
    expect(FakeSocket.instances.length).toBe(sockets + 1);
    expect(client!.status()).toMatchObject({ polling: true, pollBlocked: false });
    await advance(pollMs);
    expect(reload).toHaveBeenCalledTimes(failed + 2);
  });

  it('online while connected just reloads', async () => {
    start();
    FakeSocket.latest().open();
    await advance();
    reload.mockClear();
    win.dispatchEvent(new Event('online'));
    await advance();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('the notice socket: hidden tab', () => {
  it('closes while hidden (no reconnect, no polling) and reconnects and reloads when shown', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    await advance();
    reload.mockClear();

    doc.setVisibility('hidden');
    expect(first.closed).toBe(true);
    await advance(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    doc.setVisibility('visible');
    await advance();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().open();
    await advance();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('hiding during a reconnect wait cancels it; a tab opened hidden connects when shown', async () => {
    doc.visibilityState = 'hidden';
    start();
    expect(FakeSocket.instances).toHaveLength(0);
    doc.setVisibility('visible');
    FakeSocket.latest().drop();
    doc.setVisibility('hidden');
    await advance(reconnectMs * 2);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('the notice socket: stop', () => {
  it('closes the socket and leaves no timer or listener behind', async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    await advance();
    socket.drop();
    client!.stop();
    expect(vi.getTimerCount()).toBe(0);
    win.dispatchEvent(new Event('online'));
    doc.setVisibility('hidden');
    doc.setVisibility('visible');
    await advance(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
