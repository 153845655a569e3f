/**
 * Food drawn from above, on a plate (or a board, a bowl, a baking dish): each function draws the
 * food for a canvas whose table and plate are already there, centred on (cx, cy).
 */
import { between, glossyBall, leaf, n, pick, pointsInDisc, type Random } from './svg.ts';

export interface Spot {
  cx: number;
  cy: number;
  /** the radius the food may fill (the plate's well) */
  radius: number;
}

const BASIL = ['#2f7d32', '#3b8f3a', '#256b2a'];

/** A nest of long pasta: many curved strands round the centre, then what goes on it. */
export function pastaNest(
  { cx, cy, radius }: Spot,
  random: Random,
  look: { strand: string; sauce?: string; strandShade: string },
): string {
  const parts: string[] = [];
  if (look.sauce) {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius * 0.8)}" ry="${n(radius * 0.76)}" fill="${look.sauce}" opacity=".85"/>`,
    );
  }
  // the nest's own shadow on the plate gives it height
  parts.push(
    `<circle cx="${n(cx + radius * 0.05)}" cy="${n(cy + radius * 0.07)}" r="${n(radius * 0.86)}" fill="#5a3a1a" opacity=".18" filter="url(#soft)"/>`,
  );
  for (let i = 0; i < 170; i++) {
    const r1 = between(random, radius * 0.05, radius * 0.8);
    const start = random() * Math.PI * 2;
    const sweep = between(random, 1.2, 2.6);
    const x1 = cx + Math.cos(start) * r1;
    const y1 = cy + Math.sin(start) * r1;
    const r2 = r1 + between(random, -radius * 0.15, radius * 0.15);
    const x2 = cx + Math.cos(start + sweep) * r2;
    const y2 = cy + Math.sin(start + sweep) * r2;
    const bend = r1 * between(random, 1.1, 1.5);
    const mx = cx + Math.cos(start + sweep / 2) * bend;
    const my = cy + Math.sin(start + sweep / 2) * bend;
    const colour = i % 3 === 0 ? look.strandShade : look.strand;
    const width = between(random, 10, 14);
    const curve = `M${n(x1)} ${n(y1)} Q ${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`;
    // a darker edge under each strand, so strands read as round
    parts.push(
      `<path d="${curve}" stroke="#7a5418" stroke-opacity=".35" stroke-width="${n(width + 4)}" fill="none" stroke-linecap="round"/>` +
        `<path d="${curve}" stroke="${colour}" stroke-width="${n(width)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // light on the top of the nest
  parts.push(
    `<circle cx="${n(cx - radius * 0.15)}" cy="${n(cy - radius * 0.18)}" r="${n(radius * 0.45)}" fill="#fff" opacity=".12"/>`,
  );
  return parts.join('');
}

/** Little things scattered on a dish: cubes of guanciale, grated cheese, pepper, parsley. */
export function scatter(
  spot: Spot,
  random: Random,
  count: number,
  draw: (x: number, y: number) => string,
): string {
  return pointsInDisc(random, count, spot.cx, spot.cy, spot.radius)
    .map(({ x, y }) => draw(x, y))
    .join('');
}

export function guanciale(x: number, y: number, random: Random): string {
  const size = between(random, 22, 34);
  const angle = between(random, 0, 90);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<rect x="${n(-size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size * 0.8)}" rx="6" fill="#b5523b"/>` +
    `<rect x="${n(-size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size * 0.3)}" rx="5" fill="#f3dcc4"/></g>`
  );
}

export function pepper(x: number, y: number, random: Random): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 2, 4.5))}" fill="#2a211c"/>`;
}

export function gratedCheese(x: number, y: number, random: Random): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(between(random, 6, 14))}" height="4" rx="2" fill="#fbf3d6" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})"/>`;
}

export function parsley(x: number, y: number, random: Random): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 3, 6))}" fill="${pick(random, ['#3f8f3a', '#2f7a2e', '#5aa04a'])}"/>`;
}

