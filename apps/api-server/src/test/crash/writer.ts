/**
 * One writer of the workload: it owns one menu and edits it through the API one write at a time
 * (sections, items, single edits, reorder batches, deletions), and now and then writes outside it
 * (a table range, a small spreadsheet import, a new menu). Every write is recorded when its 2xx
 * arrives; the write cut by the kill stays as the writer's in-flight write.
 */
import type { components } from '@tavola/api/schema';
import { type Api, ServerGone } from './api.ts';
import { menuCsv } from './fixtures.ts';
import type { ImportWrite, Ledger, MenuWrite, TableRangeWrite } from './ledger.ts';
import { cloneMenu, type InFlight, type ItemModel, type MenuModel, UNKNOWN_ID } from './menu-model.ts';
import { pickOne, type Random, randomInt, shuffled } from './random.ts';

type MenuItem = components['schemas']['MenuItem'];
type MenuSection = components['schemas']['MenuSection'];
type FullMenu = components['schemas']['FullMenu'];

/** Acknowledged writes by kind, over a cycle or a run. */
export type WriteCounts = Record<WriteKind, number>;
export type WriteKind = 'section' | 'item' | 'edit' | 'delete' | 'reorder' | 'tableRange' | 'import' | 'menu';

export function noWrites(): WriteCounts {
  return { section: 0, item: 0, edit: 0, delete: 0, reorder: 0, tableRange: 0, import: 0, menu: 0 };
}

const MAX_SECTIONS = 6;
const MAX_ITEMS_PER_SECTION = 25;

export class MenuWriter {
  /** the menu as acknowledged so far */
  model: MenuModel;
  /** the write sent but not answered when the server went away */
  inFlight: InFlight | undefined;
  private serial = 0;

  constructor(
    readonly tag: string,
    private readonly clubId: number,
    menu: MenuModel,
    private readonly ledger: Ledger,
    private readonly random: Random,
  ) {
    this.model = menu;
  }

  /** Creates the writer's menu (before any kill: the harness needs a place to write). */
  static async create(api: Api, clubId: number, tag: string, ledger: Ledger, random: Random) {
    const menu = await api.expectOk<FullMenu>('POST', `/clubs/${clubId}/menu`, {
      json: { name: `Crash ${tag}` },
    });
    return new MenuWriter(tag, clubId, { id: menu.id, name: menu.name, sections: [] }, ledger, random);
  }

  /**
   * Writes until the server goes away. Any other failure (an unexpected answer) ends the writer and
   * is returned, not thrown: the cycle collects it once the kill is done.
   */
  async run(api: Api, counts: WriteCounts, stop: { stopped: boolean }): Promise<unknown> {
    try {
      while (!stop.stopped) await this.step(api, counts);
    } catch (error) {
      if (!(error instanceof ServerGone)) return error;
    }
    return undefined;
  }

  private name(kind: string): string {
    this.serial += 1;
    return `${this.tag}-${kind}${this.serial}`;
  }

  private get menuPath(): string {
    return `/clubs/${this.clubId}/menu/${this.model.id}`;
  }

  /** Sends a write of the writer's menu: the model changes only once the 2xx arrived. */
  private async menuWrite<T>(what: string, apply: (menu: MenuModel) => MenuModel, send: () => Promise<T>) {
    this.inFlight = { what, apply };
    const answer = await send();
    this.inFlight = undefined;
    return answer;
  }

