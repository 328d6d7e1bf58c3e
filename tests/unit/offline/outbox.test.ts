import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { memoryStore, type KeyValueStore } from '@/lib/kv-store';
import {
  configureOutbox,
  discardEntry,
  enqueue,
  flushOutbox,
  getOutbox,
  loadOutbox,
  resendEntry,
  sendEdit,
  type OutboxEntry,
  type OutboxInput,
  type SendOutcome,
} from '@/lib/outbox';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();
let store: KeyValueStore;
let settled: { entry: OutboxEntry; outcome: SendOutcome }[];
let online = true;

beforeEach(async () => {
  signIn();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  store = memoryStore();
  settled = [];
  configureOutbox({ store, currentUser: () => 'u1', onSettled: (entry, outcome) => settled.push({ entry, outcome }) });
  await loadOutbox();
});
afterEach(() => vi.restoreAllMocks());

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

const idle = () => vi.waitFor(() => expect(getOutbox().filter((e) => e.status === 'pending')).toHaveLength(0));

describe('outbox', () => {
  it('keeps edits made offline in order and sends them in that order when the network returns', async () => {
    const seen = serve();
    online = false;
    const a = await enqueue(edit('甲'));
    const b = await enqueue(edit('乙', 'edit'));
    const c = await enqueue(edit('p9', 'delete'));
    flushOutbox();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(0);
    expect(getOutbox().map((e) => e.meta.label)).toEqual(['add 甲', 'edit 乙', 'delete p9']);

    online = true;
    window.dispatchEvent(new Event('online'));
    flushOutbox();
    await idle();
    expect(seen.map((s) => [s.method, s.requestId])).toEqual([
      ['POST', a.id],
      ['PUT', b.id],
      ['DELETE', c.id],
    ]);
    expect(seen[0]?.body).toEqual({ name: '甲' });
    expect(seen[2]?.url).toContain('id=p9');
    expect(getOutbox()).toEqual([]);
    expect(await store.get('entries')).toEqual([]);
  });

  it('survives a restart: the stored entries come back from the store', async () => {
    online = false;
    await enqueue(edit('甲'));
    configureOutbox({ store });
    await loadOutbox();
    expect(getOutbox().map((e) => e.meta.label)).toEqual(['add 甲']);
    expect(getOutbox()[0]).toMatchObject({ userId: 'u1', status: 'pending', attempts: 0 });
  });

  it('a retry after a lost answer sends the same X-Request-Id; later edits wait behind it', async () => {
    let fail = true;
    const seen = serve(() =>
      fail ? HttpResponse.error() : HttpResponse.json({ success: true, code: 200, message: 'ok' }),
    );
    const first = await enqueue(edit('甲'));
    await enqueue(edit('乙'));
    flushOutbox();
    await vi.waitFor(() => expect(getOutbox()[0]?.attempts).toBe(1));
    expect(seen).toHaveLength(1); // the second did not overtake the first
    expect(getOutbox().map((e) => e.status)).toEqual(['pending', 'pending']);

    fail = false;
    flushOutbox();
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
    await enqueue(edit('甲'));
    await enqueue(edit('乙'));
    await enqueue(edit('丙'));
    flushOutbox();
    await idle();
    expect(getOutbox().map((e) => [e.meta.label, e.status, e.error])).toEqual([
      ['add 甲', 'rejected', '职务编码已存在'],
      ['add 乙', 'rejected', '数据不存在'],
    ]);
    expect(bed.notes).toEqual([]); // replays are silent: the outbox shows them
  });

  it('gateway trouble and "still running" are not refusals: the entry waits for a retry', async () => {
    serve(() =>
      HttpResponse.json({ success: false, code: 409, message: '请求正在处理中，请稍后重试' }, { status: 409 }),
    );
    await enqueue(edit('甲'));
    flushOutbox();
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    expect(getOutbox()[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('a refused entry is discarded, or resent as a new request with a new key', async () => {
    let refuse = true;
    const seen = serve(() =>
      HttpResponse.json(
        refuse ? { success: false, code: 500, message: '不行' } : { success: true, code: 200, message: 'ok' },
      ),
    );
    const a = await enqueue(edit('甲'));
    const b = await enqueue(edit('乙'));
    flushOutbox();
    await vi.waitFor(() => expect(getOutbox().every((e) => e.status === 'rejected')).toBe(true));
    await discardEntry(a.id);
    expect(getOutbox().map((e) => e.id)).toEqual([b.id]);

    refuse = false;
    await resendEntry(b.id);
    await vi.waitFor(() => expect(getOutbox()).toEqual([]));
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
    const ok = await sendEdit(edit('好'), 5000);
    expect(ok.outcome).toMatchObject({ type: 'sent', envelope: { message: '添加成功！' } });
    const bad = await sendEdit(edit('坏'), 5000);
    expect(bad.outcome).toEqual({ type: 'rejected', message: '名称不合法' });
    expect(settled.map((s) => s.outcome.type)).toEqual(['sent', 'rejected']);

    online = false;
    const later = await sendEdit(edit('晚'), 5000);
    expect(later.outcome).toEqual({ type: 'pending' });
    expect(getOutbox().map((e) => e.meta.label)).toEqual(['add 坏', 'add 晚']);
  });

  it("sends only the signed-in user's entries", async () => {
    const seen = serve();
    online = false;
    await enqueue(edit('甲'));
    configureOutbox({ currentUser: () => 'u2' });
    await loadOutbox();
    online = true;
    flushOutbox();
    await new Promise((r) => setTimeout(r, 30));
    expect(seen).toHaveLength(0);
    configureOutbox({ currentUser: () => 'u1' });
    flushOutbox();
    await idle();
    expect(seen).toHaveLength(1);
  });
});
