// What the stock-client walkers share (drive.mjs for Vue 2, drive-vue3.mjs for Vue 3): headless Chromium with every
// call, toast, page error and websocket recorded per section, and the printed report (docs/stock-jeecgboot-client.md).
import { writeFileSync } from 'node:fs';
import { launchChromium } from '../run-support.mjs';

/**
 * Opens headless Chromium on a stock client and records, per section (a screen, a step), its API calls, failing
 * calls, toasts, page and Vue errors, blocked external requests and notes. `vue` (2 or 3) says where the client's Vue
 * error handler is hooked: the production builds drop console output, so Vue's own error log is silent.
 */
export async function openWalk({ base, api = '/jeecg-boot', vue }) {
  const sections = [];
  const w = { cur: null };
  function section(name, extra = {}) {
    w.cur = { name, ...extra, calls: [], failures: [], toasts: [], errors: [], external: [], notes: [] };
    sections.push(w.cur);
    return w.cur;
  }
  const note = (text) => w.cur.notes.push(text);
  // The client's websocket reconnects on a timer whatever the screen: its attempts are reported once, not per screen.
  const websocket = { attempts: [], errors: new Set() };
  const BASE = base;
  const API = api;

  const browser = await launchChromium();
  // No service worker: a stock build's would keep serving an old build after a rebuild.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });

  // In-page hooks: toasts as they appear, Vue render/lifecycle errors (the production build drops console.*, so Vue's
  // own error log is silent), websocket outcomes.
  await context.addInitScript((vueVersion) => {
    window.__toasts = [];
    window.__errs = [];
    window.__ws = [];
    const SEL = '.ant-message-custom-content, .ant-notification-notice';
    const seen = new WeakSet();
    const kind = (e) => {
      const m =
        /ant-message-(error|warning|success|info|loading)/.exec(e.className) ||
        /ant-notification-notice-icon-(error|warning|success|info)/.exec(e.innerHTML);
      return m ? m[1] : 'open';
    };
    new MutationObserver((muts) => {
      for (const m of muts)
        for (const n of m.addedNodes) {
          if (!(n instanceof Element)) continue;
          const found = n.matches(SEL) ? [n] : [...n.querySelectorAll(SEL)];
          for (const e of found) {
            if (seen.has(e)) continue;
            seen.add(e);
            // Read a moment later: a notice can be inserted before its text is rendered.
            setTimeout(() => {
              const text = e.matches('.ant-notification-notice')
                ? [
                    e.querySelector('.ant-notification-notice-message'),
                    e.querySelector('.ant-notification-notice-description'),
                  ]
                    .map((x) => x?.textContent.trim())
                    .filter(Boolean)
                    .join(' — ')
                : e.textContent.trim();
              if (text)
                window.__toasts.push({
                  type: kind(e),
                  kind: e.matches('.ant-notification-notice') ? 'notification' : 'message',
                  text,
                });
            }, 80);
          }
        }
    }).observe(document, { childList: true, subtree: true });
    const report = (err, vm, info) => {
      let name = vm?.$options?.name || vm?.$options?._componentTag || vm?.$?.type?.name || '';
      if (name === 'RouterLink') {
        try {
          name += ' to=' + JSON.stringify(vm.$props.to);
        } catch {
          /* ignore */
        }
      }
      window.__errs.push(`[Vue ${info}${name ? ' in ' + name : ''}] ${err?.name ?? ''}: ${err?.message ?? err}`);
    };
    const hook = setInterval(() => {
      const el = document.getElementById('app');
      if (vueVersion === 3) {
        if (!el?.__vue_app__) return;
        el.__vue_app__.config.errorHandler = report;
      } else {
        const vm = el?.__vue__;
        if (!vm) return;
        let V = vm.$root.constructor;
        while (V.super) V = V.super;
        V.config.errorHandler = report;
      }
      clearInterval(hook);
    }, 20);
    const NativeWS = window.WebSocket;
    window.WebSocket = function (url, protocols) {
      const ws = protocols === undefined ? new NativeWS(url) : new NativeWS(url, protocols);
      const rec = { url: String(url), opened: false };
      window.__ws.push(rec);
      ws.addEventListener('open', () => (rec.opened = true));
      ws.addEventListener('error', () => (rec.error = true));
      ws.addEventListener('close', (e) => (rec.closeCode = e.code));
      return ws;
    };
    window.WebSocket.prototype = NativeWS.prototype;
    Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  }, vue);

  // Only our own origin: anything else (CDNs, fonts, help sites) is blocked and listed.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === new URL(BASE).origin || url.protocol === 'data:' || url.protocol === 'blob:')
      return route.continue();
    w.cur?.external.push(`${route.request().method()} ${url.href.slice(0, 120)}`);
    return route.abort();
  });

  const page = await context.newPage();
  const bucketOf = new WeakMap();
  let inflight = 0;
  let lastActivity = Date.now();
  const shortPath = (u) => {
    const url = new URL(u);
    url.searchParams.delete('_t');
    const q = url.searchParams.toString();
    const p = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : url.pathname;
    return q ? `${p}?${decodeURIComponent(q).slice(0, 160)}` : p;
  };
  const isApi = (u) => new URL(u).pathname.startsWith(API + '/');
  page.on('request', (req) => {
    bucketOf.set(req, w.cur);
    if (isApi(req.url())) {
      inflight++;
      lastActivity = Date.now();
    }
  });
  const done = (req) => {
    if (isApi(req.url())) {
      inflight = Math.max(0, inflight - 1);
      lastActivity = Date.now();
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (req) => {
    done(req);
    const b = bucketOf.get(req) ?? w.cur;
    if (isApi(req.url()))
      b?.failures.push({
        method: req.method(),
        path: shortPath(req.url()),
        status: 'failed',
        message: req.failure()?.errorText,
      });
  });
  page.on('response', async (res) => {
    const req = res.request();
    if (!isApi(res.url())) {
      if (res.status() >= 400 && new URL(res.url()).origin === new URL(BASE).origin) {
        (bucketOf.get(req) ?? w.cur)?.failures.push({
          method: req.method(),
          path: new URL(res.url()).pathname,
          status: res.status(),
          message: 'static asset',
        });
      }
      return;
    }
    const b = bucketOf.get(req) ?? w.cur;
    if (!b) return;
    const entry = { method: req.method(), path: shortPath(res.url()), status: res.status() };
    b.calls.push(entry);
    let body = null;
    if ((res.headers()['content-type'] ?? '').includes('json')) body = await res.json().catch(() => null);
    if (res.status() >= 400 || (body && body.success === false)) {
      entry.message = body?.message ?? (await res.text().catch(() => '')).slice(0, 160);
      if (body && body.code !== undefined) entry.code = body.code;
      b.failures.push(entry);
    }
  });
  page.on('pageerror', (err) => w.cur?.errors.push(`[pageerror] ${err.name}: ${err.message.split('\n')[0]}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const t = msg.text();
    if (/^Failed to load resource/.test(t)) return; // already recorded as a failing response
    if (/^WebSocket connection to/.test(t)) return void websocket.errors.add(t.split('\n')[0]);
    w.cur?.errors.push(`[console] ${t.split('\n')[0].slice(0, 300)}`);
  });

  async function flush() {
    const got = await page
      .evaluate(() => ({
        toasts: window.__toasts.splice(0),
        errs: window.__errs.splice(0),
        ws: window.__ws.splice(0),
      }))
      .catch(() => ({ toasts: [], errs: [], ws: [] }));
    w.cur.toasts.push(...got.toasts);
    w.cur.errors.push(...got.errs.map((e) => e.slice(0, 300)));
    websocket.attempts.push(...got.ws.map((socket) => ({ ...socket, during: w.cur.name })));
  }

  /** Waits until no API request has been in flight for `quiet` ms (at most `max` ms). */
  async function settle(quiet = 900, max = 15000) {
    const start = Date.now();
    await page.waitForTimeout(250);
    while (Date.now() - start < max) {
      if (inflight === 0 && Date.now() - lastActivity > quiet) break;
      await page.waitForTimeout(100);
    }
  }

  /** Opens a screen (`navigate` answers 'ok' or why not) and records what it shows (`rendered`). */
  async function visit(path, navigate, rendered) {
    const nav = await navigate(path);
    // Opening the screen already shown (首页 right after sign-in) is refused as redundant: not a failure.
    if (nav !== 'ok' && !/redundant navigation|duplicated/i.test(nav)) note(`router.push(${path}) → ${nav}`);
    w.cur.rendered = await rendered().catch((e) => ({ error: e.message.split('\n')[0] }));
    if (w.cur.rendered.route && w.cur.rendered.route.split('?')[0] !== path)
      note(`screen not shown: the route stayed at ${w.cur.rendered.route}`);
    await flush();
  }

  return Object.assign(w, {
    browser,
    context,
    page,
    sections,
    websocket,
    section,
    note,
    flush,
    settle,
    shortPath,
    visit,
  });
}

/** Writes the walk to `jsonOut` and prints it: each section, the websocket, views the client lacks, failing calls. */
export function printWalk({ base, sections, websocket, mismatches, jsonOut }) {
  writeFileSync(
    jsonOut,
    JSON.stringify(
      { base, sections, mismatches, websocket: { attempts: websocket.attempts, errors: [...websocket.errors] } },
      null,
      2,
    ),
  );
  const out = [];
  const fmtCall = (f) =>
    `${f.method} ${f.path} → ${f.status}${f.code !== undefined && f.code !== f.status ? ` code ${f.code}` : ''}${f.message ? ` "${f.message}"` : ''}`;
  for (const s of sections) {
    const r = s.rendered;
    const shown =
      r && !r.error
        ? `rows=${r.rows}${r.vxeRows ? ` vxe=${r.vxeRows}` : ''}${r.treeNodes ? ` tree=${r.treeNodes}` : ''}${r.empty ? ' (empty table)' : ''} tables=${r.tables} route=${r.route}${r.exception ? ` EXCEPTION "${r.exception}"` : ''}`
        : (r?.error ?? '');
    const bad =
      s.failures.length ||
      s.errors.length ||
      s.toasts.some((t) => t.type === 'error' || t.type === 'warning') ||
      s.componentExists === false ||
      s.notes.some((n) =>
        /FAILED|no request sent|not found|screen not shown|success=false|did not reach|→ [45]\d\d/.test(n),
      );
    out.push(
      `\n## ${bad ? 'FAIL' : 'ok  '} ${s.name}${s.path ? `  [${s.path}${s.component ? ` · ${s.component}` : ''}]` : ''}${s.skipped ? ` — skipped: ${s.skipped}` : ''}`,
    );
    if (s.componentExists === false) out.push(`  component missing in stock client: views/${s.component}.vue`);
    if (shown) out.push(`  rendered: ${shown}`);
    for (const n of s.notes) out.push(`  note: ${n}`);
    for (const f of s.failures) out.push(`  call: ${fmtCall(f)}`);
    for (const t of s.toasts) out.push(`  toast[${t.kind}/${t.type}]: ${t.text}`);
    for (const e of [...new Set(s.errors)]) out.push(`  error: ${e}`);
    for (const x of [...new Set(s.external)]) out.push(`  external (blocked): ${x}`);
  }
  out.push(
    `\n## Websocket (${websocket.attempts.length} attempts, ${websocket.attempts.filter((w) => w.opened).length} opened)`,
  );
  for (const u of new Set(
    websocket.attempts.map((w) => `${w.url} opened=${w.opened}${w.closeCode ? ` close=${w.closeCode}` : ''}`),
  ))
    out.push(`  ${u}`);
  for (const e of websocket.errors) out.push(`  ${e}`);
  out.push('\n## Menu components the stock client does not have');
  for (const m of mismatches)
    out.push(`  ${m.title} [${m.path}]: ${m.component} → ${m.stock.length ? m.stock.join(', ') : '(no stock view)'}`);
  const failing = new Map();
  for (const s of sections)
    for (const f of s.failures) {
      const k = `${f.method} ${f.path.split('?')[0]} → ${f.status}${f.message ? ` "${f.message}"` : ''}`;
      failing.set(k, [...(failing.get(k) ?? []), s.name]);
    }
  out.push('\n## Distinct failing calls (method path → status "message": screens)');
  for (const [k, v] of failing)
    out.push(`  ${k}: ${[...new Set(v)].slice(0, 6).join(' | ')}${v.length > 6 ? ' …' : ''}`);
  console.log(out.join('\n'));
}
