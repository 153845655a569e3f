import { chromium } from '@playwright/test';
import { generate } from 'otplib';
const secret = 'KRAVM33MMFCGK3LPKRAVM33MMFCGK3LP';
const res = await fetch('http://127.0.0.1:8080/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '3330000000', password: 'Demo!2345', totp: await generate({ secret }) }) });
const session = await res.json();
console.log(res.status);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [vp, size] of [['mobile', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  for (const lang of ['en', 'it']) {
    const ctx = await browser.newContext({ viewport: size });
    await ctx.addInitScript(([t, l]) => { if (!localStorage.getItem('auth@token')) { localStorage.setItem('auth@token', t); localStorage.setItem('isAdmin', 'false'); localStorage.setItem('language', l); } }, [session.token, lang]);
    const page = await ctx.newPage();
    for (const p of ['/clubs', '/account/delete', '/401', '/update', '/404']) {
      await page.goto('http://localhost:5173' + p);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/realshots/${p.slice(1).replace(/\//g, '_')}-${lang}-${vp}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
