/**
 * 监控页's last 10 minutes: every 10 s this instance samples its CPU, heap, RSS, event-loop p99 and the requests and
 * server errors since the previous sample, and keeps the last 60 samples in memory (a restart empties them), so the
 * page shows the last 10 minutes at once. docs/screens/dashboards.md.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { RequestStats } from './monitor-metrics';
import type { MonitorSample } from '../../src/domain/monitor-types';

export const SAMPLE_MS = 10_000;
export const SAMPLES = 60;
const MB = 1024 * 1024;

export class MonitorHistory {
  private readonly samples: MonitorSample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private loop: IntervalHistogram | undefined;
  private last: { at: number; cpu: NodeJS.CpuUsage; count: number; errors: number };

  constructor(
    private readonly stats: RequestStats,
    private readonly now: () => number,
    private readonly cores: number,
  ) {
    this.last = { at: now(), cpu: process.cpuUsage(), count: stats.count, errors: stats.serverErrors };
  }

  start(): void {
    this.loop = monitorEventLoopDelay({ resolution: 20 });
    this.loop.enable();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.loop?.disable();
  }

  /** Takes a sample now (the timer's work; tests call it). */
  sample(): MonitorSample {
    const at = this.now();
    const seconds = Math.max(0.001, (at - this.last.at) / 1000);
    const cpu = process.cpuUsage(this.last.cpu);
    const count = this.stats.count - this.last.count;
    const errors = this.stats.serverErrors - this.last.errors;
    const memory = process.memoryUsage();
    const sample: MonitorSample = {
      at,
      cpu: (cpu.user + cpu.system) / 1e6 / seconds / this.cores,
      heapMb: memory.heapUsed / MB,
      rssMb: memory.rss / MB,
      loopP99Ms: this.loop ? this.loop.percentile(99) / 1e6 : 0,
      requestsPerSecond: count / seconds,
      errorRate: count > 0 ? errors / count : 0,
    };
    this.loop?.reset();
    this.last = { at, cpu: process.cpuUsage(), count: this.stats.count, errors: this.stats.serverErrors };
    this.samples.push(sample);
    if (this.samples.length > SAMPLES) this.samples.shift();
    return sample;
  }

  list(): readonly MonitorSample[] {
    return this.samples;
  }
}