/** A clam, open, seen from above: two fans of shell with the meat between. */
export function clam(x: number, y: number, random: Random): string {
  const size = between(random, 38, 50);
  const angle = between(random, 0, 360);
  const shell = (flip: number) =>
    `<path d="M0 0 Q ${n(-size)} ${n(flip * size * 0.2)} ${n(-size * 0.7)} ${n(flip * size * 0.9)} Q 0 ${n(flip * size * 1.2)} ${n(size * 0.7)} ${n(flip * size * 0.9)} Q ${n(size)} ${n(flip * size * 0.2)} 0 0 Z" fill="#efe6d8" stroke="#a8998a" stroke-width="3"/>` +
    [-0.4, 0, 0.4]
      .map(
        (t) =>
          `<path d="M0 ${n(flip * 4)} L ${n(t * size)} ${n(flip * size * 0.95)}" stroke="#b9ab9a" stroke-width="2"/>`,
      )
      .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${shell(1)}${shell(-1)}` +
    `<ellipse cx="0" cy="0" rx="${n(size * 0.35)}" ry="${n(size * 0.22)}" fill="#e9b48a"/></g>`
  );
}

/** Slices of toasted bread with diced tomato and basil. */
export function bruschetta({ cx, cy, radius }: Spot, random: Random): string {
  const parts: string[] = [];
  const slices = [
    { x: cx - radius * 0.45, y: cy - radius * 0.2, angle: -18 },
    { x: cx + radius * 0.05, y: cy + radius * 0.15, angle: 8 },
    { x: cx + radius * 0.5, y: cy - radius * 0.25, angle: 24 },
  ];
  for (const slice of slices) {
    const w = radius * 0.58;
    const h = radius * 1.1;
    parts.push(
      `<g transform="translate(${n(slice.x)} ${n(slice.y)}) rotate(${slice.angle})">` +
        `<rect x="${n(-w / 2 - 8)}" y="${n(-h / 2 - 8)}" width="${n(w + 16)}" height="${n(h + 16)}" rx="${n(w * 0.45)}" fill="#9a5b26"/>` +
        `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.4)}" fill="#e2b071"/>`,
    );
    for (let i = 0; i < 16; i++) {
      const x = between(random, -w * 0.35, w * 0.35);
      const y = between(random, -h * 0.4, h * 0.4);
      const size = between(random, 16, 26);
      parts.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="5" fill="${pick(random, ['#d7261e', '#c21d17', '#e5392b'])}" transform="rotate(${n(between(random, 0, 90))} ${n(x)} ${n(y)})"/>`,
      );
    }
    parts.push(
      leaf(
        between(random, -10, 10),
        between(random, -h * 0.2, h * 0.2),
        84,
        between(random, 0, 180),
        pick(random, BASIL),
      ),
    );
    parts.push('</g>');
  }
  return parts.join('');
}

/** A wooden board of cured meats and cheeses, honey and walnuts. */
export function board({ cx, cy, radius }: Spot, random: Random): string {
  const w = radius * 2.9;
  const h = radius * 2;
  const parts = [
    `<rect x="${n(cx - w / 2 + 14)}" y="${n(cy - h / 2 + 18)}" width="${n(w)}" height="${n(h)}" rx="40" fill="#2b1a10" opacity=".35" filter="url(#soft)"/>`,
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="40" fill="#b07a45"/>`,
    `<rect x="${n(cx - w / 2 + 14)}" y="${n(cy - h / 2 + 14)}" width="${n(w - 28)}" height="${n(h - 28)}" rx="30" fill="#c58e55"/>`,
  ];
  // salame slices
  for (let i = 0; i < 7; i++) {
    const x = cx - w * 0.34 + (i % 4) * 78;
    const y = cy - h * 0.24 + Math.floor(i / 4) * 140;
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="62" fill="#9c2f35" stroke="#d9c4b0" stroke-width="6"/>`);
    for (let j = 0; j < 12; j++) {
      parts.push(
        `<circle cx="${n(x + between(random, -42, 42))}" cy="${n(y + between(random, -42, 42))}" r="${n(between(random, 3, 8))}" fill="#f2e3d4"/>`,
      );
    }
  }
  // prosciutto ribbons
  for (let i = 0; i < 3; i++) {
    const y = cy + h * 0.2 + i * 46;
    parts.push(
      `<path d="M${n(cx - w * 0.4)} ${n(y)} c 70 -50 140 50 210 0 s 140 50 200 0" stroke="#e58b8b" stroke-width="42" fill="none" stroke-linecap="round"/>` +
        `<path d="M${n(cx - w * 0.4)} ${n(y - 15)} c 70 -50 140 50 210 0 s 140 50 200 0" stroke="#fbe9e4" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    );
  }
  // pecorino wedges
  for (let i = 0; i < 3; i++) {
    const x = cx + w * 0.14 + i * 90;
    const y = cy - h * 0.24 + (i % 2) * 50;
    parts.push(
      `<path d="M${n(x)} ${n(y)} l 80 -40 l 14 150 z" fill="#f4dc8e" stroke="#c9a34e" stroke-width="7" stroke-linejoin="round"/>`,
    );
  }
  // honey and walnuts
  const honeyX = cx + w * 0.3;
  const honeyY = cy + h * 0.22;
  parts.push(
    `<circle cx="${n(honeyX)}" cy="${n(honeyY)}" r="66" fill="#f4f1ec"/><circle cx="${n(honeyX)}" cy="${n(honeyY)}" r="50" fill="#e7a12c"/><circle cx="${n(honeyX - 14)}" cy="${n(honeyY - 16)}" r="14" fill="#fff" opacity=".45"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const x = cx + w * 0.08 + between(random, -40, 60);
    const y = cy + h * 0.28 + between(random, -30, 30);
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="24" ry="19" fill="#a86c34"/><path d="M${n(x - 18)} ${n(y)} q 18 -14 36 0" stroke="#6e4218" stroke-width="4" fill="none"/>`,
    );
  }
  return parts.join('');
}

