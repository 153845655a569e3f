// The tests' round-robin proxy (apps/api-server/src/test/round-robin-proxy.ts) in a process of its
// own, so that a bench's load generator and the proxy do not share one event loop: a generator busy
// sending would otherwise delay every answer passing through it. Started by stack.mjs
// `startProxyProcess`; prints `listening <url>` once it accepts connections, and stops on SIGTERM.
import { startRoundRobinProxy } from '../apps/api-server/src/test/round-robin-proxy.ts';

const proxy = await startRoundRobinProxy(process.argv.slice(2));
console.log(`listening ${proxy.url}`);
process.once('SIGTERM', async () => {
  await proxy.close();
  process.exit(0);
});
