/**
 * HTTP requests by operation and status: a count and a latency histogram, kept in plain numbers
 * and turned into Prometheus samples only when scraped (plugins/metrics.ts).
 *
 * Why not prom-client's own Counter and Histogram on the request path: their `inc`/`observe` build
 * a label object and a label hash string on every call. Every answer passes here, the guests' warm
 * menu read among them (well under a millisecond), so recording is a Map lookup by status code and
 * a few additions, with nothing allocated once an operation has answered with that status.
 */
import type { Metric } from 'prom-client';

/**
 * Upper bounds in seconds: warm reads answer in < 1 ms, most writes in a few ms, PDFs and
 * spreadsheet imports in about a second; 10 s is beyond any answer the contract expects.
 */
const DURATION_BUCKETS_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** The operation label of a request no route answered (404). */
export const UNKNOWN_OPERATION = 'unknown';

interface StatusSeries {
  status: string;
  count: number;
  sumSeconds: number;
  /** observations per bucket (not cumulative); above the last bound: only in `count` */
  buckets: Float64Array;
}

/** One operation's requests, by status code. Kept by the route that answers the operation. */
class OperationRequests {
  readonly byStatus = new Map<number, StatusSeries>();

  constructor(readonly operation: string) {}

  record(statusCode: number, seconds: number): void {
    let series = this.byStatus.get(statusCode);
    if (series === undefined) {
      series = {
        status: String(statusCode),
        count: 0,
        sumSeconds: 0,
        buckets: new Float64Array(DURATION_BUCKETS_SECONDS.length),
      };
      this.byStatus.set(statusCode, series);
    }
    series.count += 1;
    series.sumSeconds += seconds;
    // the first bound at or above the value (Prometheus' `le`); 14 bounds: a scan is cheapest
    let bucket = 0;
    for (const bound of DURATION_BUCKETS_SECONDS) {
      if (seconds <= bound) break;
      bucket += 1;
    }
    // above the last bound: counted in +Inf (the count) only
    if (bucket < series.buckets.length) series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
  }
}

type Labels = Record<string, string | number>;
interface Sample {
  metricName?: string;
  labels: Labels;
  value: number;
}

/**
 * The two metrics prom-client's registry serves, as objects of the shape its `registerMetric`
 * takes (name, help, type, `get()`): the registry formats them like its own.
 */
export class RequestMetrics {
  private readonly operations = new Map<string, OperationRequests>();

  constructor(
    readonly countName = 'tavola_http_requests_total',
    readonly durationName = 'tavola_http_request_duration_seconds',
  ) {}

  /** The series of an operation (one per operationId, shared by its GET and HEAD routes). */
  operation(operationId: string): OperationRequests {
    let requests = this.operations.get(operationId);
    if (!requests) {
      requests = new OperationRequests(operationId);
      this.operations.set(operationId, requests);
    }
    return requests;
  }

  private samples(toSamples: (operation: string, series: StatusSeries) => Sample[]): Sample[] {
    const samples: Sample[] = [];
    for (const requests of this.operations.values()) {
      for (const series of requests.byStatus.values()) samples.push(...toSamples(requests.operation, series));
    }
    return samples;
  }

  /** Registry-shaped metrics: requests counted, and their latency. */
  metrics(): Metric[] {
    const count = {
      name: this.countName,
      help: 'HTTP requests answered, by operationId of the contract (unknown: no route) and status code',
      type: 'counter',
      aggregator: 'sum',
      get: async () => ({
        ...count,
        values: this.samples((operation, series) => [
          { labels: { operation, status: series.status }, value: series.count },
        ]),
      }),
      reset: () => this.operations.clear(),
    };
    const duration = {
      name: this.durationName,
      help: 'Time from the request received to the answer sent, by operationId and status code',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => ({
        ...duration,
        values: this.samples((operation, series) => {
          const labels = { operation, status: series.status };
          const bucketName = `${this.durationName}_bucket`;
          let cumulative = 0;
          const samples: Sample[] = DURATION_BUCKETS_SECONDS.map((le, index) => {
            cumulative += series.buckets[index] ?? 0;
            return { metricName: bucketName, labels: { ...labels, le }, value: cumulative };
          });
          samples.push(
            { metricName: bucketName, labels: { ...labels, le: '+Inf' }, value: series.count },
            { metricName: `${this.durationName}_sum`, labels, value: series.sumSeconds },
            { metricName: `${this.durationName}_count`, labels, value: series.count },
          );
          return samples;
        }),
      }),
      reset: () => this.operations.clear(),
    };
    return [count, duration] as unknown as Metric[];
  }
}
