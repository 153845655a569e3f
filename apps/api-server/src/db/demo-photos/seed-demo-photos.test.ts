import { eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuItems } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { demoPhotoJob, seedDemoPhotos } from './seed-demo-photos.ts';

describe('demo dish photos', () => {
  // the harness seeds the demo without its photos (DEMO_PHOTOS is off in tests)
  const t = useTestApp();

  const photosOf = async (name: string) =>
    (await t.app.db.select().from(menuItems).where(eq(menuItems.name, name))).map((item) => item.photo);

  it('draws each dish once, stores it as an upload is, and gives it to every demo item showing it', async () => {
    expect(await t.app.db.select().from(menuItems).where(isNotNull(menuItems.photo))).toEqual([]);
    const { uploads } = t.app;
    const attached = await seedDemoPhotos({ db: t.app.db, uploads, kinds: ['espresso', 'pizza-marinara'] });

    // the trattoria's espresso and the bar's share one photo
    const espressos = await photosOf('Espresso');
    expect(espressos).toHaveLength(2);
    expect(espressos[0]).toEqual(espressos[1]);
    expect(attached).toBe(3);
    const [pizza] = await photosOf('Pizza marinara');
    expect(pizza).toMatchObject({ widths: [320, 640, 960], width: 960, height: 720 });
    expect(pizza?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(pizza?.key).not.toBe(espressos[0]?.key);
    expect(pizza?.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const width of [320, 640, 960])
      for (const format of ['avif', 'webp', 'jpg'])
        expect(
          await uploads.store.get(`${pizza?.key}-${width}.${format}`),
          `${width}.${format}`,
        ).not.toBeNull();
    // the other dishes wait for their turn
    expect(await photosOf('Spaghetti alla carbonara')).toEqual([null]);

    // the guests' menu shows it
    const token = await t.signIn(t.demo.user);
    const menus = (await t.call('listMenus', { params: { clubId: t.demo.clubId }, token })).json();
    const food = (
      await t.call('getMenu', {
        params: {
          clubId: t.demo.clubId,
          menuId: menus.find((menu: { name: string }) => menu.name === 'Food').id,
        },
        token,
      })
    ).json();
    const shown = food.sections
      .flatMap((section: { items: { name: string; photo: unknown }[] }) => section.items)
      .find((item: { name: string }) => item.name === 'Pizza marinara');
    expect(shown.photo.url).toContain('/api/v1/images/');
  });

  it('does nothing the second time, and never replaces a photo an owner chose', async () => {
    expect(await seedDemoPhotos({ db: t.app.db, uploads: t.app.uploads, kinds: ['espresso'] })).toBe(0);
    const [espresso] = await photosOf('Espresso');
    const [cappuccino] = await t.app.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.name, 'Cappuccino'))
      .limit(1);
    await t.app.db
      .update(menuItems)
      .set({ photo: espresso ?? null })
      .where(inArray(menuItems.id, [cappuccino?.id ?? 0]));
    await seedDemoPhotos({ db: t.app.db, uploads: t.app.uploads, kinds: ['cappuccino'] });
    const cappuccinos = await t.app.db.select().from(menuItems).where(eq(menuItems.name, 'Cappuccino'));
    expect(cappuccinos.find((item) => item.id === cappuccino?.id)?.photo).toEqual(espresso);
    expect(cappuccinos.find((item) => item.id !== cappuccino?.id)?.photo?.key).not.toBe(espresso?.key);
  });

  it('stops between two drawings when the server closes', async () => {
    const job = demoPhotoJob();
    job.start({ db: t.app.db, uploads: t.app.uploads });
    await job.stop();
    const drawn = await t.app.db.select().from(menuItems).where(isNotNull(menuItems.photo));
    // at most the drawing under way when asked to stop was finished, far from all of them
    expect(drawn.length).toBeLessThan(10);
  });
});
