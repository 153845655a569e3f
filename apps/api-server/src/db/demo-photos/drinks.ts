/**
 * Drinks drawn from the side, standing on a counter in front of a softly lit wall (glasses read
 * better from the side than from above), and coffee cups from above on their saucers.
 */
import { between, CANVAS, glossyBall, leaf, n, pick, type Random, shadow } from './svg.ts';

export interface BarLook {
  wall: string;
  wallDark: string;
  counter: string;
  counterDark: string;
}

/** The wall and the counter; the counter's front edge is at `COUNTER_Y`. */
export const COUNTER_Y = 700;

export function bar(look: BarLook, random: Random): string {
  const { width, height } = CANVAS;
  const parts = [
    `<defs><radialGradient id="wall" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${look.wall}"/><stop offset="1" stop-color="${look.wallDark}"/></radialGradient>` +
      `<linearGradient id="counter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.counter}"/><stop offset="1" stop-color="${look.counterDark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    // bokeh: the lights of the room behind, out of focus
    ...Array.from(
      { length: 9 },
      () =>
        `<circle cx="${n(between(random, 0, width))}" cy="${n(between(random, 40, 480))}" r="${n(between(random, 30, 80))}" fill="#fff3d6" opacity="${n(between(random, 0.06, 0.16))}"/>`,
    ),
    `<rect y="${COUNTER_Y - 120}" width="${width}" height="${height - COUNTER_Y + 120}" fill="url(#counter)"/>`,
    `<rect y="${COUNTER_Y - 120}" width="${width}" height="6" fill="#fff" opacity=".18"/>`,
  ];
  return parts.join('');
}

/** Glass outline and the light on it, over the liquid already drawn inside `clip`. */
function glassShine(path: string): string {
  return (
    `<path d="${path}" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".7" stroke-width="5"/>` +
    `<path d="${path}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`
  );
}

function bubbles(random: Random, x: number, y: number, w: number, h: number, count: number): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${n(x + between(random, 0, w))}" cy="${n(y + between(random, 0, h))}" r="${n(between(random, 2, 5))}" fill="#fff" opacity="${n(between(random, 0.3, 0.7))}"/>`,
  ).join('');
}

/** A tall beer glass, lager (pale gold) or IPA (amber), with its head of foam. */
export function beer(random: Random, colour: 'lager' | 'ipa', cx = 640): string {
  const top = 170;
  const bottom = COUNTER_Y - 40;
  const topHalf = 150;
  const bottomHalf = 110;
  const glass = `M${cx - topHalf} ${top} L ${cx - bottomHalf} ${bottom} Q ${cx} ${bottom + 14} ${cx + bottomHalf} ${bottom} L ${cx + topHalf} ${top} Z`;
  const [light, dark] = colour === 'lager' ? ['#f6c942', '#d9901c'] : ['#e08a2c', '#9a4a12'];
  const foamLine = top + 70;
  return [
    shadow(cx, bottom + 6, 170, 26),
    `<defs><linearGradient id="beer" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".45" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><clipPath id="glass"><path d="${glass}"/></clipPath></defs>`,
    `<g clip-path="url(#glass)"><rect x="${cx - 200}" y="${foamLine}" width="400" height="${bottom - foamLine + 20}" fill="url(#beer)"/>`,
    bubbles(random, cx - 110, foamLine + 20, 220, bottom - foamLine - 40, 40),
    `<rect x="${cx - 200}" y="${top - 10}" width="400" height="${foamLine - top + 14}" fill="#fbf6e9"/>`,
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `<circle cx="${n(cx - topHalf + 20 + i * 38)}" cy="${n(top + between(random, -4, 6))}" r="${n(between(random, 22, 30))}" fill="#fffdf7"/>`,
    ),
    '</g>',
    glassShine(glass),
    `<path d="M${cx - topHalf + 26} ${top + 90} L ${cx - bottomHalf + 22} ${bottom - 30}" stroke="#fff" stroke-opacity=".45" stroke-width="14" stroke-linecap="round"/>`,
  ].join('');
}

