import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { memoryStore, type KeyValueStore } from '@/lib/kv-store';
import { createOutbox, type Outbox, type OutboxEntry, type OutboxInput, type SendOutcome } from '@/lib/outbox';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();
let store: KeyValueStore;
let settled: { entry: OutboxEntry; outcome: SendOutcome }[];
let online = true;
let user = 'u1';
let outbox: Outbox;

beforeEach(async () => {
  signIn();
  online = true;
  user = 'u1';
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  store = memoryStore();
  settled = [];
  outbox = createOutbox({
    store,
    currentUser: () => user,
    onSettled: (entry, outcome) => settled.push({ entry, outcome }),
  });
  await outbox.load();
});
afterEach(() => {
  outbox.dispose();
  vi.restoreAllMocks();
});

const edit = (name: string, kind: 'add' | 'edit' | 'delete' = 'add'): OutboxInput => ({
  method: kind === 'delete' ? 'DELETE' : kind === 'add' ? 'POST' : 'PUT',
  url: kind === 'delete' ? '/sys/position/delete' : `/sys/position/${kind}`,
  params: kind === 'delete' ? { id: name } : undefined,
  data: kind === 'delete' ? undefined : { name },
  meta: { scope: 'position', kind, label: `${kind} ${name}` },
});

interface Seen {
  method: string;
  url: string;
  requestId: string | null;
  body: unknown;
}

