import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MenuMeta } from '@/domain/permission-types';
import RuntimePage from '@/features/monitor/components/runtime-page';
import DiskPage from '@/features/monitor/components/disk-page';
import CachePage, { addPoint, CACHE_POINTS } from '@/features/monitor/components/cache-page';
import HttpTracePage, { visibleTraces } from '@/features/monitor/components/http-trace-page';
import MonitorDashboardPage from '@/features/monitor/components/monitor-dashboard-page';
import TerminalPage from '@/features/monitor/components/terminal-page';
import { formatDuration, formatValue } from '@/features/monitor/components/format';
import type { Trace } from '@/features/monitor/api/monitor-api';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { mockMatchMedia, renderWithClient } from '../widgets/test-utils';
import { ok } from '../features/feature-fixtures';

// jsdom measures no SVG: the charts stand in as figures naming their title and values.
vi.mock('@fluentui/react-charts', () => ({
  DataVizPalette: { color1: 'c1', color2: 'c2', success: 's', warning: 'w', error: 'e', disabled: 'd' },
  getColorFromToken: (token: string) => token,
  GaugeChart: ({ chartValue, sublabel }: { chartValue: number; sublabel?: string }) => (
    <figure aria-label="仪表">
      {sublabel} {chartValue}
    </figure>
  ),
  AreaChart: ({ data }: { data: { chartTitle?: string; lineChartData?: { data: { y: number }[] }[] } }) => (
    <figure aria-label={data.chartTitle}>{data.lineChartData?.[0]?.data.map((p) => p.y).join(',')}</figure>
  ),
  LineChart: ({
    data,
  }: {
    data: { chartTitle?: string; lineChartData?: { legend: string; data: { y: number }[] }[] };
  }) => (
    <figure aria-label={`${data.chartTitle}折线图`}>
      {data.lineChartData?.map((l) => `${l.legend}:${l.data.map((p) => p.y).join(',')}`).join(';')}
    </figure>
  ),
}));

const bed = useApiTestBed();
const meta = {} as MenuMeta;

const metric = (
  name: string,
  measurements: { statistic: string; value: number }[],
  description = `${name} 的说明`,
) => ({
  name,
  description,
  baseUnit: null,
  measurements,
  availableTags: [],
});

/** Answers every metric with `value` (or the given figures), counting the calls. */
function serveMetrics(figures: Record<string, { statistic: string; value: number }[]> = {}) {
  const asked: string[] = [];
  bed.server.use(
    http.get(api('/actuator/metrics/:name'), ({ params }) => {
      const name = String(params.name);
      asked.push(name);
      return HttpResponse.json(metric(name, figures[name] ?? [{ statistic: 'VALUE', value: 1048576 }]));
    }),
  );
  return asked;
}

