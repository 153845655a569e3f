// How fast this machine runs a fixed piece of work right now, for the report beside each bench.
//
// Why: the benches' figures moved by a quarter from one `pnpm bench` to the next at the same load
// average (Lighthouse's blocking time, the PDF redraw, the closed-loop ratios; docs/decisions/028).
// This machine is a virtual machine whose host does not report stolen time (`/proc/stat` steal
// stays 0), so neither the load average nor the CPU time of a process shows
// when the host runs something else on our cores. The wall time of a fixed single-threaded workload
// does: it grows when the vCPU is slowed or preempted.
//
// The workload is what the benches spend their time on: building, serializing, parsing and hashing
// a menu-sized JSON document. The figure is the median of several short rounds, in milliseconds;
// lower is faster, and only its comparison between runs on the same machine means anything.
//
// The server benches also spend a large share in the kernel (a socket write per answer), which that
// workload does not touch: a host has read quiet on it while the load bench's server spent eight
// times its usual CPU per item edit (bench/REPORT.md, the load notes). The command line therefore
// also times round trips over a loopback TCP connection (`loopbackRoundTripUs`): what a load
// bench's figure depends on beside the JavaScript.
import { createHash } from 'node:crypto';
import net from 'node:net';

const ROUNDS = 7;
const DOCUMENTS_PER_ROUND = 160;

/** A document shaped like a guest menu: sections of items with texts, prices and allergens. */
function menuLikeDocument(seed) {
  return {
    id: seed,
    name: `Menu ${seed}`,
    sections: Array.from({ length: 10 }, (_, section) => ({
      id: seed * 100 + section,
      name: `Section ${section}`,
      items: Array.from({ length: 20 }, (_, item) => ({
        id: seed * 10_000 + section * 100 + item,
        name: `Item ${section}.${item} with a name of some length`,
        description: 'Tomato, mozzarella, basil and olive oil, baked in a wood-fired oven.',
        price: 4.5 + item,
        allergens: ['gluten', 'milk', 'celery'].slice(0, item % 4),
      })),
    })),
  };
}

/** One round: each document built, serialized, parsed back and hashed; returns its milliseconds. */
function round(offset) {
  const started = performance.now();
  let digest = '';
  for (let index = 0; index < DOCUMENTS_PER_ROUND; index++) {
    const text = JSON.stringify(menuLikeDocument(offset + index));
    const parsed = JSON.parse(text);
    digest = createHash('sha256').update(text).update(digest).update(String(parsed.id)).digest('hex');
  }
  // the digest is used, so no part of the work can be skipped as dead code
  if (digest.length !== 64) throw new Error('unexpected digest');
  return performance.now() - started;
}

/** The median of the rounds' milliseconds (after one round of warm-up), rounded to 0.1 ms. */
export function machineSpeedMs() {
  round(0);
  const times = Array.from({ length: ROUNDS }, (_, index) => round((index + 1) * DOCUMENTS_PER_ROUND));
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(ROUNDS / 2)] ?? 0) * 10) / 10;
}

const ROUND_TRIPS_PER_ROUND = 2_000;
const MESSAGE = Buffer.alloc(1024, 'x');

/** One round: a message of 1 KB sent and echoed back, one at a time; returns its milliseconds. */
function loopbackRound(socket) {
  return new Promise((resolve) => {
    const started = performance.now();
    let left = ROUND_TRIPS_PER_ROUND;
    let received = 0;
    const onData = (chunk) => {
      received += chunk.length;
      if (received < MESSAGE.length) return;
      received -= MESSAGE.length;
      left -= 1;
      if (left > 0) socket.write(MESSAGE);
      else {
        socket.off('data', onData);
        resolve(performance.now() - started);
      }
    };
    socket.on('data', onData);
    socket.write(MESSAGE);
  });
}

/**
 * The median time of one round trip over a loopback TCP connection in this process (an echo
 * server and its client), in microseconds: system calls and the network stack, which the load
 * benches' servers spend much of their time in. Lower is faster; quiet and slow hosts are told
 * apart by comparing runs on the same machine.
 */
export async function loopbackRoundTripUs() {
  const server = net.createServer((connection) => connection.pipe(connection));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = net.connect(server.address().port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise((resolve) => socket.once('connect', resolve));
  try {
    await loopbackRound(socket);
    const times = [];
    for (let index = 0; index < ROUNDS; index++) times.push(await loopbackRound(socket));
    times.sort((a, b) => a - b);
    return Math.round(((times[Math.floor(ROUNDS / 2)] ?? 0) / ROUND_TRIPS_PER_ROUND) * 1000 * 10) / 10;
  } finally {
    socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`reference workload: ${machineSpeedMs()} ms (median of ${ROUNDS} rounds; lower is faster)`);
  console.log(
    `loopback round trip: ${await loopbackRoundTripUs()} µs (1 KB each way, median of ${ROUNDS} rounds of ${ROUND_TRIPS_PER_ROUND}; lower is faster)`,
  );
}
