// Issue 49, dish photos in the console: on the Smart plan, an owner adds a dish's photo in the item
// form, framing it square with the keyboard in the crop step, and sees it stored and shown; then
// drops a section's photos at once, checks the matches by file name (one item losing its photo is
// named, a file of no item is skipped) and uploads them, each to its item, keeping its own shape;
// last, adds a new item with its photo framed before the item exists. The photos are made in the
// test (pngjs), never downloaded.
import { newOwner } from '../support/accounts';
import { E2E_ADMIN } from '../support/admin';
import { call, createActivatedOwner, createClub, setClubPlan, signInThroughApi } from '../support/api';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { picturePng } from '../support/images';
import { freshTotp } from '../support/totp';

interface ItemPhoto {
  url: string;
  widths: number[];
  width: number;
  height: number;
  placeholder: string;
}

const ITEMS = ['Bruschetta al pomodoro', 'Tiramisù della casa', 'Caffè'] as const;

test('on Smart: a photo framed square in the item form, then a section’s photos matched by file name and uploaded at once', async ({
  page,
}) => {
  // two uploads through the server's variants and six through the bulk: room for a busy machine
  test.setTimeout(300_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  await page.goto('/login');
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);

  // The club, its menu, a section and three items through the API (journey 6 makes them on screen).
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const clubId = await createClub(token, `Osteria ${owner.phone.slice(-6)}`);
  const adminToken = await signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret);
  await setClubPlan(adminToken, clubId, 'smart', true);
  const menu = await call<{ id: number }>(token, 'POST', `/clubs/${clubId}/menu`, { name: 'Cena' });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  const menuPath = `/clubs/${clubId}/menu/${menu.body.id}`;
  const section = await call<{ id: number }>(token, 'PUT', `${menuPath}/sections`, { name: 'Antipasti' });
  expect(section.status, JSON.stringify(section.body)).toBe(200);
  const sectionPath = `${menuPath}/sections/${section.body.id}`;
  const ids: Record<string, number> = {};
  for (const name of ITEMS) {
    const item = await call<{ id: number }>(token, 'PUT', `${sectionPath}/items`, { name, price: 6 });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    ids[name] = item.body.id;
  }
  const photoOf = async (name: string) => {
    const item = await call<{ photo: ItemPhoto | null }>(token, 'GET', `${sectionPath}/items/${ids[name]}`);
    expect(item.status).toBe(200);
    return item.body.photo;
  };

  // The item form: a wide photo, framed square with the keyboard.
  await page.goto(`${sectionPath}/items/${ids['Bruschetta al pomodoro']}`);
  await expect(page.getByRole('heading', { name: 'Bruschetta al pomodoro', level: 1 })).toBeVisible();
  await expect(page.getByText('No photo yet.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({
    name: 'bruschetta.png',
    mimeType: 'image/png',
    buffer: picturePng(1200, 800),
  });
  const crop = page.getByRole('dialog', { name: 'Crop the photo' });
  await expect(crop).toBeVisible();
  await crop.getByRole('radio', { name: 'Landscape 4:3' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(crop.getByRole('radio', { name: 'Square' })).toBeChecked();
  await crop.getByRole('group', { name: 'Frame of the photo' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const uploaded = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/uploads/'),
  );
  await crop.getByRole('button', { name: 'Use this frame' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Photo saved.' })).toBeVisible();
  const shown = page.getByRole('img', { name: 'Photo of Bruschetta al pomodoro' });
  await expect(shown).toHaveAttribute('src', /\/images\/[0-9a-f]{32}-\d+\.webp$/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const framed = await photoOf('Bruschetta al pomodoro');
  expect(framed, 'the photo is stored').not.toBeNull();
  expect(framed?.width, 'framed square').toBe(framed?.height);
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();

  // The section: photos dropped at once, matched by file name, reviewed, then uploaded.
  await page.goto(sectionPath);
  await expect(page.getByRole('heading', { name: 'Antipasti', level: 1 })).toBeVisible();
  // what the console sends (uploadImage's PUTs, by XMLHttpRequest for their progress), read in the
  // browser: a camera-sized photo goes up brought down (Playwright gives no body of a large Blob)
  await page.addInitScript(() => {
    const sent: Promise<{ type: string; width: number; height: number }>[] = [];
    (window as unknown as { photosSent: typeof sent }).photosSent = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob)
        sent.push(createImageBitmap(body).then(({ width, height }) => ({ type: body.type, width, height })));
      return send.call(this, body);
    };
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Antipasti', level: 1 })).toBeVisible();
  const large = picturePng(3000, 2000);
  await page.getByLabel('Photos of the section’s items').setInputFiles([
    { name: 'bruschetta-al-pomodoro.png', mimeType: 'image/png', buffer: picturePng(640, 480) },
    { name: 'tiramisu-della-casa.png', mimeType: 'image/png', buffer: large },
    { name: 'CAFFE.png', mimeType: 'image/png', buffer: picturePng(500, 500) },
    { name: 'IMG_2041.png', mimeType: 'image/png', buffer: picturePng(400, 300) },
  ]);
  const review = page.getByRole('dialog', { name: 'Photos for the items' });
  await expect(review).toBeVisible();
  const select = (file: string) => review.getByRole('combobox', { name: `Item for ${file}` });
  await expect(select('bruschetta-al-pomodoro.png')).toHaveValue('Bruschetta al pomodoro');
  await expect(select('tiramisu-della-casa.png')).toHaveValue('Tiramisù della casa');
  await expect(select('CAFFE.png')).toHaveValue('Caffè');
  await expect(select('IMG_2041.png')).toHaveValue('Skip this photo');
  await expect(review.getByRole('alert')).toContainText('Bruschetta al pomodoro');
  // the owner keeps the framed photo of the bruschetta: that file is skipped
  await select('bruschetta-al-pomodoro.png').click();
  await page.getByRole('option', { name: 'Skip this photo' }).click();
  await expect(review.getByText('These items lose their current photo')).toHaveCount(0);
  // nothing is saved until confirmed
  expect(await photoOf('Tiramisù della casa')).toBeNull();
  await review.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(review.getByRole('status')).toHaveText('2 photos uploaded.');
  await expect(
    review.getByTestId('photo-match').filter({ hasText: 'tiramisu-della-casa.png' }),
  ).toContainText('For Tiramisù della casa: saved.');
  await review.getByRole('button', { name: 'Done' }).click();

  // the 3000 × 2000 photo went up as a JPEG 2,000 px on its long side; the small one as it was
  const sent = await page.evaluate(() =>
    Promise.all((window as unknown as { photosSent: Promise<unknown>[] }).photosSent),
  );
  expect(sent).toEqual([
    { type: 'image/jpeg', width: 2000, height: 1333 },
    { type: 'image/png', width: 500, height: 500 },
  ]);

  const tiramisu = await photoOf('Tiramisù della casa');
  // its own 3:2 shape kept (640 × 427: the height rounded)
  expect((tiramisu?.width ?? 0) / (tiramisu?.height ?? 1), 'its own 3:2 shape kept').toBeCloseTo(1.5, 2);
  const caffe = await photoOf('Caffè');
  expect(caffe?.width).toBe(caffe?.height);
  expect((await photoOf('Bruschetta al pomodoro'))?.url, 'the framed photo stayed').toBe(framed?.url);

  // A new item with its photo in one go: framed before the item exists, sent once it is added.
  await page.getByRole('link', { name: 'New item' }).click();
  await expect(page.getByRole('heading', { name: 'New item', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Panna cotta');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('5');
  const newChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await newChooser).setFiles({
    name: 'panna-cotta.png',
    mimeType: 'image/png',
    buffer: picturePng(800, 600),
  });
  await crop.getByRole('button', { name: 'Use this frame' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo ready' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of the item' })).toBeVisible();
  // the live preview shows it before the item exists, in the frame chosen (4:3)
  const previewPhoto = page
    .getByRole('region', { name: 'Live preview' })
    .getByRole('img', { name: 'Panna cotta', exact: true });
  await expect(previewPhoto).toBeVisible();
  await expect
    .poll(() => previewPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
    .toBeCloseTo(4 / 3, 2);
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('heading', { name: 'Antipasti', level: 1 })).toBeVisible();
  await expect(page.getByText('“Panna cotta” added.')).toBeVisible();
  const stored = await call<{ items: { name: string; photo: ItemPhoto | null }[] }>(
    token,
    'GET',
    sectionPath,
  );
  const pannaCotta = stored.body.items.find((item) => item.name === 'Panna cotta');
  // its photo sent with it, 4:3 (an 800 × 600 photo: variants up to 640 wide, never wider)
  expect(pannaCotta?.photo?.width, 'its photo sent with it').toBe(640);
  expect(pannaCotta?.photo?.height).toBe(480);
});
