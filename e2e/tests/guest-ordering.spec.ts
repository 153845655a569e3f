// Orders from the table (issue 52), on phones: three phones at one Terrace table of Trattoria Demo
// (the Terrace takes orders) build one order live; one of them adds a dish while offline, and it
// lands once when the phone is back; the table sends the round. The kitchen board moves it on and
// every phone sees each status. A waiter who serves the Terrace adds a dish for the table and voids
// one with a reason; the round's 80 mm ticket is read back; the guests ask for the bill and the
// waiter closes the table. Every app runs under its Content Security Policy, with no violation.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { call } from '../support/api';
import { type CspWatch, expect, test, watchCsp } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { apiUrl, consoleUrl } from '../support/stack';
import { hireWaiter } from '../support/team';

const run = promisify(execFile);

// three phones, a board and a waiter's console, an invitation mailed and accepted
test.setTimeout(300_000);

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-GB' };

/** The text of a PDF, as pdftotext (poppler) reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-ticket-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('three phones build one order live and send it; the board moves it on; a waiter adds and voids a line; the bill is asked for and the table closed', async ({
  page,
  browser,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Order', 'Terrace');
  const tablePath = guestPaths.table(owner.clubId, table.id);
  const watches: CspWatch[] = [];
  const contexts: BrowserContext[] = [];
  const newContext = async (options: Parameters<typeof browser.newContext>[0]) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    watches.push(await watchCsp(context));
    return context;
  };

  try {
    /** A phone scans the table's code, then opens the food menu. */
    const sitDown = async (guest: Page) => {
      await guest.goto(`${tablePath}?k=${table.orderKey}`);
      // the key is kept on the phone and taken out of the address at once
      await expect(guest).toHaveURL(new RegExp(`${tablePath}$`));
      await guest.goto(guestPaths.menu(owner.clubId, table.id, food));
      await expect(guest.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
    };
    /** Adds a dish without options from its "Add to order", giving a first name when asked. */
    const addDish = async (guest: Page, dish: string, name?: string) => {
      await guest.getByRole('button', { name: `Add to order: ${dish}` }).click();
      await guest.getByRole('dialog').getByRole('button', { name: 'Add to order', exact: true }).click();
      if (name !== undefined) await guest.getByRole('textbox', { name: /^Your first name/ }).fill(name);
      await guest.getByRole('button', { name: /^Add to order ·/ }).click();
    };
    const orderBar = (guest: Page) => guest.getByRole('button', { name: /^Your table's order/ });

    const anna = page;
    const bruno = await (await newContext(phone)).newPage();
    const carlaContext = await newContext(phone);
    const carla = await carlaContext.newPage();
    for (const guest of [anna, bruno, carla]) await sitDown(guest);
    await csp.expectPolicyInForce(anna);

    // Anna and Bruno add; each phone sees the other's dish live.
    await addDish(anna, 'Cacio e pepe', 'Anna');
    await expect(orderBar(anna)).toContainText('1 dish to send');
    await addDish(bruno, 'Spaghetti alla carbonara', 'Bruno');
    await expect(orderBar(anna)).toContainText('2 dishes to send');
    await expect(orderBar(bruno)).toContainText('2 dishes to send');

    // Carla adds one online, then one while offline: kept on the phone, added once she is back.
    await addDish(carla, 'Carciofi alla giudia', '');
    await expect(orderBar(anna)).toContainText('3 dishes to send');
    await carlaContext.setOffline(true);
    await addDish(carla, 'Tiramisù della casa');
    await expect(carla.getByText(/kept on this phone and will be added/)).toBeVisible();
    await expect(orderBar(anna)).toContainText('3 dishes to send');
    await carlaContext.setOffline(false);
    await expect(orderBar(anna)).toContainText('4 dishes to send');
    await expect(orderBar(carla)).toContainText('4 dishes to send');

    // Anna sends the table's dishes, who added which shown, as one round.
    await orderBar(anna).click();
    const panel = anna.getByRole('dialog', { name: "Your table's order" });
    await expect(panel.getByText('Added by you')).toHaveCount(1);
    await expect(panel.getByText('Added by Bruno')).toHaveCount(1);
    await expect(panel.getByText('Added by Guest 3')).toHaveCount(2);
    await panel.getByRole('button', { name: 'Send to the kitchen' }).click();
    await expect(panel.getByText('Round 1 is on its way to the kitchen.')).toBeVisible();
    const board0 = await call<{
      orders: { id: number; tableId: number; rounds: { id: number; lines: { name: string }[] }[] }[];
    }>(owner.token, 'GET', `/clubs/${owner.clubId}/orders`);
    const order = board0.body.orders.find((each) => each.tableId === table.id);
    expect(order?.rounds).toHaveLength(1);
    expect(order?.rounds[0]?.lines.map((line) => line.name).sort()).toEqual([
      'Cacio e pepe',
      'Carciofi alla giudia',
      'Spaghetti alla carbonara',
      'Tiramisù della casa',
    ]);

    // The kitchen's board: the round arrives live and moves on; the phones follow each status.
    const boardContext = await newContext({
      baseURL: consoleUrl,
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
    });
    await owner.signInConsole(boardContext);
    const board = await boardContext.newPage();
    await board.goto(`/clubs/${owner.clubId}/orders`);
    await expect(board.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const round = board.getByRole('listitem', { name: `${table.name}, round 1, Kitchen` });
    await expect(round).toBeVisible();
    await orderBar(bruno).click();
    const brunoPanel = bruno.getByRole('dialog', { name: "Your table's order" });
    await expect(brunoPanel.getByText('Received')).toBeVisible();
    for (const [step, status] of [
      ['Start preparing', 'Being prepared'],
      ['Mark ready', 'Ready'],
      ['Mark served', 'Served'],
    ] as const) {
      await board.getByRole('button', { name: `${step}: ${table.name}, round 1` }).click();
      await expect(brunoPanel.getByText(status, { exact: true })).toBeVisible();
    }

    // The round's ticket, as the board prints it: 80 mm wide, the table, the dishes.
    const ticket = await fetch(
      `${apiUrl}/api/v1/clubs/${owner.clubId}/order-rounds/${order?.rounds[0]?.id}/ticket`,
      {
        headers: { authorization: `Bearer ${owner.token}` },
      },
    );
    expect(ticket.status).toBe(200);
    const pdf = Buffer.from(await ticket.arrayBuffer());
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77\d* /);
    const text = await pdfText(pdf);
    expect(text).toContain('CUCINA');
    expect(text).toContain(table.name);
    expect(text).toMatch(/1×\s+Cacio e pepe/);

    // A waiter of the Terrace adds a dish for a guest without a phone, and voids one with a reason.
    const waiter = await hireWaiter(owner, 'Terrace');
    try {
      const waiterContext = await newContext({
        baseURL: consoleUrl,
        viewport: { width: 1280, height: 900 },
        locale: 'en-GB',
      });
      await waiterContext.addInitScript((token) => {
        localStorage.setItem('auth@token', token);
        localStorage.setItem('isAdmin', 'false');
        localStorage.setItem('language', 'en');
      }, waiter.token);
      const console = await waiterContext.newPage();
      await console.goto(`/clubs/${owner.clubId}/orders`);
      await console
        .getByRole('button', { name: `Open the order of ${table.name}` })
        .first()
        .click();
      const drawer = console.getByRole('dialog', { name: `Order of ${table.name}` });
      await drawer.getByRole('button', { name: 'Add lines' }).click();
      const adding = console.getByRole('dialog', { name: `Add lines for ${table.name}` });
      await adding.getByRole('button', { name: 'Add Cacio e pepe' }).click();
      await adding.getByRole('button', { name: 'Add to the round' }).click();
      await adding.getByRole('button', { name: 'Send to the kitchen' }).click();
      await expect(adding).toBeHidden();
      await expect(drawer.getByRole('heading', { name: 'Round 2 · Kitchen' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Void: Carciofi alla giudia' }).click();
      const voiding = console.getByRole('dialog', { name: /Void/ });
      await voiding.getByRole('textbox', { name: 'Reason' }).fill('The guest changed their mind');
      await voiding.getByRole('button', { name: 'Void the line' }).click();
      await expect(drawer.getByText('Void: The guest changed their mind')).toBeVisible();

      // The guests ask for the bill: it comes by round, VAT included; the waiter closes the table.
      await panel.getByRole('button', { name: 'Ask for the bill' }).click();
      const bill = panel.getByRole('region', { name: 'Your bill' });
      await expect(bill.getByText('Prices include VAT.')).toBeVisible();
      await bill.getByRole('button', { name: 'Ask for the bill' }).click();
      await expect(panel.getByText('The bill is on its way.')).toBeVisible();
      await expect(drawer.getByText('Asks for the bill')).toBeVisible();
      await drawer.getByRole('button', { name: 'Close (paid)' }).click();
      await console
        .getByRole('dialog', { name: `Close the order of ${table.name}` })
        .getByRole('button', { name: 'Close (paid)' })
        .click();
      await expect(anna.getByText("This table's order is closed.")).toBeVisible();
      const closed = await call<{ status: string; totalCents: number }>(
        owner.token,
        'GET',
        `/clubs/${owner.clubId}/orders/${order?.id}`,
      );
      expect(closed.body.status).toBe('closed');
    } finally {
      await call(owner.token, 'DELETE', `/clubs/${owner.clubId}/members/${waiter.userId}`);
    }
    for (const watch of watches) await watch.expectNoViolations();
  } finally {
    for (const context of contexts) await context.close();
  }
});