  private async step(api: Api, counts: WriteCounts): Promise<void> {
    const sections = this.model.sections;
    const withItems = sections.filter((section) => section.items.length > 0);
    const roll = this.random();
    if (sections.length === 0 || (roll < 0.12 && sections.length < MAX_SECTIONS)) {
      await this.addSection(api);
      counts.section += 1;
    } else if (roll < 0.5) {
      const open = sections.filter((section) => section.items.length < MAX_ITEMS_PER_SECTION);
      if (open.length === 0) return this.deleteItem(api, counts);
      await this.addItem(api, pickOne(this.random, open).id);
      counts.item += 1;
    } else if (roll < 0.68 && withItems.length > 0) {
      await this.editItem(api, pickOne(this.random, withItems).id);
      counts.edit += 1;
    } else if (roll < 0.72) {
      await this.renameSection(api, pickOne(this.random, sections).id);
      counts.edit += 1;
    } else if (roll < 0.82 && withItems.length > 0) {
      await this.reorderItems(api, pickOne(this.random, withItems).id);
      counts.reorder += 1;
    } else if (roll < 0.87 && sections.length > 1) {
      await this.reorderSections(api);
      counts.reorder += 1;
    } else if (roll < 0.91 && withItems.length > 0) {
      await this.deleteItem(api, counts);
    } else if (roll < 0.95) {
      await this.addTableRange(api);
      counts.tableRange += 1;
    } else if (roll < 0.975) {
      await this.importSmallMenu(api);
      counts.import += 1;
    } else {
      await this.addMenu(api);
      counts.menu += 1;
    }
  }

  private async addSection(api: Api) {
    const name = this.name('s');
    const section = await this.menuWrite(
      `add section ${name}`,
      (menu) => ({ ...menu, sections: [...menu.sections, { id: UNKNOWN_ID, name, items: [] }] }),
      () => api.expectOk<MenuSection>('PUT', `${this.menuPath}/sections`, { json: { name } }),
    );
    this.model.sections.push({ id: section.id, name, items: [] });
  }

  private newItemFields(): Omit<ItemModel, 'id'> {
    return {
      name: this.name('i'),
      description: this.random() < 0.3 ? null : `Made at ${this.serial}`,
      price: this.random() < 0.1 ? null : randomInt(this.random, 100, 5000) / 100,
    };
  }

  private async addItem(api: Api, sectionId: number) {
    const fields = this.newItemFields();
    const item = await this.menuWrite(
      `add item ${fields.name} to section ${sectionId}`,
      (menu) => withSection(menu, sectionId, (items) => [...items, { id: UNKNOWN_ID, ...fields }]),
      () => api.expectOk<MenuItem>('PUT', `${this.menuPath}/sections/${sectionId}/items`, { json: fields }),
    );
    withSection(this.model, sectionId, (items) => [...items, { id: item.id, ...fields }], true);
  }

  private async editItem(api: Api, sectionId: number) {
    const section = this.model.sections.find((candidate) => candidate.id === sectionId);
    const item = pickOne(this.random, section?.items ?? []);
    const fields = this.newItemFields();
    const edit = (items: ItemModel[]) =>
      items.map((candidate) => (candidate.id === item.id ? { id: item.id, ...fields } : candidate));
    await this.menuWrite(
      `edit item ${item.id} to ${fields.name}`,
      (menu) => withSection(menu, sectionId, edit),
      () =>
        api.expectOk<MenuItem>('PUT', `${this.menuPath}/sections/${sectionId}/items`, {
          json: { id: item.id, ...fields },
        }),
    );
    withSection(this.model, sectionId, edit, true);
  }

  private async renameSection(api: Api, sectionId: number) {
    const name = this.name('s');
    const rename = (menu: MenuModel): MenuModel => ({
      ...menu,
      sections: menu.sections.map((section) => (section.id === sectionId ? { ...section, name } : section)),
    });
    await this.menuWrite(`rename section ${sectionId} to ${name}`, rename, () =>
      api.expectOk<MenuSection>('PUT', `${this.menuPath}/sections`, { json: { id: sectionId, name } }),
    );
    this.model = rename(this.model);
  }

  /** A batch: every item of the section gets a new position, in one call. */
  private async reorderItems(api: Api, sectionId: number) {
    const section = this.model.sections.find((candidate) => candidate.id === sectionId);
    const order = shuffled(this.random, section?.items ?? []);
    const answer = await this.menuWrite(
      `reorder ${order.length} items of section ${sectionId}`,
      (menu) => withSection(menu, sectionId, () => order),
      () =>
        api.expectOk<{ id: number }[]>('PUT', `${this.menuPath}/sections/${sectionId}/items/batch`, {
          json: order.map((item, position) => ({ id: item.id, position })),
        }),
    );
    assertOrder('items', answer, order);
    withSection(this.model, sectionId, () => order, true);
  }

