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
import { createHash } from 'node:crypto';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`reference workload: ${machineSpeedMs()} ms (median of ${ROUNDS} rounds; lower is faster)`);
}
