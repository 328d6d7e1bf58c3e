/** One sample of 监控页's history (GET /sys/actuator/history), taken by the server every few seconds. */
export interface MonitorSample {
  /** Epoch ms. */
  at: number;
  /** Process CPU over the interval, 0–1 of one core × cores. */
  cpu: number;
  heapMb: number;
  rssMb: number;
  loopP99Ms: number;
  requestsPerSecond: number;
  /** Server errors / requests over the interval (0 without requests). */
  errorRate: number;
}
