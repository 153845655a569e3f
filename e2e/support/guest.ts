// Set-up of the guest journeys through the API, as the demo owner would do it in the console:
// the "Trattoria Demo" club of the demo seed, its menus, a fresh table for each journey (the waiter
// cooldown is per table, and `--repeat-each` runs a journey again within seconds), and the owner's
// changes that are not the journey under test (refresh time, theme, out of stock).

import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect } from '@playwright/test';
import { call } from './api';
import { DEMO_CLUB_NAME, DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from './demo';
import type { JsonAnswer } from './request-json';
import { current } from './stack';
import { freshTotp } from './totp';

// The demo owner's session is kept beside the e2e server's embedded database (emptied at every
// start, so a kept token is always one this server issued): every journey and every round of
// `--repeat-each` (a new worker process each) reuses it instead of waiting for a fresh TOTP step.
const { dataDir } = current;
const tokenFile = path.join(dataDir, 'demo-owner-session.json');

async function signInDemoOwner(): Promise<string> {
  if (existsSync(tokenFile)) {
    try {
      const { token } = JSON.parse(readFileSync(tokenFile, 'utf8')) as { token: string };
      if ((await call(token, 'GET', '/users/me')).status === 200) return token;
    } catch {
      // half a file or a stale session: sign in again
    }
  }
  const session = await call<{ token: string }>(null, 'POST', '/login', {
    username: DEMO_PHONE,
    password: DEMO_PASSWORD,
    totp: await freshTotp(DEMO_TOTP_SECRET),
  });
  expect(session.status, 'the demo owner signs in').toBe(200);
  if (existsSync(dataDir)) {
    const partial = `${tokenFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify({ token: session.body.token }));
    renameSync(partial, tokenFile);
  }
  return session.body.token;
}

interface MenuItem {
  id: number;
  name: string;
  outOfStock: boolean;
  allergens: string[];
}
interface FullMenu {
  id: number;
  name: string;
  refreshTime: number;
  themeId?: number | null;
  theme: { id: number; name: string };
  sections: { id: number; name: string; items: MenuItem[] }[];
}

/** The demo owner, signed in through the API, and what the guest journeys use of "Trattoria Demo". */
export class DemoOwner {
  private constructor(
    readonly token: string,
    readonly clubId: number,
    /** menu ids by name ("Food", "Drinks") */
    readonly menus: Record<string, number>,
  ) {}

  static async signIn(): Promise<DemoOwner> {
    const token = await signInDemoOwner();
    const clubs = await call<{ id: number; name: string }[]>(token, 'GET', '/clubs');
    expect(clubs.status).toBe(200);
    const club = clubs.body.find((c) => c.name === DEMO_CLUB_NAME);
    if (!club) throw new Error(`the demo seed has no "${DEMO_CLUB_NAME}"`);
    const listed = await call<{ id: number; name: string; hasSchedulings: boolean }[]>(
      token,
      'GET',
      `/clubs/${club.id}/menu`,
    );
    expect(listed.status).toBe(200);
    // The journeys need menus that every table sees at any hour: the seed schedules none of them.
    for (const menu of listed.body) {
      expect(menu.hasSchedulings, `"${menu.name}" of the demo club is shown at all hours`).toBe(false);
    }
    return new DemoOwner(token, club.id, Object.fromEntries(listed.body.map((menu) => [menu.name, menu.id])));
  }

  menuId(name: string): number {
    const id = this.menus[name];
    if (id === undefined) throw new Error(`the demo club has no menu "${name}"`);
    return id;
  }

  /**
   * A new table in the zone `zoneName` ("Inside" by default; the "Terrace" takes orders), named
   * `<prefix> <random>` so journeys never share one; with its printed key (`orderKey`).
   */
  async newTable(
    prefix: string,
    zoneName = 'Inside',
  ): Promise<{ id: number; name: string; zone: string; orderKey: string }> {
    const zones = await call<{ tableZones: { id: number; name: string }[] }>(
      this.token,
      'GET',
      `/clubs/${this.clubId}/zones`,
    );
    expect(zones.status).toBe(200);
    const inside = zones.body.tableZones.find((zone) => zone.name === zoneName);
    if (!inside) throw new Error(`the demo club has no "${zoneName}" zone`);
    // a random name may be taken by an earlier journey's table on this stack: another is drawn
    let saved: JsonAnswer<{ id: number; name: string; orderKey: string }>;
    for (let attempt = 1; ; attempt++) {
      saved = await call<{ id: number; name: string; orderKey: string }>(
        this.token,
        'PUT',
        `/clubs/${this.clubId}/tables`,
        { name: `${prefix} ${randomInt(1000, 9999)}`, tableZoneId: inside.id },
      );
      if (saved.status !== 409 || attempt === 5) break;
    }
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { id: saved.body.id, name: saved.body.name, zone: inside.name, orderKey: saved.body.orderKey };
  }

  async menu(menuId: number): Promise<FullMenu> {
    const got = await call<FullMenu>(this.token, 'GET', `/clubs/${this.clubId}/menu/${menuId}`);
    expect(got.status).toBe(200);
    return got.body;
  }

  /** Changes some of a menu's settings (saveMenu takes the name on every save). */
  async saveMenu(
    menuId: number,
    changes: { refreshTime?: number; themeId?: number | null; callWaiterEnabled?: boolean },
  ): Promise<void> {
    const current = await this.menu(menuId);
    const saved = await call(this.token, 'PUT', `/clubs/${this.clubId}/menu`, {
      id: menuId,
      name: current.name,
      ...changes,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  /** The item of a menu by its original name, with its section. */
  async item(menuId: number, name: string): Promise<{ sectionId: number; item: MenuItem }> {
    const menu = await this.menu(menuId);
    for (const section of menu.sections) {
      const item = section.items.find((i) => i.name === name);
      if (item) return { sectionId: section.id, item };
    }
    throw new Error(`menu ${menuId} has no item "${name}"`);
  }

  /** Marks an item out of stock or back in stock, as the item form's switch does. */
  async setOutOfStock(menuId: number, name: string, outOfStock: boolean): Promise<void> {
    const { sectionId, item } = await this.item(menuId, name);
    const saved = await call(
      this.token,
      'PUT',
      `/clubs/${this.clubId}/menu/${menuId}/sections/${sectionId}/items`,
      { id: item.id, name: item.name, outOfStock },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  /** A predefined theme's id by name ("Classic" is light, "Night" dark: packages/domain themes). */
  async predefinedTheme(name: string): Promise<number> {
    const themes = await call<{ predefined: { id: number; name: string }[] }>(
      this.token,
      'GET',
      `/clubs/${this.clubId}/themes`,
    );
    expect(themes.status).toBe(200);
    const theme = themes.body.predefined.find((t) => t.name === name);
    if (!theme) throw new Error(`no predefined theme "${name}"`);
    return theme.id;
  }

  /** Turns the club's "PDF menu: guests can download" switch on or off, as the settings page does. */
  async setPdfMenu(enabled: boolean): Promise<void> {
    const saved = await call(this.token, 'PATCH', `/clubs/${this.clubId}/settings`, {
      pdfMenuEnabled: enabled,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  /** Signs a console context in with this session (the console keeps it in localStorage), in English. */
  async signInConsole(context: BrowserContext): Promise<void> {
    await context.addInitScript((token) => {
      localStorage.setItem('auth@token', token);
      localStorage.setItem('isAdmin', 'false');
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
    }, this.token);
  }
}

/** A guest's call for a waiter at a table, straight through the public API (as the guest app sends it). */
export async function callWaiterAt(clubId: number, tableId: number, menuId: number): Promise<void> {
  const called = await call(null, 'POST', `/clubs/${clubId}/menu/tables/${tableId}/waiter-calls`, { menuId });
  expect(called.status, JSON.stringify(called.body)).toBe(201);
}

/** The guest app's address of a table's menus (the QR code's) and of one menu. */
export const guestPaths = {
  table: (clubId: number, tableId: number) => `/public/qrcodemenu/${clubId}/${tableId}`,
  menu: (clubId: number, tableId: number, menuId: number) => `/public/menu/${clubId}/${tableId}/${menuId}`,
};