/** Fried artichokes opened like flowers, golden and brown. */
export function artichokes({ cx, cy, radius }: Spot, random: Random): string {
  const parts: string[] = [];
  const flowers = [
    { x: cx - radius * 0.38, y: cy - radius * 0.1, r: radius * 0.42 },
    { x: cx + radius * 0.36, y: cy - radius * 0.22, r: radius * 0.38 },
    { x: cx + radius * 0.05, y: cy + radius * 0.4, r: radius * 0.36 },
  ];
  for (const flower of flowers) {
    for (let ring = 0; ring < 3; ring++) {
      const petals = 12 - ring * 2;
      const r = flower.r * (1 - ring * 0.28);
      const offset = random() * 30;
      for (let i = 0; i < petals; i++) {
        const angle = offset + (360 / petals) * i;
        parts.push(
          `<ellipse cx="${n(flower.x)}" cy="${n(flower.y - r * 0.55)}" rx="${n(r * 0.26)}" ry="${n(r * 0.5)}" fill="${pick(random, ['#b9782d', '#c98a33', '#a7642a', '#d9a14a'])}" stroke="#6f3f17" stroke-width="3" transform="rotate(${n(angle)} ${n(flower.x)} ${n(flower.y)})"/>`,
        );
      }
    }
    parts.push(`<circle cx="${n(flower.x)}" cy="${n(flower.y)}" r="${n(flower.r * 0.18)}" fill="#e8c07a"/>`);
  }
  // a lemon wedge
  parts.push(
    `<path d="M${n(cx + radius * 0.55)} ${n(cy + radius * 0.35)} a 70 70 0 0 1 -100 90 z" fill="#f7d63c" stroke="#f2f0c4" stroke-width="8"/>`,
  );
  return parts.join('');
}

