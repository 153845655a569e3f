import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { apiUrl, callApi, consoleContext, consoleUrl, launchChromium, still, type DemoSession } from './demo-stack';

const out = '/tmp/cd-shots';
const session: DemoSession = JSON.parse(readFileSync(`${out}/session.json`, 'utf8'));
const clubs = await callApi<{ id: number; name: string }[]>(session, 'GET', '/clubs');
const clubId = clubs.find((c) => c.name.includes('Trattoria'))!.id;
const menus = await callApi<{ id: number; name: string }[]>(session, 'GET', `/clubs/${clubId}/menu`);
const food = menus.find((m) => m.name === 'Food')!;
const full = await callApi<any>(session, 'GET', `/clubs/${clubId}/menu/${food.id}`);
const section = full.sections[0];
const item = section.items[0];
const T = {
  en: { preview: 'Preview', nav: 'Open navigation', price: 'Price', name: 'Table name', add: 'Add table' },
  it: { preview: 'Anteprima', nav: 'Apri la navigazione', price: 'Prezzo', name: 'Nome del tavolo', add: 'Aggiungi tavolo' },
};
const browser = await launchChromium();
for (const lang of ['en', 'it'] as const) {
  const t = T[lang];
  for (const size of [{ n: 'phone', width: 390, height: 844 }, { n: 'narrow', width: 320, height: 640 }, { n: 'desktop', width: 1280, height: 800 }]) {
    const context = await consoleContext(browser, session, { width: size.width, height: size.height }, lang);
    const page = await context.newPage();
    const tag = `${size.n}-${lang}`;
    await page.goto(`${consoleUrl}/clubs/${clubId}/menu/${food.id}/sections/${section.id}/items/${item.id}`);
    await page.getByRole('textbox', { name: t.price, exact: true }).waitFor();
    await still(page);
    await page.screenshot({ path: `${out}/item-${tag}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(tag, 'overflow', overflow);
    if (size.n !== 'desktop') {
      await page.getByRole('button', { name: t.nav }).click();
      await still(page);
      await page.screenshot({ path: `${out}/nav-${tag}.png` });
      await page.keyboard.press('Escape');
      await still(page);
      await page.getByRole('button', { name: t.preview, exact: true }).click();
      await still(page);
      const links = page.getByRole('dialog').getByRole('navigation').getByRole('link');
      await links.nth(2).click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/preview-section-${tag}.png` });
      await page.keyboard.press('Escape');
    } else {
      const links = page.getByRole('region', { name: lang === 'it' ? 'Anteprima dal vivo' : 'Live preview' }).getByRole('navigation').getByRole('link');
      await links.nth(2).click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/preview-section-${tag}.png` });
    }
    if (size.n !== 'narrow') {
      await page.goto(`${consoleUrl}/clubs/${clubId}/tables`);
      const name = `Shot ${lang} ${size.n}`;
      await page.getByRole('textbox', { name: t.name }).fill(name);
      await page.getByRole('button', { name: t.add, exact: true }).click();
      await page.locator('[data-just-added]').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/tables-added-${tag}.png` });
      const listed = await callApi<{ tables: { id: number; name: string }[] }>(session, 'GET', `/clubs/${clubId}/tables`);
      const added = listed.tables.find((x) => x.name === name);
      if (added) await callApi(session, 'DELETE', `/clubs/${clubId}/tables/${added.id}`);
      await page.goto(`${consoleUrl}/clubs/${clubId}/qrcode`);
      await page.getByRole('combobox', { name: lang === 'it' ? /Lingua del foglio/ : /Language of the sheet/ }).waitFor();
      await still(page);
      await page.screenshot({ path: `${out}/qrcodes-${tag}.png`, fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
for (const language of ['en', 'it']) {
  const res = await fetch(`${apiUrl}/clubs/${clubId}/tables/qr-sheet?language=${language}`, { headers: { authorization: `Bearer ${session.token}` } });
  writeFileSync(`${out}/sheet-${language}.pdf`, Buffer.from(await res.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', `${out}/sheet-${language}.pdf`, `${out}/sheet-${language}`]);
}
console.log('done');