describe('JVM信息 (Node.js runtime)', () => {
  it('shows each figure with the server description, in MB, and says there is no JVM', async () => {
    const asked = serveMetrics({
      'jvm.memory.used': [{ statistic: 'VALUE', value: 52428800 }],
      'jvm.gc.pause': [
        { statistic: 'COUNT', value: 12 },
        { statistic: 'TOTAL_TIME', value: 0.0345 },
      ],
    });
    renderWithClient(<RuntimePage title="JVM信息" meta={meta} />);
    const table = await screen.findByRole('table', { name: 'JVM信息' });
    const used = within(table).getByText('Node.js 已用堆内存').closest('tr')!;
    expect(within(used).getByText('50.000 MB')).toBeInTheDocument();
    expect(within(used).getByText('jvm.memory.used 的说明')).toBeInTheDocument();
    expect(within(within(table).getByText('垃圾回收次数').closest('tr')!).getByText('12')).toBeInTheDocument();
    expect(within(within(table).getByText('垃圾回收总耗时').closest('tr')!).getByText('0.035 秒')).toBeInTheDocument();
    expect(screen.getByText(/没有 JVM/)).toBeInTheDocument();
    // one request per metric, each once
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('shows a refusal, and 重新加载 asks again', async () => {
    let refuse = true;
    bed.server.use(
      http.get(api('/actuator/metrics/:name'), ({ params }) =>
        refuse
          ? HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null })
          : HttpResponse.json(metric(String(params.name), [{ statistic: 'VALUE', value: 0 }])),
      ),
    );
    renderWithClient(<RuntimePage title="JVM信息" meta={meta} />);
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('table', { name: 'JVM信息' })).toBeInTheDocument();
  });

  it('fits a phone: the metric name goes under the description', async () => {
    const restore = mockMatchMedia(true);
    try {
      serveMetrics();
      renderWithClient(<RuntimePage title="JVM信息" meta={meta} />);
      const table = await screen.findByRole('table', { name: 'JVM信息' });
      expect(within(table).queryByRole('columnheader', { name: '参数' })).toBeNull();
      expect(within(table).getByText('jvm.memory.max')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('磁盘监控', () => {
  it('draws one gauge per disk with its used percent and sizes', async () => {
    bed.server.use(
      http.get(api('/sys/actuator/redis/queryDiskInfo'), () =>
        ok(
          [
            { name: '文件存储（/data/upload）', max: 100 * 1024 ** 3, rest: 40 * 1024 ** 3, restPPT: 60 },
            { name: '临时目录（/tmp）', max: 10 * 1024 ** 3, rest: 1024 ** 3, restPPT: 90 },
          ],
          '查询成功',
        ),
      ),
    );
    renderWithClient(<DiskPage title="磁盘监控" meta={meta} />);
    const store = await screen.findByRole('group', { name: '文件存储（/data/upload）' });
    expect(within(store).getByRole('figure', { name: '仪表' })).toHaveTextContent('已用 60');
    expect(within(store).getByText(/总容量 100\.00 GB · 可用 40\.00 GB · 已用 60%/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '临时目录（/tmp）' })).toBeInTheDocument();
  });
});

/** jsdom lays nothing out: elements get this width while `run` runs. */
async function withLaidOutWidth(width: number, run: () => Promise<void>) {
  const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
}

function serveCache() {
  let keysAt = 0;
  let memoryAt = 0;
  bed.server.use(
    http.get(api('/sys/actuator/redis/keysSize'), () =>
      HttpResponse.json({ create_time: (keysAt += 3000), dbSize: 40 + keysAt / 1500 }),
    ),
    http.get(api('/sys/actuator/redis/memoryInfo'), () =>
      HttpResponse.json({ create_time: (memoryAt += 3000), used_memory: '2048000' }),
    ),
    http.get(api('/sys/actuator/redis/info'), () =>
      ok([{ key: 'sys_session', value: '7', description: '登录会话（JeecgBoot 存于 Redis 的登录令牌）：表中行数' }]),
    ),
  );
}

describe('缓存监控', () => {
  it('charts the key count and the heap in KB and lists the info table, with the honest note', () =>
    withLaidOutWidth(600, async () => {
      serveCache();
      renderWithClient(<CachePage title="缓存监控" meta={meta} />);
      // A trend needs two points: the chart shows from the second poll (3 s) on.
      expect(screen.getAllByText('等待数据…')).toHaveLength(2);
      const keys = await screen.findByRole('figure', { name: '缓存记录实时数量（个）' }, { timeout: 5000 });
      expect(keys).toHaveTextContent('42,44');
      expect(await screen.findByRole('figure', { name: 'Node.js 堆内存实时占用（KB）' })).toHaveTextContent(
        '2048,2048',
      );
      const table = await screen.findByRole('table', { name: '缓存与运行信息' });
      expect(within(table).getByText('sys_session')).toBeInTheDocument();
      expect(screen.getByText(/本服务器没有 Redis/)).toBeInTheDocument();
    }));

  it('draws a chart only once its box has a width', () =>
    withLaidOutWidth(0, async () => {
      serveCache();
      renderWithClient(<CachePage title="缓存监控" meta={meta} />);
      const card = screen.getByRole('region', { name: '缓存记录实时数量（个）' });
      await waitFor(() => expect(within(card).queryByText('等待数据…')).toBeNull(), { timeout: 5000 });
      expect(within(card).queryByRole('figure')).toBeNull();
    }));

  it('keeps the last six points and skips a repeated one', () => {
    let points = [{ at: 0, value: 0 }];
    for (let i = 1; i <= 8; i++) points = addPoint(points, { at: i, value: i });
    expect(points).toHaveLength(CACHE_POINTS);
    expect(points[0]).toEqual({ at: 3, value: 3 });
    expect(addPoint(points, { at: 8, value: 99 })).toBe(points);
  });
});

const trace = (
  method: string,
  uri: string,
  status: number,
  timeTaken = 3,
  timestamp = '2026-03-02T02:00:03.000Z',
): Trace => ({
  timestamp,
  request: { method, uri },
  response: { status },
  timeTaken,
});

describe('请求追踪', () => {
  it('drops OPTIONS and the trace itself, strips the query string, filters by method', () => {
    const all = [
      trace('POST', '/jeecg-boot/sys/position/add?x=1', 200),
      trace('OPTIONS', '/jeecg-boot/sys/position/add', 200),
      trace('GET', '/jeecg-boot/actuator/httptrace', 200),
      trace('DELETE', '/jeecg-boot/sys/position/delete', 500),
    ];
    expect(visibleTraces(all, '').map((t) => t.request.uri)).toEqual([
      '/jeecg-boot/sys/position/add',
      '/jeecg-boot/sys/position/delete',
    ]);
    expect(visibleTraces(all, 'DELETE')).toHaveLength(1);
  });

  it('lists the requests page by page with status and time taken, and filters them by method', async () => {
    const traces = [
      ...Array.from({ length: 12 }, (_, i) =>
        trace(i % 3 === 0 ? 'DELETE' : 'GET', `/jeecg-boot/sys/x/${i}`, i === 1 ? 500 : 200, i === 2 ? 1200 : i),
      ),
      trace('OPTIONS', '/jeecg-boot/sys/x/0', 200),
      trace('GET', '/jeecg-boot/actuator/httptrace', 200),
    ];
    bed.server.use(http.get(api('/actuator/httptrace'), () => HttpResponse.json({ traces })));
    renderWithClient(<HttpTracePage title="请求追踪" meta={meta} />);
    const table = await screen.findByRole('table', { name: '请求记录' });
    expect(screen.getByText('共追踪到 12 条近期 HTTP 请求记录')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['请求时间', '请求方法', '请求URL', '响应状态', '请求耗时']);
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    const slow = within(table).getByText('/jeecg-boot/sys/x/2').closest('tr')!;
    expect(within(slow).getByText('1200 ms')).toBeInTheDocument();
    expect(within(slow).getByText('200')).toBeInTheDocument();
    const failed = within(table).getByText('/jeecg-boot/sys/x/1').closest('tr')!;
    expect(within(failed).getByText('500')).toBeInTheDocument();
    expect(within(failed).getByText('1 ms')).toBeInTheDocument();
    expect(screen.getByText(/本服务实例最近处理的 100 个接口请求/)).toBeInTheDocument();
    expect(screen.getByText('1-10 共12条')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '请求方法' }), 'DELETE');
    await waitFor(() => expect(screen.getByText('1-4 共4条')).toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: '请求记录' })).getAllByText('DELETE')).toHaveLength(4);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '请求方法' }), 'PUT');
    expect(await screen.findByText('暂无 PUT 请求记录。')).toBeInTheDocument();
  });

  it('shows each request as a card on a phone', async () => {
    const restore = mockMatchMedia(true);
    try {
      bed.server.use(
        http.get(api('/actuator/httptrace'), () =>
          HttpResponse.json({ traces: [trace('DELETE', '/jeecg-boot/sys/position/delete?id=1', 200, 42)] }),
        ),
      );
      renderWithClient(<HttpTracePage title="请求追踪" meta={meta} />);
      const list = await screen.findByRole('list', { name: '请求记录' });
      const item = within(list).getByRole('listitem');
      expect(item).toHaveTextContent('DELETE');
      expect(item).toHaveTextContent('/jeecg-boot/sys/position/delete');
      expect(item).toHaveTextContent('42 ms');
      expect(item).not.toHaveTextContent('id=1');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      restore();
    }
  });
});