/** Thin veal escalopes with prosciutto and a sage leaf each, in a butter sauce. */
export function saltimbocca({ cx, cy, radius }: Spot, random: Random): string {
  const parts = [
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius * 0.88)}" ry="${n(radius * 0.84)}" fill="#b9853c" opacity=".55"/>`,
    `<ellipse cx="${n(cx - radius * 0.2)}" cy="${n(cy - radius * 0.25)}" rx="${n(radius * 0.35)}" ry="${n(radius * 0.2)}" fill="#fff" opacity=".2"/>`,
  ];
  const pieces = [
    { x: cx - radius * 0.35, y: cy - radius * 0.25, angle: -25 },
    { x: cx + radius * 0.35, y: cy - radius * 0.2, angle: 20 },
    { x: cx, y: cy + radius * 0.35, angle: 5 },
  ];
  for (const piece of pieces) {
    const rx = radius * 0.46;
    const ry = radius * 0.32;
    parts.push(
      `<g transform="translate(${n(piece.x)} ${n(piece.y)}) rotate(${piece.angle})">` +
        `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="#9a6135"/>` +
        `<path d="M${n(-rx * 0.8)} ${n(-ry * 0.4)} q ${n(rx * 0.5)} ${n(-ry * 0.6)} ${n(rx * 1.4)} ${n(-ry * 0.1)} q ${n(-rx * 0.2)} ${n(ry * 0.9)} ${n(-rx * 1.3)} ${n(ry * 0.9)} z" fill="#d98680"/>` +
        `<path d="M${n(-rx * 0.6)} ${n(-ry * 0.3)} q ${n(rx * 0.5)} ${n(-ry * 0.3)} ${n(rx)} 0" stroke="#f6e1d9" stroke-width="6" fill="none"/>` +
        leaf(0, ry * 0.05, rx * 0.9, between(random, -20, 20), '#6f8f5a') +
        '</g>',
    );
  }
  return parts.join('');
}

/** A whole grilled fish with lemon slices and herbs. */
export function fish({ cx, cy, radius }: Spot, random: Random): string {
  const length = radius * 1.6;
  const height = radius * 0.55;
  const parts = [
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(-12)">`,
    `<path d="M${n(-length / 2)} 0 Q ${n(-length * 0.1)} ${n(-height)} ${n(length * 0.32)} ${n(-height * 0.2)} L ${n(length / 2)} ${n(-height * 0.55)} L ${n(length * 0.44)} 0 L ${n(length / 2)} ${n(height * 0.55)} L ${n(length * 0.32)} ${n(height * 0.2)} Q ${n(-length * 0.1)} ${n(height)} ${n(-length / 2)} 0 Z" fill="#b8b3a6"/>`,
    `<path d="M${n(-length / 2)} 0 Q ${n(-length * 0.1)} ${n(-height)} ${n(length * 0.32)} ${n(-height * 0.2)} Q ${n(-length * 0.1)} ${n(-height * 0.3)} ${n(-length / 2)} 0 Z" fill="#8c8577"/>`,
    `<circle cx="${n(-length * 0.36)}" cy="${n(-height * 0.15)}" r="${n(height * 0.1)}" fill="#f3f0e8"/><circle cx="${n(-length * 0.36)}" cy="${n(-height * 0.15)}" r="${n(height * 0.05)}" fill="#222"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    const x = -length * 0.22 + i * length * 0.1;
    parts.push(
      `<path d="M${n(x)} ${n(-height * 0.5)} l ${n(length * 0.06)} ${n(height)}" stroke="#4a3526" stroke-width="10" stroke-linecap="round" opacity=".8"/>`,
    );
  }
  parts.push('</g>');
  for (const [dx, dy] of [
    [-0.35, 0.62],
    [0.05, 0.68],
  ] as const) {
    const x = cx + radius * dx;
    const y = cy + radius * dy;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="52" fill="#f4e04d" stroke="#fbf8d0" stroke-width="8"/>` +
        [0, 60, 120]
          .map(
            (a) =>
              `<path d="M${n(x)} ${n(y - 40)} L ${n(x)} ${n(y + 40)}" stroke="#fbf6c8" stroke-width="4" transform="rotate(${a} ${n(x)} ${n(y)})"/>`,
          )
          .join(''),
    );
  }
  parts.push(leaf(cx + radius * 0.5, cy - radius * 0.55, 70, 30, '#3f7d34'));
  parts.push(leaf(cx + radius * 0.62, cy - radius * 0.4, 60, -20, '#2f6b2a'));
  parts.push(scatter({ cx, cy, radius: radius * 0.5 }, random, 20, (x, y) => pepper(x, y, random)));
  return parts.join('');
}

