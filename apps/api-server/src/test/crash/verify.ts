/**
 * The checks after each restart: every acknowledged write is there with its content, every
 * in-flight write is there whole or not at all, positions run 0..n-1, and the image store holds no
 * half-written file. Problems are collected, not thrown one by one, so a failing cycle shows all.
 */
import fs from 'node:fs';
import type { components } from '@tavola/api/schema';
import sharp from 'sharp';
import type { Api } from './api.ts';
import { type Ledger, mustExist } from './ledger.ts';
import { describeMenu, menuFromServer, sameMenu } from './menu-model.ts';
import type { MenuWriter } from './writer.ts';

type FullMenu = components['schemas']['FullMenu'];
type MenuListEntry = components['schemas']['MenuListEntry'];
type Table = components['schemas']['Table'];

export interface CheckReport {
  menus: number;
  items: number;
  tableRanges: number;
  imports: number;
  /** in-flight writes found applied whole / not applied at this check */
  applied: number;
  notApplied: number;
  /** stored images nothing references (left by an upload killed between storing and applying) */
  orphanImages: string[];
  problems: string[];
}

export interface CheckOptions {
  /** compare every import's content again, not only the ones never compared */
  full: boolean;
  uploadDir: string;
}

export async function checkEverything(
  api: Api,
  clubId: number,
  writers: MenuWriter[],
  ledger: Ledger,
  options: CheckOptions,
): Promise<CheckReport> {
  const before = { ...ledger.inFlightOutcomes };
  const report: CheckReport = {
    menus: 0,
    items: 0,
    tableRanges: 0,
    imports: 0,
    applied: 0,
    notApplied: 0,
    orphanImages: [],
    problems: [],
  };
  const getMenu = (menuId: number) => api.expectOk<FullMenu>('GET', `/clubs/${clubId}/menu/${menuId}`);

  for (const writer of writers) {
    const { model: actual, problems } = menuFromServer(await getMenu(writer.model.id));
    report.problems.push(...problems);
    report.menus += 1;
    report.items += actual.sections.reduce((sum, section) => sum + section.items.length, 0);
    const inFlight = writer.inFlight;
    if (sameMenu(writer.model, actual)) {
      if (inFlight) ledger.resolve({ outcome: 'in-flight' }, false);
    } else if (inFlight && sameMenu(inFlight.apply(writer.model), actual)) {
      ledger.resolve({ outcome: 'in-flight' }, true);
    } else {
      report.problems.push(
        `menu ${writer.model.id} of ${writer.tag} is neither what was acknowledged` +
          `${inFlight ? ` nor that plus the write in flight (${inFlight.what})` : ''}:\n` +
          ` expected\n${describeMenu(writer.model)}\n found\n${describeMenu(actual)}`,
      );
    }
    // what the server holds, once checked, is the base of the next cycle
    writer.model = actual;
    writer.inFlight = undefined;
  }

  const menus = await api.expectOk<MenuListEntry[]>('GET', `/clubs/${clubId}/menu`);
  const positions = menus.map((menu) => menu.position);
  if (positions.some((position, index) => position !== index)) {
    report.problems.push(`club menus: positions ${JSON.stringify(positions)} are not 0..${menus.length - 1}`);
  }
  const menusNamed = (name: string) => menus.filter((menu) => menu.name === name);
  for (const write of ledger.menus) {
    const found = menusNamed(write.name);
    checkPresence(report, ledger, write, `menu ${write.name}`, found.length, 1);
    if (write.id !== undefined && found.length === 1 && found[0]?.id !== write.id) {
      report.problems.push(`menu ${write.name} has id ${found[0]?.id}, acknowledged as ${write.id}`);
    }
  }

  for (const write of ledger.imports) {
    const found = menusNamed(write.name);
    const wasInFlight = write.outcome === 'in-flight';
    checkPresence(report, ledger, write, `import ${write.name}`, found.length, 1);
    const menu = found[0];
    if (found.length !== 1 || !menu) continue;
    if (write.menuId !== undefined && menu.id !== write.menuId) {
      report.problems.push(`import ${write.name} is menu ${menu.id}, acknowledged as ${write.menuId}`);
    }
    write.menuId = menu.id;
    if (write.contentChecked && !options.full && !wasInFlight) continue;
    report.imports += 1;
    const { model } = menuFromServer(await getMenu(menu.id));
    const names = model.sections.flatMap((section) => section.items.map((item) => item.name));
    if (names.join('\n') !== write.itemNames.join('\n')) {
      report.problems.push(
        `import ${write.name} (menu ${menu.id}) is half there: ${names.length} of ${write.itemNames.length} items` +
          ` (first differing: ${names.find((name, index) => name !== write.itemNames[index]) ?? '-'})`,
      );
    }
    write.contentChecked = true;
  }

  const { tables } = await api.expectOk<{ tables: Table[] }>('GET', `/clubs/${clubId}/tables`);
  for (const write of ledger.tableRanges) {
    const names = tables.filter((table) => table.name.startsWith(write.prefix)).map((table) => table.name);
    report.tableRanges += 1;
    const expected = Array.from({ length: write.count }, (_, index) => `${write.prefix}${index + 1}`);
    if (names.length > 0 && names.sort().join() !== expected.sort().join()) {
      report.problems.push(
        `table range ${write.prefix}1..${write.count} is half there: ${names.length} tables (${names.join(', ')})`,
      );
      continue;
    }
    checkPresence(
      report,
      ledger,
      write,
      `table range ${write.prefix}1..${write.count}`,
      names.length,
      write.count,
    );
  }

  await checkLogo(api, ledger, report, await clubLogo(api, clubId));
  checkImageStore(options.uploadDir, ledger, report);

  report.applied = ledger.inFlightOutcomes.applied - before.applied;
  report.notApplied = ledger.inFlightOutcomes.notApplied - before.notApplied;
  return report;
}