describe('监控页', () => {
  it('shows the health tiles with the disks and can stop the auto refresh', async () => {
    serveMetrics({
      'process.cpu.usage': [{ statistic: 'VALUE', value: 0.125 }],
      'jvm.memory.used': [{ statistic: 'VALUE', value: 50 * 1048576 }],
      'jvm.memory.max': [{ statistic: 'VALUE', value: 100 * 1048576 }],
      'process.uptime': [{ statistic: 'VALUE', value: 3723 }],
    });
    const sample = (at: number, cpu: number) => ({
      at,
      cpu,
      heapMb: 50,
      rssMb: 120,
      loopP99Ms: 12.5,
      requestsPerSecond: 0.4,
      errorRate: 0.25,
    });
    bed.server.use(
      http.get(api('/sys/actuator/redis/queryDiskInfo'), () =>
        ok([{ name: '文件存储（/data/upload）', max: 1024 ** 3, rest: 512 * 1024 ** 2, restPPT: 50 }]),
      ),
      http.get(api('/sys/actuator/history'), () =>
        ok({
          intervalMs: 10_000,
          samples: [
            sample(new Date(2026, 11, 5, 10, 0, 0).getTime(), 0.1),
            sample(new Date(2026, 11, 5, 10, 0, 10).getTime(), 0.2),
          ],
        }),
      ),
    );
    renderWithClient(<MonitorDashboardPage title="监控页" meta={meta} />);
    // The last 10 minutes: each chart's numbers as a table too.
    const requests = await screen.findByRole('region', { name: '请求' });
    expect(await within(requests).findByRole('figure', { name: '请求折线图' })).toHaveTextContent(
      '每秒请求数:0.4,0.4;错误率:0.25,0.25',
    );
    await userEvent.click(within(requests).getByRole('button', { name: '表格' }));
    const rows = within(within(requests).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['时间每秒请求数错误率', '10:00:000.425%', '10:00:100.425%']);
    const cpu = await screen.findByRole('group', { name: '服务进程 CPU' });
    expect(within(cpu).getByText('12.50 %')).toBeInTheDocument();
    const heap = screen.getByRole('group', { name: 'Node.js 堆内存' });
    expect(within(heap).getByText('50.00 MB')).toBeInTheDocument();
    expect(within(heap).getByText('上限 100.00 MB')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '服务已运行' })).getByText('1 小时 2 分 3 秒')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '磁盘：文件存储（/data/upload）' })).toHaveTextContent('50%');
    const auto = screen.getByRole('switch', { name: '每 10 秒自动刷新' });
    expect(auto).toBeChecked();
    await userEvent.click(auto);
    expect(auto).not.toBeChecked();
  });
});

describe('终端信息', () => {
  it('lists this browser’s facts and says they stay here', async () => {
    renderWithClient(<TerminalPage title="终端信息" meta={meta} />);
    const table = screen.getByRole('table', { name: '终端信息' });
    expect(await within(table).findByText('浏览器标识')).toBeInTheDocument();
    expect(within(table).getByText(navigator.userAgent)).toBeInTheDocument();
    expect(screen.getByText(/不会发送到服务器/)).toBeInTheDocument();
  });
});

describe('format', () => {
  it('formats durations and units', () => {
    expect(formatDuration(59)).toBe('59 秒');
    expect(formatDuration(90061)).toBe('1 天 1 小时 1 分 1 秒');
    expect(formatValue(undefined, 'MB')).toBe('—');
    expect(formatValue(0.5, 'percent')).toBe('50.00 %');
    expect(formatValue(2 * 1024 ** 3, 'GB')).toBe('2.00 GB');
  });
});