/** A square portion of aubergine layers baked with tomato and cheese, basil on top. */
export function parmigiana({ cx, cy, radius }: Spot, random: Random): string {
  const side = radius * 1.2;
  const parts = [
    `<rect x="${n(cx - side / 2)}" y="${n(cy - side / 2)}" width="${n(side)}" height="${n(side)}" rx="28" fill="#b8321f"/>`,
    `<rect x="${n(cx - side / 2 + 10)}" y="${n(cy - side / 2 + 10)}" width="${n(side - 20)}" height="${n(side - 20)}" rx="24" fill="#d2462b"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const x = cx + between(random, -side * 0.4, side * 0.4);
    const y = cy + between(random, -side * 0.4, side * 0.4);
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(random, 20, 48))}" ry="${n(between(random, 16, 34))}" fill="#f6e3a8" opacity=".92"/>` +
        `<ellipse cx="${n(x + 8)}" cy="${n(y + 6)}" rx="${n(between(random, 5, 14))}" ry="${n(between(random, 4, 9))}" fill="#c98a3a" opacity=".7"/>`,
    );
  }
  // aubergine skin peeking at the edges
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${n(cx - side / 2 + 20 + i * side * 0.2)} ${n(cy + side / 2 - 6)} q 30 16 60 0" stroke="#4b2245" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    );
  }
  parts.push(leaf(cx - 20, cy - 30, 90, -30, '#2f7d32'), leaf(cx + 40, cy - 10, 80, 40, '#3b8f3a'));
  return parts.join('');
}

/** A square of tiramisù dusted with cocoa, with coffee beans beside it. */
export function tiramisu({ cx, cy, radius }: Spot, random: Random): string {
  const side = radius * 1.25;
  const parts = [
    `<rect x="${n(cx - side / 2 + 10)}" y="${n(cy - side / 2 + 16)}" width="${n(side)}" height="${n(side)}" rx="18" fill="#3b2414" opacity=".3" filter="url(#soft)"/>`,
    // the mascarpone cream shows round the edge, the cocoa lies on top
    `<rect x="${n(cx - side / 2)}" y="${n(cy - side / 2)}" width="${n(side)}" height="${n(side)}" rx="18" fill="#f3e6c8"/>`,
    `<rect x="${n(cx - side / 2 + 14)}" y="${n(cy - side / 2 + 14)}" width="${n(side - 28)}" height="${n(side - 28)}" rx="14" fill="#6b4028"/>`,
  ];
  for (let i = 0; i < 320; i++) {
    parts.push(
      `<circle cx="${n(cx + between(random, -side * 0.45, side * 0.45))}" cy="${n(cy + between(random, -side * 0.45, side * 0.45))}" r="${n(between(random, 2, 6))}" fill="${pick(random, ['#4a2a17', '#7d4c2e', '#5a351f', '#8a5a3a'])}"/>`,
    );
  }
  // light on the cocoa
  parts.push(
    `<rect x="${n(cx - side / 2 + 14)}" y="${n(cy - side / 2 + 14)}" width="${n(side * 0.5)}" height="${n(side * 0.5)}" rx="14" fill="#fff" opacity=".07"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const x = cx - side * 0.68 + between(random, -20, 20);
    const y = cy + side * 0.3 + i * 34 - 40;
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="16" ry="11" fill="#3a2214" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})"/><path d="M${n(x - 10)} ${n(y)} q 10 -4 20 0" stroke="#1c0f08" stroke-width="3" fill="none"/>`,
    );
  }
  parts.push(
    leaf(cx - side * 0.2, cy - side * 0.25, 90, -35, '#4a9a4a'),
    leaf(cx - side * 0.1, cy - side * 0.3, 70, 20, '#3b8a3f'),
  );
  return parts.join('');
}