/** The position endpoints, recording each request; `answer` decides per request. */
function serve(
  answer: (seen: Seen) => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, code: 200, message: '操作成功' }),
) {
  const seen: Seen[] = [];
  const handler = async ({ request }: { request: Request }) => {
    const text = request.method === 'DELETE' ? '' : await request.text();
    const s = {
      method: request.method,
      url: new URL(request.url).pathname + new URL(request.url).search,
      requestId: request.headers.get('X-Request-Id'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    seen.push(s);
    return answer(s);
  };
  bed.server.use(
    http.post(api('/sys/position/add'), handler),
    http.put(api('/sys/position/edit'), handler),
    http.delete(api('/sys/position/delete'), handler),
  );
  return seen;
}

const idle = () => vi.waitFor(() => expect(outbox.getEntries().filter((e) => e.status === 'pending')).toHaveLength(0));

describe('outbox', () => {
  it('keeps edits made offline in order and sends them in that order when the network returns', async () => {
    const seen = serve();
    online = false;
    const a = await outbox.enqueue(edit('甲'));
    const b = await outbox.enqueue(edit('乙', 'edit'));
    const c = await outbox.enqueue(edit('p9', 'delete'));
    outbox.flush();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(0);
    expect(outbox.getEntries().map((e) => e.meta.label)).toEqual(['add 甲', 'edit 乙', 'delete p9']);

    online = true;
    window.dispatchEvent(new Event('online'));
    outbox.flush();
    await idle();
    expect(seen.map((s) => [s.method, s.requestId])).toEqual([
      ['POST', a.id],
      ['PUT', b.id],
      ['DELETE', c.id],
    ]);
    expect(seen[0]?.body).toEqual({ name: '甲' });
    expect(seen[2]?.url).toContain('id=p9');
    expect(outbox.getEntries()).toEqual([]);
    expect(await store.get('entries')).toEqual([]);
  });

  it('survives a restart: the stored entries come back from the store', async () => {
    online = false;
    await outbox.enqueue(edit('甲'));
    const restarted = createOutbox({ store });
    await restarted.load();
    expect(restarted.getEntries().map((e) => e.meta.label)).toEqual(['add 甲']);
    expect(restarted.getEntries()[0]).toMatchObject({ userId: 'u1', status: 'pending', attempts: 0 });
    restarted.dispose();
  });

  it('a retry after a lost answer sends the same X-Request-Id; later edits wait behind it', async () => {
    let fail = true;
    const seen = serve(() =>
      fail ? HttpResponse.error() : HttpResponse.json({ success: true, code: 200, message: 'ok' }),
    );
    const first = await outbox.enqueue(edit('甲'));
    await outbox.enqueue(edit('乙'));
    outbox.flush();
    await vi.waitFor(() => expect(outbox.getEntries()[0]?.attempts).toBe(1));
    expect(seen).toHaveLength(1); // the second did not overtake the first
    expect(outbox.getEntries().map((e) => e.status)).toEqual(['pending', 'pending']);

    fail = false;
    outbox.flush();
    await idle();
    expect(seen).toHaveLength(3);
    expect(seen[0]?.requestId).toBe(first.id);
    expect(seen[1]?.requestId).toBe(first.id);
    expect(seen[2]?.requestId).not.toBe(first.id);
    expect(settled.map((s) => s.outcome.type)).toEqual(['pending', 'sent', 'sent']);
  });

  it('a refusal (success:false or HTTP 4xx/5xx) is kept with the server message; the rest goes on', async () => {
    serve((s) => {
      const name = (s.body as { name?: string } | undefined)?.name;
      if (name === '甲') return HttpResponse.json({ success: false, code: 500, message: '职务编码已存在' });
      if (name === '乙') return HttpResponse.json({ success: false, message: '数据不存在' }, { status: 404 });
      return HttpResponse.json({ success: true, code: 200, message: 'ok' });
    });
    await outbox.enqueue(edit('甲'));
    await outbox.enqueue(edit('乙'));
    await outbox.enqueue(edit('丙'));
    outbox.flush();
    await idle();
    expect(outbox.getEntries().map((e) => [e.meta.label, e.status, e.error])).toEqual([
      ['add 甲', 'rejected', '职务编码已存在'],
      ['add 乙', 'rejected', '数据不存在'],
    ]);
    expect(bed.notes).toEqual([]); // replays are silent: the outbox shows them
  });

  it('gateway trouble and "still running" are not refusals: the entry waits for a retry', async () => {
    serve(() =>
      HttpResponse.json({ success: false, code: 409, message: '请求正在处理中，请稍后重试' }, { status: 409 }),
    );
    await outbox.enqueue(edit('甲'));
    outbox.flush();
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    expect(outbox.getEntries()[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('a refused entry is discarded, or resent as a new request with a new key', async () => {
    let refuse = true;
    const seen = serve(() =>
      HttpResponse.json(
        refuse ? { success: false, code: 500, message: '不行' } : { success: true, code: 200, message: 'ok' },
      ),
    );
    const a = await outbox.enqueue(edit('甲'));
    const b = await outbox.enqueue(edit('乙'));
    outbox.flush();
    await vi.waitFor(() => expect(outbox.getEntries().every((e) => e.status === 'rejected')).toBe(true));
    await outbox.discardEntry(a.id);
    expect(outbox.getEntries().map((e) => e.id)).toEqual([b.id]);

    refuse = false;
    await outbox.resendEntry(b.id);
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
    const last = seen.at(-1);
    expect(last?.requestId).not.toBe(b.id);
    expect(last?.body).toEqual({ name: '乙' });
  });

  it('sendEdit waits for the answer; offline it answers pending at once and keeps the edit', async () => {
    serve((s) =>
      HttpResponse.json(
        (s.body as { name: string }).name === '坏'
          ? { success: false, code: 500, message: '名称不合法' }
          : { success: true, code: 200, message: '添加成功！' },
      ),
    );
    const ok = await outbox.sendEdit(edit('好'), 5000);
    expect(ok.outcome).toMatchObject({ type: 'sent', envelope: { message: '添加成功！' } });
    const bad = await outbox.sendEdit(edit('坏'), 5000);
    expect(bad.outcome).toEqual({ type: 'rejected', message: '名称不合法' });
    expect(settled.map((s) => s.outcome.type)).toEqual(['sent', 'rejected']);

    online = false;
    const later = await outbox.sendEdit(edit('晚'), 5000);
    expect(later.outcome).toEqual({ type: 'pending' });
    expect(outbox.getEntries().map((e) => e.meta.label)).toEqual(['add 坏', 'add 晚']);
  });

  it('once disposed it sends nothing more; a save still waiting for its answer gets pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const seen = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    await outbox.enqueue(edit('甲'));
    const saving = outbox.sendEdit(edit('乙'), 5000);
    await vi.waitFor(() => expect(seen).toHaveLength(1)); // 甲 first: 乙 waits behind it
    outbox.dispose();
    expect((await saving).outcome).toEqual({ type: 'pending' });
    answer(HttpResponse.json({ success: true, code: 200, message: 'ok' }));
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(seen).toHaveLength(1);
    expect(outbox.getEntries().map((e) => e.meta.label)).toEqual(['add 乙']);
  });

  it("sends only the signed-in user's entries", async () => {
    const seen = serve();
    online = false;
    await outbox.enqueue(edit('甲'));
    user = 'u2';
    online = true;
    outbox.flush();
    await new Promise((r) => setTimeout(r, 30));
    expect(seen).toHaveLength(0);
    user = 'u1';
    outbox.flush();
    await idle();
    expect(seen).toHaveLength(1);
  });
});
