// autocannon on loopback: the public menu read (getPublicMenu, plain 200 reads without
// If-None-Match, each of which also counts a scan, as a real guest's does) beside a bare Fastify
// route answering the same JSON body (serialized at each request, and encoded once as the API sends
// its cached document), one after the other in the same run.
import autocannon from 'autocannon';

export const GOALS = { ratio: 0.6, p99Ms: 20 };

/** One autocannon run with these options (autocannon's own), as a promise. */
export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

function cannon(url, { connections, durationSeconds }) {
  return runAutocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { accept: 'application/json' },
  });
}

/** The figures of an autocannon result that the benches print. */
export function figuresOf(result) {
  const answered = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bodyBytes: answered === 0 ? 0 : Math.round(result.throughput.total / answered),
    answered,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Warms a route (JIT, caches, pools) for a couple of seconds, then measures it. */
export async function measureRoute(url, options) {
  await cannon(url, {
    connections: options.connections,
    durationSeconds: Math.min(3, options.durationSeconds),
  });
  const result = await cannon(url, options);
  const answered = result.requests.total;
  if (answered === 0 || result.non2xx > answered / 100 || result.errors > answered / 100) {
    throw new Error(
      `${url}: ${answered} answers, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts: not a measurement of the route`,
    );
  }
  return figuresOf(result);
}

export async function measureLoad({ label, menuUrl, bareUrl, bareBytesUrl, connections, durationSeconds }) {
  const options = { connections, durationSeconds };
  console.log(
    `\n== Load on ${label}: ${connections} connections, ${durationSeconds} s each (after a warm-up)`,
  );
  const bare = await measureRoute(bareUrl, options);
  const bareBytes = await measureRoute(bareBytesUrl, options);
  const menu = await measureRoute(menuUrl, options);
  const ratio = menu.requestsPerSecond / bare.requestsPerSecond;
  const bytesRatio = menu.requestsPerSecond / bareBytes.requestsPerSecond;
  const row = (name, figures) =>
    `  ${name.padEnd(26)} ${Math.round(figures.requestsPerSecond).toString().padStart(7)} req/s   p50 ${figures.p50Ms.toString().padStart(4)} ms   p99 ${figures.p99Ms.toString().padStart(4)} ms   ${(figures.bodyBytes / 1024).toFixed(1)} KB/answer`;
  console.log(row('bare Fastify route', bare));
  console.log(row('bare route, bytes ready', bareBytes));
  console.log(row('getPublicMenu (200)', menu));
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    `  ratio to the bare route ${ratio.toFixed(2)}   (goal ≥ ${GOALS.ratio}: ${met(ratio >= GOALS.ratio)})`,
  );
  console.log(
    `  ratio to bytes ready    ${bytesRatio.toFixed(2)}   (goal ≥ ${GOALS.ratio}: ${met(bytesRatio >= GOALS.ratio)})`,
  );
  console.log(
    `  p99 ${menu.p99Ms} ms                  (goal ≤ ${GOALS.p99Ms} ms: ${met(menu.p99Ms <= GOALS.p99Ms)})`,
  );
  return { label, bare, bareBytes, menu, ratio, bytesRatio };
}