/** A panna cotta turned out on the plate, with a berry sauce and fresh berries. */
export function pannaCotta({ cx, cy, radius }: Spot, random: Random): string {
  const r = radius * 0.5;
  const parts = [
    `<path d="M${n(cx - r * 1.3)} ${n(cy + r * 0.3)} q ${n(r * 0.6)} ${n(r * 1.3)} ${n(r * 2.7)} ${n(r * 0.1)} q ${n(-r * 0.4)} ${n(r * 1)} ${n(-r * 2.3)} ${n(r * 0.7)} z" fill="#8e1631" opacity=".85"/>`,
    `<defs><radialGradient id="cream" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#fffdf6"/><stop offset=".8" stop-color="#f3e8cf"/><stop offset="1" stop-color="#e2d2b0"/></radialGradient></defs>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#cream)"/>`,
    `<path d="M${n(cx - r * 0.6)} ${n(cy - r * 0.2)} q ${n(r * 0.6)} ${n(-r * 0.5)} ${n(r * 1.2)} ${n(r * 0.1)} q ${n(-r * 0.3)} ${n(r * 0.7)} ${n(-r * 0.6)} ${n(r * 0.5)} z" fill="#a3173a" opacity=".9"/>`,
  ];
  const berries = pointsInDisc(random, 9, cx + r * 0.3, cy + r * 0.9, r * 0.7);
  for (const { x, y } of berries) {
    parts.push(
      pick(random, [
        glossyBall(x, y, 22, '#2c2d6e', '#15163d'),
        glossyBall(x, y, 26, '#c3122f', '#7a0a1c'),
        glossyBall(x, y, 18, '#451a4f', '#220a28'),
      ]),
    );
  }
  parts.push(leaf(cx + r * 0.1, cy - r * 0.55, 60, -40, '#3f9a4a'));
  return parts.join('');
}

/** A round pizza: crust, tomato, and the toppings the caller draws on it. */
export function pizza({ cx, cy, radius }: Spot, random: Random, toppings: 'marinara' | 'margherita'): string {
  const r = radius * 1.28;
  const parts = [
    `<defs><radialGradient id="crust" cx="45%" cy="40%" r="60%"><stop offset=".85" stop-color="#e3a95b"/><stop offset="1" stop-color="#a8642a"/></radialGradient></defs>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#crust)"/>`,
  ];
  for (let i = 0; i < 10; i++) {
    const angle = random() * Math.PI * 2;
    parts.push(
      `<ellipse cx="${n(cx + Math.cos(angle) * r * 0.93)}" cy="${n(cy + Math.sin(angle) * r * 0.93)}" rx="${n(between(random, 14, 26))}" ry="${n(between(random, 8, 14))}" fill="#5c3214" opacity=".55" transform="rotate(${n((angle * 180) / Math.PI + 90)} ${n(cx + Math.cos(angle) * r * 0.93)} ${n(cy + Math.sin(angle) * r * 0.93)})"/>`,
    );
  }
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="#c8321d"/>`);
  parts.push(`<circle cx="${n(cx - 20)}" cy="${n(cy - 24)}" r="${n(r * 0.5)}" fill="#e14a2b" opacity=".5"/>`);
  if (toppings === 'margherita') {
    for (const { x, y } of pointsInDisc(random, 9, cx, cy, r * 0.6)) {
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(random, 34, 48))}" ry="${n(between(random, 28, 40))}" fill="#fbf4df"/><circle cx="${n(x + 6)}" cy="${n(y + 8)}" r="10" fill="#e8c98a" opacity=".6"/>`,
      );
    }
  } else {
    // marinara: garlic slices and oregano
    for (const { x, y } of pointsInDisc(random, 16, cx, cy, r * 0.7)) {
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="12" ry="8" fill="#f3ead0" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})"/>`,
      );
    }
    parts.push(scatter({ cx, cy, radius: r * 0.78 }, random, 120, (x, y) => parsley(x, y, random)));
    parts.push(
      `<path d="M${n(cx - r * 0.6)} ${n(cy + r * 0.1)} q ${n(r * 0.6)} ${n(-r * 0.3)} ${n(r * 1.2)} 0" stroke="#8a8a22" stroke-width="6" fill="none" opacity=".5"/>`,
    );
  }
  for (const { x, y } of pointsInDisc(random, 6, cx, cy, r * 0.55)) {
    parts.push(leaf(x, y, 84, between(random, 0, 360), pick(random, BASIL)));
  }
  // cut lines
  for (const angle of [0, 45, 90, 135]) {
    parts.push(
      `<path d="M${n(cx - r)} ${n(cy)} L ${n(cx + r)} ${n(cy)}" stroke="#7a2a12" stroke-width="3" opacity=".45" transform="rotate(${angle} ${n(cx)} ${n(cy)})"/>`,
    );
  }
  return parts.join('');
}

