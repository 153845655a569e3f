// An owner's writes to a section's items (issue 50): a create, a move or a delete should cost the
// same in a section of 5 items and in one of 700 (goal: 700/5 at most 1.5), since positions are
// kept dense by shifting only the rows between the old and the new place. Measured: the median time
// to create an item at the end and in the middle, to delete it again, to move an item within the
// section, and to reorder the whole section (the one write that is O(n) by nature).
// The API is built in this process on the demo (demo-in-process.ts), on the embedded PGlite;
// requests go through Fastify's inject, so the figures are the server's work without the network.
// The two sections are filled straight in the database (dense positions, as the API leaves them).
// Prints the figures; never fails on speed.
//
// Usage: pnpm --filter @tavola/bench owner-writes [--runs=21 --large=700 --small=5]
//   (runs: node --import tsx, from apps/api-server, which owns tsx and the server's dependencies)
import os from 'node:os';
import { menuItems } from '../apps/api-server/src/db/schema.ts';
import { startDemoInProcess } from './demo-in-process.ts';
import { figure, writeResults } from './results-file.mjs';
import { median } from './stats.mjs';

const GOAL_RATIO = 1.5;
const option = (name, fallback) => {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return match ? Number(match.slice(name.length + 3)) : fallback;
};
const runs = option('runs', 21);
const sizes = { small: option('small', 5), large: option('large', 700) };

const { app, headers, club, close } = await startDemoInProcess('owner-writes');
try {
  const call = async (method, url, payload, expected = 200) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({ method, url: `/api/v1/clubs/${club.id}${url}`, headers, payload });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (response.statusCode !== expected)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return {
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      body: response.statusCode === 204 ? null : response.json(),
    };
  };

  const [menu] = (await call('GET', '/menu')).body;
  if (!menu) throw new Error('the demo club has no menu');
  const sectionsUrl = `/menu/${menu.id}/sections`;

  /** A section of `count` items, written in one statement with positions 0..count-1. */
  const sectionOf = async (count) => {
    const section = (await call('PUT', sectionsUrl, { name: `Bench ${count}` })).body;
    const rows = await app.db
      .insert(menuItems)
      .values(
        Array.from({ length: count }, (_, index) => ({
          sectionId: section.id,
          name: `Dish ${index + 1}`,
          price: 8 + (index % 17),
          position: index,
        })),
      )
      .returning({ id: menuItems.id });
    return {
      id: section.id,
      count,
      ids: rows.map((row) => row.id),
      url: `${sectionsUrl}/${section.id}/items`,
    };
  };
  const sections = { small: await sectionOf(sizes.small), large: await sectionOf(sizes.large) };

  /** The mean time (wall and CPU) of some calls. */
  const mean = (...calls) => ({
    ms: calls.reduce((sum, one) => sum + one.ms, 0) / calls.length,
    cpuMs: calls.reduce((sum, one) => sum + one.cpuMs, 0) / calls.length,
  });

  /** One round of every write on a section, each one's time; it leaves the section as it found it. */
  const round = async (section) => {
    const t = {};
    const middle = Math.floor(section.count / 2);
    const atEnd = await call('PUT', section.url, { name: 'New dish', price: 9.5 });
    if (atEnd.body.position !== section.count) throw new Error('created at the wrong place');
    t['create at the end'] = mean(atEnd);
    t['delete the last'] = mean(await call('DELETE', `${section.url}/${atEnd.body.id}`, undefined, 204));
    const inMiddle = await call('PUT', section.url, { name: 'New dish', price: 9.5, position: middle });
    if (inMiddle.body.position !== middle) throw new Error('created at the wrong place');
    t['create in the middle'] = mean(inMiddle);
    t['delete in the middle'] = mean(
      await call('DELETE', `${section.url}/${inMiddle.body.id}`, undefined, 204),
    );
    // the second item to the last place but one and back: nearly every row lies between the two
    const id = section.ids[1];
    const there = await call('PUT', section.url, { id, name: 'Dish 2', position: section.count - 2 });
    const back = await call('PUT', section.url, { id, name: 'Dish 2', position: 1 });
    t['move across the section'] = mean(there, back);
    const batch = (ids) => ids.map((itemId, position) => ({ id: itemId, position }));
    const reversed = await call('PUT', `${section.url}/batch`, batch([...section.ids].reverse()));
    const restored = await call('PUT', `${section.url}/batch`, batch(section.ids));
    t['reorder the whole section'] = mean(reversed, restored);
    return t;
  };

  console.log(
    `Owner writes: items of a ${sizes.small}-item and a ${sizes.large}-item section through the API (embedded PGlite, in process), ${runs} runs after a warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const times = {};
  for (let run = -1; run < runs; run += 1) {
    // small and large in turn, so that a slower moment of the machine weighs on both
    for (const size of ['small', 'large']) {
      const t = await round(sections[size]);
      if (run < 0) continue;
      for (const [name, { ms, cpuMs }] of Object.entries(t)) {
        times[name] ??= { small: [], large: [], smallCpu: [], largeCpu: [] };
        times[name][size].push(ms);
        times[name][`${size}Cpu`].push(cpuMs);
      }
    }
  }

  const figures = [];
  for (const [name, { small, large, smallCpu, largeCpu }] of Object.entries(times)) {
    const ratio = median(large) / median(small);
    const cpuRatio = median(largeCpu) / median(smallCpu);
    // a reorder of every item writes every row: its ratio is shown, without a goal
    const goal = name.startsWith('reorder') ? null : `<= ${GOAL_RATIO}`;
    const verdict = goal ? `  (goal ${goal}: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'})` : '';
    const ms = (values) => `${median(values).toFixed(1).padStart(6)} ms`;
    console.log(
      `  ${name.padEnd(26)} ${sizes.small}: ${ms(small)}  ${sizes.large}: ${ms(large)}  ratio ${ratio.toFixed(2)}${verdict}`,
    );
    console.log(
      `  ${'  CPU time'.padEnd(26)} ${sizes.small}: ${ms(smallCpu)}  ${sizes.large}: ${ms(largeCpu)}  ratio ${cpuRatio.toFixed(2)}`,
    );
    figures.push(
      figure(`${name}, ${sizes.small}-item section (median)`, median(small), 'ms'),
      figure(`${name}, ${sizes.large}-item section (median)`, median(large), 'ms'),
      figure(`${name}: ${sizes.large}/${sizes.small} ratio`, ratio, '×', goal),
      // the CPU time is the figure to compare on a busy machine: the wall time shares the cores
      figure(`${name}: ${sizes.large}/${sizes.small} ratio of the CPU time`, cpuRatio, '×'),
    );
  }
  writeResults({
    name: 'owner-writes',
    title: `An owner's item writes in a ${sizes.small}-item and a ${sizes.large}-item section (embedded database, in process)`,
    figures,
    notes: [
      `${runs} runs after a warm-up, through Fastify's inject (no network); load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
    ],
  });
} finally {
  await close();
}