  private async reorderSections(api: Api) {
    const order = shuffled(this.random, this.model.sections);
    const answer = await this.menuWrite(
      `reorder ${order.length} sections`,
      (menu) => ({ ...menu, sections: order.map((section) => ({ ...section })) }),
      () =>
        api.expectOk<{ id: number }[]>('PUT', `${this.menuPath}/sections/batch`, {
          json: order.map((section, position) => ({ id: section.id, position })),
        }),
    );
    assertOrder('sections', answer, order);
    this.model.sections = order;
  }

  private async deleteItem(api: Api, counts: WriteCounts) {
    const section = pickOne(
      this.random,
      this.model.sections.filter((candidate) => candidate.items.length > 0),
    );
    const item = pickOne(this.random, section.items);
    const remove = (items: ItemModel[]) => items.filter((candidate) => candidate.id !== item.id);
    await this.menuWrite(
      `delete item ${item.id}`,
      (menu) => withSection(menu, section.id, remove),
      () => api.expectOk('DELETE', `${this.menuPath}/sections/${section.id}/items/${item.id}`),
    );
    withSection(this.model, section.id, remove, true);
    counts.delete += 1;
  }

  /** A batch outside the menu: `count` tables in one call, all or nothing. */
  private async addTableRange(api: Api) {
    const write: TableRangeWrite = {
      prefix: `${this.name('t')}-`,
      count: randomInt(this.random, 3, 12),
      outcome: 'in-flight',
    };
    this.ledger.tableRanges.push(write);
    await api.expectOk('POST', `/clubs/${this.clubId}/tables/batch`, {
      json: { prefix: write.prefix, from: 1, to: write.count },
    });
    write.outcome = 'acknowledged';
  }

  private async importSmallMenu(api: Api) {
    const name = this.name('import');
    const { csv, itemNames } = menuCsv(name, randomInt(this.random, 5, 30));
    const write: ImportWrite = { name, itemNames, outcome: 'in-flight', contentChecked: false };
    this.ledger.imports.push(write);
    const answer = await importMenu(api, this.clubId, name, csv);
    write.menuId = answer.menuId;
    write.outcome = 'acknowledged';
  }

  private async addMenu(api: Api) {
    const write: MenuWrite = { name: this.name('menu'), outcome: 'in-flight' };
    this.ledger.menus.push(write);
    const menu = await api.expectOk<FullMenu>('POST', `/clubs/${this.clubId}/menu`, {
      json: { name: write.name },
    });
    write.id = menu.id;
    write.outcome = 'acknowledged';
  }
}

/** The import call: multipart `file` (a CSV) and `name`. */
export async function importMenu(api: Api, clubId: number, name: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `${name}.csv`);
  form.append('name', name);
  return api.expectOk<{ menuId: number; items?: number }>('POST', `/clubs/${clubId}/menu/excel`, { form });
}

/**
 * The menu with one section's items replaced; `inPlace` changes `menu` itself (the acknowledged
 * model), otherwise a changed copy is returned (what an in-flight write would make of it).
 */
function withSection(
  menu: MenuModel,
  sectionId: number,
  change: (items: ItemModel[]) => ItemModel[],
  inPlace = false,
): MenuModel {
  const target = inPlace ? menu : cloneMenu(menu);
  const section = target.sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new Error(`section ${sectionId} is not in the model`);
  section.items = change(section.items);
  return target;
}

/** A batch's answer lists the entries by their new positions: the order the harness asked for. */
function assertOrder(what: string, answer: { id: number }[], order: { id: number }[]) {
  const got = answer.map((entry) => entry.id).join(',');
  const wanted = order.map((entry) => entry.id).join(',');
  if (got !== wanted) throw new Error(`reorder of ${what} answered ${got}, asked for ${wanted}`);
}