/** A bowl of golden things: fried olives, chips. */
export function fried({ cx, cy, radius }: Spot, random: Random, what: 'olives' | 'chips'): string {
  const parts: string[] = [];
  if (what === 'olives') {
    for (const { x, y } of pointsInDisc(random, 30, cx, cy, radius * 0.62)) {
      parts.push(
        glossyBall(x, y, between(random, 38, 46), pick(random, ['#c17f34', '#b67128', '#cf8d3e']), '#7b4519'),
      );
      for (let i = 0; i < 8; i++) {
        parts.push(
          `<circle cx="${n(x + between(random, -30, 30))}" cy="${n(y + between(random, -30, 30))}" r="3" fill="#f0c27a" opacity=".7"/>`,
        );
      }
    }
  } else {
    for (let i = 0; i < 70; i++) {
      const { x, y } = pointsInDisc(random, 1, cx, cy, radius * 0.75)[0] ?? { x: cx, y: cy };
      const length = between(random, 90, 150);
      parts.push(
        `<rect x="${n(x - length / 2)}" y="${n(y - 11)}" width="${n(length)}" height="22" rx="8" fill="${pick(random, ['#f1c04f', '#e8b23e', '#f6cf66', '#d99b2f'])}" stroke="#b9791f" stroke-width="2" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})"/>`,
      );
    }
    parts.push(
      scatter(
        { cx, cy, radius: radius * 0.7 },
        random,
        40,
        (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="#fff" opacity=".8"/>`,
      ),
    );
  }
  parts.push(
    `<path d="M${n(cx + radius * 0.55)} ${n(cy - radius * 0.75)} a 60 60 0 0 1 80 80 z" fill="#f7d63c" stroke="#f2f0c4" stroke-width="8"/>`,
  );
  return parts.join('');
}

/** A cornetto: a crescent of layered pastry, dusted with sugar. */
export function cornetto({ cx, cy, radius }: Spot, random: Random): string {
  const parts = [`<g transform="translate(${n(cx)} ${n(cy)}) rotate(-15)">`];
  const segments = 7;
  for (let i = 0; i < segments; i++) {
    const t = i / (segments - 1) - 0.5;
    const x = t * radius * 1.5;
    const y = Math.abs(t) * Math.abs(t) * radius * 1.2 - radius * 0.1;
    const size = radius * (0.42 - Math.abs(t) * 0.5);
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.75)}" ry="${n(size)}" fill="${i % 2 ? '#c9802f' : '#d99540'}" stroke="#8f521c" stroke-width="4" transform="rotate(${n(t * 70)} ${n(x)} ${n(y)})"/>`,
    );
  }
  parts.push('</g>');
  parts.push(
    scatter(
      { cx, cy, radius: radius * 0.5 },
      random,
      90,
      (x, y) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 1.5, 3.5))}" fill="#fff" opacity=".85"/>`,
    ),
  );
  return parts.join('');
}

/** A simple green salad: leaves, tomatoes, a few slices of red onion. */
export function salad({ cx, cy, radius }: Spot, random: Random): string {
  const parts: string[] = [];
  for (const { x, y } of pointsInDisc(random, 34, cx, cy, radius * 0.7)) {
    parts.push(
      leaf(
        x,
        y,
        between(random, 90, 140),
        between(random, 0, 360),
        pick(random, ['#6aa84f', '#8bc34a', '#4e8a3a', '#a4cf5f']),
      ),
    );
  }
  for (const { x, y } of pointsInDisc(random, 8, cx, cy, radius * 0.6)) {
    parts.push(glossyBall(x, y, 24, '#e0362b', '#a01c14'));
  }
  for (const { x, y } of pointsInDisc(random, 4, cx, cy, radius * 0.6)) {
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="30" fill="none" stroke="#9c3a78" stroke-width="7"/>`);
  }
  return parts.join('');
}