/** An acknowledged write must be there; an in-flight one may be (then resolved); a not-applied one must not be. */
function checkPresence(
  report: CheckReport,
  ledger: Ledger,
  write: Parameters<Ledger['resolve']>[0],
  what: string,
  found: number,
  whole: number,
) {
  if (found !== 0 && found !== whole) {
    report.problems.push(`${what}: found ${found}, expected 0 or ${whole}`);
  } else if (mustExist(write.outcome) && found === 0) {
    report.problems.push(`${what} was ${write.outcome} but is missing`);
  } else if (write.outcome === 'not-applied' && found !== 0) {
    report.problems.push(`${what} was not there after an earlier restart but appeared later`);
  } else {
    ledger.resolve(write, found !== 0);
  }
}

async function clubLogo(api: Api, clubId: number): Promise<string | null> {
  const club = await api.expectOk<{ logo: string | null }>('GET', `/clubs/${clubId}`);
  return club.logo;
}

/** The last logo upload: its new image whole (served and decodable), or the logo before it. */
async function checkLogo(api: Api, ledger: Ledger, report: CheckReport, logo: string | null) {
  const write = ledger.logos.at(-1);
  if (!write) return;
  const changed = logo !== write.before;
  if (write.outcome === 'acknowledged' && logo !== write.url) {
    report.problems.push(`club logo is ${logo}, the acknowledged upload set ${write.url}`);
  } else if (write.outcome === 'not-applied' && changed) {
    report.problems.push(`club logo became ${logo} after an earlier restart showed the upload not applied`);
  }
  if (logo !== null && changed) {
    const name = imageName(logo);
    ledger.logoImages.add(name);
    const image = await fetch(`${api.base}/api/v1/images/${name}`);
    const bytes = Buffer.from(await image.arrayBuffer());
    if (image.status !== 200) {
      report.problems.push(`club logo ${logo} is not served: ${image.status}`);
    } else {
      await sharp(bytes)
        .stats()
        .catch((error: unknown) =>
          report.problems.push(`club logo ${name} does not decode: ${String(error)}`),
        );
    }
  }
  ledger.resolve(write, changed);
}

export function imageName(url: string): string {
  return url.split('/').pop() ?? '';
}

/**
 * The image store: a file under an image's name is always whole (DiskImageStore writes then
 * renames); leftovers are listed: `.partial` files of a write cut short, and images that were never
 * anyone's logo (stored, then killed before the logo was set).
 */
function checkImageStore(uploadDir: string, ledger: Ledger, report: CheckReport) {
  if (!fs.existsSync(uploadDir)) return;
  for (const file of fs.readdirSync(uploadDir)) {
    if (file.endsWith('.partial') || !ledger.logoImages.has(file)) report.orphanImages.push(file);
  }
}
