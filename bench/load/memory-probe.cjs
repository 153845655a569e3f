// Preloaded into the API server by the load bench (`node --require memory-probe.cjs dist/server.js`):
// writes the process's memory figures (process.memoryUsage(): rss, heapUsed, heapTotal, external)
// to $TAVOLA_BENCH_MEMORY_FILE every second, so the bench can read the heap of a server it runs
// without the server having any endpoint for it. The timer never keeps the process alive.
const fs = require('node:fs');

const file = process.env.TAVOLA_BENCH_MEMORY_FILE;
if (file) {
  const write = () => {
    try {
      fs.writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    } catch {
      // the bench removed its directory while the server was stopping
    }
  };
  write();
  setInterval(write, 1000).unref();
}
