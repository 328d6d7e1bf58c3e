/**
 * The grid's live-update socket client (src/components/widgets/editable-grid/vxe-socket.ts) with a fake socket and
 * fake timers: heart_beat at open and 10 s after each answer, a 6 s answer time-out, one reconnect 5 s after an
 * error or close (the lock), frames of other grids and of this grid ignored, rows sent, queued while down and paced,
 * a hidden tab.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createVxeSocket,
  VXE_HEARTBEAT_TEXT,
  VXE_MAX_FRAME_BYTES,
  VXE_SEND_RATE,
  VXE_SOCKET_TIMINGS,
  type VxeSocket,
  type VxeSocketOptions,
} from '@/components/widgets/editable-grid/vxe-socket';
import { FakeDocument, FakeSocket } from '../notices/fake-socket';

const { heartbeatMs, replyMs, reconnectMs } = VXE_SOCKET_TIMINGS;
const URL = 'ws://api.test/jeecg-boot/vxeSocket/u1/page-1?socketKey=papers';

let doc: FakeDocument;
let client: VxeSocket | undefined;
const onRow = vi.fn();
const onCommon = vi.fn();

function start(overrides: Partial<VxeSocketOptions> = {}) {
  client = createVxeSocket({
    url: () => URL,
    protocols: () => ['tok-123'],
    socketKey: 'papers',
    caseId: 'page-1',
    onRow,
    onCommon,
    createSocket: (url, protocols) => new FakeSocket(url, protocols),
    doc: doc as unknown as Document,
    ...overrides,
  });
  client.start();
  return client;
}

const advance = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const heartbeatReply = { type: 'heart_beat', data: true };
const update = (row: Record<string, unknown>, socketKey = 'papers', caseId = 'page-2') => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});
const sentFrames = (socket: FakeSocket) => socket.sent.map((text) => JSON.parse(text) as Record<string, unknown>);
const sentRows = (socket: FakeSocket) =>
  sentFrames(socket)
    .filter((f) => f.type === 'update_vxe_table')
    .map((f) => (f.data as { args: [Record<string, unknown>, string] }).args[0]);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  doc = new FakeDocument();
  onRow.mockReset();
  onCommon.mockReset();
});

afterEach(() => {
  client?.stop();
  client = undefined;
  vi.useRealTimers();
});

describe('the grid socket: heartbeat', () => {
  it('opens with the token as sub-protocol and sends {"type":"heart_beat","data":""} at once', () => {
    start();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(URL);
    expect(socket.protocols).toEqual(['tok-123']);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([VXE_HEARTBEAT_TEXT]);
    expect(JSON.parse(VXE_HEARTBEAT_TEXT)).toEqual({ type: 'heart_beat', data: '' });
  });

  it('sends the next heartbeat 10 s after each answer; an answer within 6 s keeps the socket', async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    await advance(replyMs - 1);
    socket.receive(heartbeatReply);
    await advance(heartbeatMs - 1);
    expect(socket.sent).toHaveLength(1);
    await advance(1);
    expect(socket.sent).toHaveLength(2);
    await advance(replyMs - 1);
    socket.receive(heartbeatReply);
    await advance(heartbeatMs + replyMs - 1);
    expect(socket.sent).toHaveLength(3);
    expect(socket.closed).toBe(false);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('no answer within 6 s drops the socket; it is opened again 5 s later', async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    await advance(replyMs - 1);
    expect(socket.closed).toBe(false);
    await advance(1);
    expect(socket.closed).toBe(true);
    expect(client!.status()).toMatchObject({ connected: false, reconnecting: true });
    await advance(reconnectMs - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await advance(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('other frames do not count as the answer', async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive(update({ id: 'x' }));
    socket.receive({ type: 'error', data: { code: 'bad_frame', message: '消息格式不正确' } });
    await advance(replyMs);
    expect(socket.closed).toBe(true);
  });
});

describe('the grid socket: reconnect', () => {
  it('an error and a close of one socket start one reconnect (the lock); no second socket meanwhile', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    first.drop(); // error, then close
    first.onclose?.(new CloseEvent('close'));
    await advance(reconnectMs);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(first.onmessage).toBeNull(); // the old socket's frames are ignored
    await advance(reconnectMs * 3);
    expect(FakeSocket.instances).toHaveLength(2); // still connecting: no parallel socket
  });

  it('keeps trying every 5 s while refused, and opens nothing without an address (signed out)', async () => {
    start();
    for (let i = 1; i <= 3; i += 1) {
      FakeSocket.latest().drop();
      await advance(reconnectMs);
      expect(FakeSocket.instances).toHaveLength(i + 1);
    }
    client!.stop();
    FakeSocket.reset();
    start({ url: () => null });
    await advance(reconnectMs * 2);
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('closes while the tab is hidden (no reconnect) and opens again when shown', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    doc.setVisibility('hidden');
    expect(first.closed).toBe(true);
    await advance(reconnectMs * 3);
    expect(FakeSocket.instances).toHaveLength(1);
    doc.setVisibility('visible');
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stop closes the socket and leaves no timer behind', async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    client!.sendRows(Array.from({ length: VXE_SEND_RATE.burst + 5 }, (_, i) => ({ id: `r${i}` })));
    socket.drop();
    client!.stop();
    expect(vi.getTimerCount()).toBe(0);
    doc.setVisibility('hidden');
    doc.setVisibility('visible');
    await advance(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('the grid socket: rows in', () => {
  it('hands rows of this key from other grids to onRow; its own, other keys and junk are ignored', () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive(update({ id: 'a', name: '新' }));
    socket.receive(update({ id: 'b' }, 'other-grid'));
    socket.receive(update({ id: 'c' }, 'papers', 'page-1')); // this grid's own row back
    socket.receive(update({ id: 'd' }).data); // no type
    socket.receive({ type: 'update_vxe_table', data: { socketKey: 'papers', args: ['not a row'] } });
    socket.receive('ping');
    socket.receive(heartbeatReply);
    expect(onRow.mock.calls).toEqual([[{ id: 'a', name: '新' }]]);
  });

  it('hands common_send_date {key, args} to onCommon', () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ type: 'common_send_date', data: { key: 'refresh', args: ['paper', 1] } });
    expect(onCommon).toHaveBeenCalledWith('refresh', ['paper', 1]);
  });
});

describe('the grid socket: rows out', () => {
  it('sends {"type":"update_vxe_table","data":{"socketKey","args":[row, caseId]}} for each row with a key', () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    expect(client!.sendRows([{ id: 'a', name: '甲' }, { name: '无主键' }, { id: 'b', name: '乙' }])).toBe(2);
    expect(sentFrames(socket).slice(1)).toEqual([
      { type: 'update_vxe_table', data: { socketKey: 'papers', args: [{ id: 'a', name: '甲' }, 'page-1'] } },
      { type: 'update_vxe_table', data: { socketKey: 'papers', args: [{ id: 'b', name: '乙' }, 'page-1'] } },
    ]);
  });

  it('does not send a row over 16 KB', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    const socket = FakeSocket.latest();
    socket.open();
    expect(client!.sendRows([{ id: 'big', text: '字'.repeat(VXE_MAX_FRAME_BYTES / 3) }])).toBe(0);
    expect(sentRows(socket)).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps rows saved while the socket is down (the latest of each) and sends them once it opens', async () => {
    start();
    const first = FakeSocket.latest();
    first.open();
    first.drop();
    client!.sendRows([
      { id: 'a', v: 1 },
      { id: 'b', v: 1 },
    ]);
    client!.sendRows([{ id: 'a', v: 2 }]);
    expect(client!.status().queued).toBe(2);
    await advance(reconnectMs);
    const second = FakeSocket.latest();
    second.open();
    expect(sentRows(second)).toEqual([
      { id: 'b', v: 1 },
      { id: 'a', v: 2 },
    ]);
    expect(client!.status().queued).toBe(0);
  });

  it(`sends ${VXE_SEND_RATE.burst} rows at once, then ${VXE_SEND_RATE.perSecond} a second`, async () => {
    start();
    const socket = FakeSocket.latest();
    socket.open();
    const rows = Array.from({ length: VXE_SEND_RATE.burst + 10 }, (_, i) => ({ id: `r${i}` }));
    expect(client!.sendRows(rows)).toBe(rows.length);
    expect(sentRows(socket)).toHaveLength(VXE_SEND_RATE.burst);
    socket.receive(heartbeatReply);
    await advance(1000);
    expect(sentRows(socket)).toHaveLength(VXE_SEND_RATE.burst + VXE_SEND_RATE.perSecond);
    await advance(1000);
    expect(sentRows(socket).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });
});
