/**
 * Small helpers for the demo's dish drawings: a seeded random source (the same dish always gets
 * the same picture, so its photo's content hash never changes between starts) and a few shapes
 * every drawing shares (the table, a plate, a soft shadow).
 */

/** 4:3, the frame the console's crop offers first: the drawings are made for it. */
export const CANVAS = { width: 1280, height: 960 } as const;

export type Random = () => number;

/** mulberry32: tiny, fast and good enough to scatter crumbs; seeded so drawings are stable. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, low: number, high: number): number {
  return low + random() * (high - low);
}

export function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length) % values.length] as T;
}

/** A number printed with one decimal at most: the SVG stays small and identical across runs. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `count` points scattered in a disc, never closer to the rim than `margin`. */
export function pointsInDisc(
  random: Random,
  count: number,
  cx: number,
  cy: number,
  radius: number,
): { x: number; y: number }[] {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    return { x: cx + Math.cos(angle) * distance, y: cy + Math.sin(angle) * distance };
  });
}

export interface TableLook {
  /** the surface's two tones (a gradient from the top-left) */
  light: string;
  dark: string;
  /** wood grain, a linen weave or a checked cloth */
  texture: 'wood' | 'linen' | 'checks' | 'stone';
  accent: string;
}

/** The surface under the plate, seen from above. */
export function table(look: TableLook, random: Random): string {
  const { width, height } = CANVAS;
  const parts = [
    `<defs><linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.light}"/><stop offset="1" stop-color="${look.dark}"/></linearGradient>` +
      `<radialGradient id="light" cx="35%" cy="25%" r="80%"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#table)"/>`,
  ];
  if (look.texture === 'wood') {
    for (let y = 0; y < height; y += between(random, 22, 46)) {
      const wobble = between(random, -12, 12);
      parts.push(
        `<path d="M0 ${n(y)} C 400 ${n(y + wobble)} 880 ${n(y - wobble)} ${width} ${n(y + wobble / 2)}" stroke="${look.accent}" stroke-width="${n(between(random, 1.5, 5))}" fill="none" opacity="${n(between(random, 0.12, 0.3))}"/>`,
      );
    }
  } else if (look.texture === 'checks') {
    const size = 120;
    for (let x = 0; x < width; x += size) {
      parts.push(
        `<rect x="${x}" y="0" width="${size / 2}" height="${height}" fill="${look.accent}" opacity=".35"/>`,
      );
    }
    for (let y = 0; y < height; y += size) {
      parts.push(
        `<rect x="0" y="${y}" width="${width}" height="${size / 2}" fill="${look.accent}" opacity=".35"/>`,
      );
    }
  } else if (look.texture === 'linen') {
    for (let x = 0; x < width; x += 9) {
      parts.push(`<rect x="${x}" y="0" width="2" height="${height}" fill="${look.accent}" opacity=".08"/>`);
    }
    for (let y = 0; y < height; y += 11) {
      parts.push(`<rect x="0" y="${y}" width="${width}" height="2" fill="${look.accent}" opacity=".07"/>`);
    }
  } else {
    for (let i = 0; i < 70; i++) {
      parts.push(
        `<circle cx="${n(between(random, 0, width))}" cy="${n(between(random, 0, height))}" r="${n(between(random, 3, 14))}" fill="${look.accent}" opacity="${n(between(random, 0.06, 0.18))}"/>`,
      );
    }
  }
  parts.push(`<rect width="${width}" height="${height}" fill="url(#light)"/>`);
  return parts.join('');
}

/** A blurred dark ellipse under something standing on the table, light coming from the top-left. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return `<ellipse cx="${n(cx + rx * 0.06)}" cy="${n(cy + ry * 0.08)}" rx="${n(rx)}" ry="${n(ry)}" fill="#2b1a10" opacity="${opacity}" filter="url(#soft)"/>`;
}

/** The blur the shadows use (declared once per drawing). */
export const SOFT_SHADOW_FILTER =
  '<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter></defs>';

export interface PlateLook {
  rim: string;
  well: string;
  /** a thin line of colour at the rim, as on trattoria china */
  band?: string;
}

/** A round plate seen from above: rim, a coloured band if any, the well, and the light on it. */
export function plate(cx: number, cy: number, radius: number, look: PlateLook, id = 'plate'): string {
  const well = radius * 0.72;
  return [
    shadow(cx, cy, radius, radius),
    `<defs><radialGradient id="${id}-rim" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${look.rim}"/></radialGradient>` +
      `<radialGradient id="${id}-well" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${look.well}"/></radialGradient></defs>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="url(#${id}-rim)"/>`,
    look.band
      ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.93)}" fill="none" stroke="${look.band}" stroke-width="${n(radius * 0.025)}"/>`
      : '',
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(well)}" fill="url(#${id}-well)" stroke="#000" stroke-opacity=".06" stroke-width="6"/>`,
  ].join('');
}

/** A basil (or sage, or mint) leaf: two arcs and a vein, turned by `angle` degrees. */
export function leaf(x: number, y: number, length: number, angle: number, colour: string): string {
  const half = length / 2;
  const width = length * 0.32;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M${n(-half)} 0 Q 0 ${n(-width)} ${n(half)} 0 Q 0 ${n(width)} ${n(-half)} 0 Z" fill="${colour}"/>` +
    `<path d="M${n(-half)} 0 L ${n(half * 0.8)} 0" stroke="#fff" stroke-opacity=".35" stroke-width="${n(length * 0.03)}"/>` +
    `<path d="M${n(-half * 0.6)} ${n(-width * 0.25)} Q 0 ${n(-width * 0.55)} ${n(half * 0.5)} ${n(-width * 0.3)}" fill="#fff" opacity=".18"/></g>`
  );
}

/** Highlights that make a round thing look glossy (a tomato, a berry, an olive). */
export function glossyBall(x: number, y: number, r: number, colour: string, shade: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/>` +
    `<circle cx="${n(x + r * 0.25)}" cy="${n(y + r * 0.3)}" r="${n(r * 0.7)}" fill="${shade}" opacity=".45"/>` +
    `<circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" opacity=".55"/>`
  );
}

export function svgDocument(body: string): string {
  const { width, height } = CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${SOFT_SHADOW_FILTER}${body}</svg>`;
}
