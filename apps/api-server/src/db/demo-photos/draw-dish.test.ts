import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BAR_MENUS, TRATTORIA_MENUS } from '#db/seed-demo-dishes.ts';
import { DISH_KINDS, type DishKind, drawDish } from './draw-dish.ts';

/** The drawing shrunk to a few pixels: what a glance at a list of dishes sees. */
async function thumbnail(kind: DishKind, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(drawDish(kind, variant)))
    .resize(16, 12, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Mean difference per channel (0..255) between two thumbnails. */
function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
}

describe('demo dish drawings', () => {
  it('gives every demo dish a drawing, and draws each the same way every time', () => {
    const dishes = [...TRATTORIA_MENUS, ...BAR_MENUS].flatMap((menu) =>
      menu.sections.flatMap((section) => section.items),
    );
    expect(dishes.filter((dish) => !dish.photo).map((dish) => dish.name)).toEqual([]);
    for (const kind of DISH_KINDS) expect(drawDish(kind)).toBe(drawDish(kind));
    expect(new Set(DISH_KINDS.map((kind) => drawDish(kind))).size).toBe(DISH_KINDS.length);
  });

  it('is a 4:3 picture of 1280 × 960 that sharp can read', async () => {
    const { width, height, format } = await sharp(Buffer.from(drawDish('pizza-marinara'))).metadata();
    expect({ width, height, format }).toEqual({ width: 1280, height: 960, format: 'svg' });
  });

  it('makes no two dishes, nor two variants of one dish, look alike at a glance', async () => {
    const thumbnails = await Promise.all(DISH_KINDS.map((kind) => thumbnail(kind)));
    const alike: string[] = [];
    DISH_KINDS.forEach((kind, index) => {
      for (let other = index + 1; other < DISH_KINDS.length; other++) {
        const a = thumbnails[index];
        const b = thumbnails[other];
        if (a && b && distance(a, b) < 6) alike.push(`${kind} ~ ${DISH_KINDS[other]}`);
      }
    });
    expect(alike).toEqual([]);
    // a long menu of one dish (a bench's sixty pizzas) changes the table, the china and the toppings
    const variants = await Promise.all([0, 1, 2, 3].map((variant) => thumbnail('carbonara', variant)));
    for (let variant = 1; variant < variants.length; variant++) {
      expect(distance(variants[0] as Buffer, variants[variant] as Buffer)).toBeGreaterThan(6);
    }
  });
});