/** A stemmed wine glass, white (straw) or red, at `cx`. */
export function wineGlass(random: Random, wine: 'white' | 'red', cx = 640): string {
  const rimY = 190;
  const bowlBottom = 470;
  const half = 130;
  const footY = COUNTER_Y - 40;
  const bowl = `M${cx - half} ${rimY} C ${cx - half - 20} ${rimY + 160} ${cx - 90} ${bowlBottom} ${cx} ${bowlBottom} C ${cx + 90} ${bowlBottom} ${cx + half + 20} ${rimY + 160} ${cx + half} ${rimY} Z`;
  const [light, dark] = wine === 'white' ? ['#f3e6a0', '#d2b24e'] : ['#a3183a', '#4d0716'];
  const level = rimY + 150;
  return [
    shadow(cx, footY + 4, 130, 20),
    `<defs><linearGradient id="wine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".5" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><clipPath id="bowl"><path d="${bowl}"/></clipPath></defs>`,
    `<g clip-path="url(#bowl)"><rect x="${cx - 200}" y="${level}" width="400" height="${bowlBottom - level + 10}" fill="url(#wine)"/>`,
    `<ellipse cx="${cx}" cy="${level}" rx="${half + 10}" ry="12" fill="${light}" opacity=".8"/></g>`,
    glassShine(bowl),
    `<rect x="${cx - 7}" y="${bowlBottom - 4}" width="14" height="${footY - bowlBottom}" fill="#fff" opacity=".55"/>`,
    `<ellipse cx="${cx}" cy="${footY}" rx="100" ry="16" fill="#fff" opacity=".5" stroke="#fff" stroke-opacity=".8" stroke-width="3"/>`,
    `<path d="M${cx - half + 30} ${rimY + 40} Q ${cx - half + 20} ${rimY + 150} ${cx - 60} ${bowlBottom - 30}" stroke="#fff" stroke-opacity=".5" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    bubbles(random, cx - 60, level + 10, 120, 60, wine === 'white' ? 6 : 0),
  ].join('');
}

/** A wine bottle standing behind, at `cx`. */
export function wineBottle(cx: number, glass: string, label: string): string {
  const top = 90;
  const bottom = COUNTER_Y - 60;
  const body = `M${cx - 22} ${top} L ${cx + 22} ${top} L ${cx + 24} ${top + 150} C ${cx + 95} ${top + 200} ${cx + 95} ${top + 230} ${cx + 95} ${top + 260} L ${cx + 95} ${bottom} Q ${cx} ${bottom + 16} ${cx - 95} ${bottom} L ${cx - 95} ${top + 260} C ${cx - 95} ${top + 230} ${cx - 95} ${top + 200} ${cx - 24} ${top + 150} Z`;
  return [
    shadow(cx, bottom, 120, 24),
    `<path d="${body}" fill="${glass}"/>`,
    `<rect x="${cx - 24}" y="${top - 10}" width="48" height="60" rx="6" fill="#6b1326"/>`,
    `<rect x="${cx - 95}" y="${top + 330}" width="190" height="160" fill="${label}"/>`,
    `<rect x="${cx - 60}" y="${top + 370}" width="120" height="10" fill="#6b5a3a" opacity=".6"/><rect x="${cx - 45}" y="${top + 400}" width="90" height="8" fill="#6b5a3a" opacity=".4"/>`,
    `<path d="M${cx - 70} ${top + 280} L ${cx - 70} ${bottom - 30}" stroke="#fff" stroke-opacity=".3" stroke-width="14" stroke-linecap="round"/>`,
  ].join('');
}

/** A big balloon glass of spritz (orange, or Hugo's pale green) with ice and its garnish. */
export function spritz(random: Random, kind: 'aperol' | 'campari' | 'hugo', cx = 640): string {
  const rimY = 150;
  const bowlBottom = 520;
  const half = 175;
  const footY = COUNTER_Y - 40;
  const bowl = `M${cx - half} ${rimY} C ${cx - half - 30} ${rimY + 260} ${cx - 110} ${bowlBottom} ${cx} ${bowlBottom} C ${cx + 110} ${bowlBottom} ${cx + half + 30} ${rimY + 260} ${cx + half} ${rimY} Z`;
  const colours = {
    aperol: ['#ff8a1f', '#d9480f'],
    campari: ['#e8283c', '#8c0a1e'],
    hugo: ['#e9f2c2', '#b7cc7a'],
  } as const;
  const [light, dark] = colours[kind];
  const level = rimY + 60;
  const parts = [
    shadow(cx, footY + 4, 150, 22),
    `<defs><linearGradient id="spritz" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><clipPath id="balloon"><path d="${bowl}"/></clipPath></defs>`,
    `<g clip-path="url(#balloon)"><rect x="${cx - 260}" y="${level}" width="520" height="${bowlBottom - level + 10}" fill="url(#spritz)"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    const x = cx - 130 + (i % 3) * 90 + between(random, -10, 10);
    const y = level + 30 + Math.floor(i / 3) * 110 + between(random, -10, 10);
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="90" height="84" rx="14" fill="#fff" opacity=".28" stroke="#fff" stroke-opacity=".6" stroke-width="3" transform="rotate(${n(between(random, -15, 15))} ${n(x + 45)} ${n(y + 42)})"/>`,
    );
  }
  parts.push(bubbles(random, cx - 130, level + 20, 260, bowlBottom - level - 60, 45));
  if (kind === 'hugo') {
    parts.push(leaf(cx - 60, level + 140, 90, 30, '#3f9a4a'), leaf(cx + 50, level + 210, 80, -40, '#2f8a3a'));
    parts.push(
      `<circle cx="${cx + 40}" cy="${level + 90}" r="58" fill="#9ccc3a" stroke="#e8f5c8" stroke-width="10"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${cx + 30}" cy="${level + 120}" r="78" fill="#f59a1b" stroke="#ffd27a" stroke-width="12"/>` +
        [0, 45, 90, 135]
          .map(
            (a) =>
              `<path d="M${cx + 30} ${level + 60} L ${cx + 30} ${level + 180}" stroke="#ffd27a" stroke-width="5" transform="rotate(${a} ${cx + 30} ${level + 120})"/>`,
          )
          .join(''),
    );
  }
  parts.push('</g>');
  parts.push(glassShine(bowl));
  parts.push(
    `<rect x="${cx - 8}" y="${bowlBottom - 4}" width="16" height="${footY - bowlBottom}" fill="#fff" opacity=".55"/>`,
    `<ellipse cx="${cx}" cy="${footY}" rx="115" ry="17" fill="#fff" opacity=".5" stroke="#fff" stroke-opacity=".8" stroke-width="3"/>`,
    `<path d="M${cx - half + 36} ${rimY + 50} Q ${cx - half + 20} ${rimY + 220} ${cx - 70} ${bowlBottom - 40}" stroke="#fff" stroke-opacity=".5" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    // a straw
    `<path d="M${cx + 60} ${rimY + 200} L ${cx + 150} ${rimY - 90}" stroke="${kind === 'hugo' ? '#2f7d32' : '#1f1f1f'}" stroke-width="14" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

/** A low tumbler with one big ice cube, deep red, and an orange peel. */
export function negroni(random: Random, cx = 640): string {
  const top = 300;
  const bottom = COUNTER_Y - 40;
  const half = 170;
  const glass = `M${cx - half} ${top} L ${cx - half + 12} ${bottom} L ${cx + half - 12} ${bottom} L ${cx + half} ${top} Z`;
  return [
    shadow(cx, bottom + 6, 190, 26),
    `<defs><linearGradient id="negroni" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5c0612"/><stop offset=".5" stop-color="#c4182d"/><stop offset="1" stop-color="#5c0612"/></linearGradient><clipPath id="tumbler"><path d="${glass}"/></clipPath></defs>`,
    `<g clip-path="url(#tumbler)"><rect x="${cx - 220}" y="${top + 50}" width="440" height="${bottom - top}" fill="url(#negroni)"/>`,
    `<rect x="${cx - 100}" y="${top + 20}" width="200" height="190" rx="22" fill="#fff" opacity=".25" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>`,
    bubbles(random, cx - 140, top + 240, 280, 120, 12),
    '</g>',
    glassShine(glass),
    `<rect x="${cx - half + 12}" y="${bottom - 40}" width="${2 * half - 24}" height="40" fill="#fff" opacity=".25"/>`,
    `<path d="M${cx + 60} ${top + 10} q 90 -60 150 -20 q -40 40 -150 50 z" fill="#f08a12" stroke="#ffc768" stroke-width="6"/>`,
  ].join('');
}

/** A bottle of mineral water beside a glass of it. */
export function water(random: Random): string {
  const cx = 520;
  const top = 100;
  const bottom = COUNTER_Y - 50;
  const body = `M${cx - 26} ${top} L ${cx + 26} ${top} L ${cx + 30} ${top + 110} C ${cx + 100} ${top + 170} ${cx + 100} ${top + 200} ${cx + 100} ${top + 240} L ${cx + 100} ${bottom} Q ${cx} ${bottom + 14} ${cx - 100} ${bottom} L ${cx - 100} ${top + 240} C ${cx - 100} ${top + 200} ${cx - 100} ${top + 170} ${cx - 30} ${top + 110} Z`;
  const glassX = 800;
  const glassTop = 360;
  const glass = `M${glassX - 95} ${glassTop} L ${glassX - 80} ${bottom + 10} L ${glassX + 80} ${bottom + 10} L ${glassX + 95} ${glassTop} Z`;
  return [
    shadow(cx, bottom, 120, 24),
    shadow(glassX, bottom + 10, 110, 20),
    `<path d="${body}" fill="#2f8f6f" opacity=".85"/>`,
    `<rect x="${cx - 28}" y="${top - 16}" width="56" height="40" rx="8" fill="#c4c8cc"/>`,
    `<rect x="${cx - 100}" y="${top + 300}" width="200" height="150" fill="#f4f1e8"/>`,
    `<path d="M${cx - 60} ${top + 370} q 30 -40 60 0 t 60 0" stroke="#1f6fb2" stroke-width="10" fill="none"/>`,
    `<path d="M${cx - 72} ${top + 260} L ${cx - 72} ${bottom - 30}" stroke="#fff" stroke-opacity=".35" stroke-width="14" stroke-linecap="round"/>`,
    `<defs><clipPath id="water"><path d="${glass}"/></clipPath></defs>`,
    `<g clip-path="url(#water)"><rect x="${glassX - 120}" y="${glassTop + 60}" width="240" height="${bottom - glassTop}" fill="#cfe9ef" opacity=".7"/>`,
    bubbles(random, glassX - 70, glassTop + 80, 140, bottom - glassTop - 100, 30),
    `<circle cx="${glassX + 20}" cy="${glassTop + 80}" r="40" fill="#e8f27a" stroke="#fbfde0" stroke-width="8"/></g>`,
    glassShine(glass),
  ].join('');
}

/** A coffee cup from above on its saucer: espresso (dark crema) or cappuccino (foam heart). */
export function coffeeCup(random: Random, kind: 'espresso' | 'cappuccino'): string {
  const cx = 640;
  const cy = 490;
  const cupR = kind === 'espresso' ? 150 : 220;
  const saucerR = cupR * 1.75;
  const parts = [
    shadow(cx, cy, saucerR, saucerR * 0.95),
    `<defs><radialGradient id="saucer" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e6e0d6"/></radialGradient>` +
      `<radialGradient id="crema" cx="45%" cy="45%" r="60%"><stop offset="0" stop-color="${kind === 'espresso' ? '#c98f4f' : '#f7ead6'}"/><stop offset=".8" stop-color="${kind === 'espresso' ? '#8a5226' : '#e9cfa9'}"/><stop offset="1" stop-color="#5a2f12"/></radialGradient></defs>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(saucerR)}" fill="url(#saucer)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(saucerR * 0.62)}" fill="none" stroke="#000" stroke-opacity=".06" stroke-width="8"/>`,
    shadow(cx, cy, cupR * 1.1, cupR * 1.1, 0.3),
    // the handle
    `<rect x="${n(cx + cupR * 0.9)}" y="${n(cy - cupR * 0.2)}" width="${n(cupR * 0.7)}" height="${n(cupR * 0.4)}" rx="${n(cupR * 0.2)}" fill="#f4f1ea" stroke="#d8d0c2" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(cupR * 1.12)}" fill="#faf8f3" stroke="#d8d0c2" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(cupR)}" fill="url(#crema)"/>`,
  ];
  if (kind === 'cappuccino') {
    const s = cupR * 0.5;
    parts.push(
      `<path d="M${cx} ${n(cy + s * 0.9)} C ${n(cx - s * 1.6)} ${n(cy - s * 0.2)} ${n(cx - s * 0.8)} ${n(cy - s * 1.2)} ${cx} ${n(cy - s * 0.45)} C ${n(cx + s * 0.8)} ${n(cy - s * 1.2)} ${n(cx + s * 1.6)} ${n(cy - s * 0.2)} ${cx} ${n(cy + s * 0.9)} Z" fill="#fffaf0"/>`,
    );
    parts.push(
      Array.from(
        { length: 40 },
        () =>
          `<circle cx="${n(cx + between(random, -cupR * 0.8, cupR * 0.8))}" cy="${n(cy + between(random, -cupR * 0.8, cupR * 0.8))}" r="2.5" fill="#6b3a17" opacity=".35"/>`,
      ).join(''),
    );
  } else {
    for (let i = 0; i < 30; i++) {
      const angle = random() * Math.PI * 2;
      const r = between(random, 10, cupR * 0.85);
      parts.push(
        `<circle cx="${n(cx + Math.cos(angle) * r)}" cy="${n(cy + Math.sin(angle) * r)}" r="${n(between(random, 2, 6))}" fill="#e7bc86" opacity=".6"/>`,
      );
    }
  }
  // a spoon and a sugar packet on the saucer
  parts.push(
    `<g transform="rotate(${n(between(random, 30, 60))} ${cx} ${cy})"><ellipse cx="${n(cx)}" cy="${n(cy + saucerR * 0.78)}" rx="22" ry="34" fill="#c9ccd1"/><rect x="${n(cx - 6)}" y="${n(cy + saucerR * 0.78 + 30)}" width="12" height="${n(saucerR * 0.25)}" rx="6" fill="#c9ccd1"/></g>`,
    `<rect x="${n(cx - saucerR * 0.9)}" y="${n(cy - saucerR * 0.95)}" width="120" height="70" rx="8" fill="${pick(random, ['#c0392b', '#1f6fb2', '#2e7d32'])}" transform="rotate(-20 ${n(cx - saucerR * 0.9)} ${n(cy - saucerR * 0.95)})"/>`,
  );
  return parts.join('');
}

/** Berries, an orange slice or mint leaves lying on the counter beside a drink. */
export function garnish(random: Random, what: 'orange' | 'mint' | 'lemon'): string {
  const y = COUNTER_Y + 120;
  const x = pick(random, [190, 1060]);
  if (what === 'mint') return leaf(x, y, 150, -20, '#3f9a4a') + leaf(x + 90, y + 30, 120, 30, '#2f8a3a');
  const colour = what === 'orange' ? '#f59a1b' : '#f4e04d';
  return (
    shadow(x, y + 6, 130, 40, 0.3) +
    `<ellipse cx="${x}" cy="${y}" rx="130" ry="44" fill="${colour}" stroke="#fff3c4" stroke-width="12"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="80" ry="24" fill="none" stroke="#fff3c4" stroke-width="4" opacity=".7"/>` +
    glossyBall(x + 170, y + 20, 34, colour, '#b76a00')
  );
}
