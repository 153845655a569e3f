/**
 * What the harness believes one writer's menu holds: sections and items in order, with the fields it
 * wrote. After a restart the server's menu must equal this model, or this model with the one write
 * that was in flight at the kill applied whole (each writer has at most one). Ids of things created
 * by that in-flight write are unknown (-1) and match any id.
 */
import type { components } from '@tavola/api/schema';

type FullMenu = components['schemas']['FullMenu'];

export interface ItemModel {
  id: number;
  name: string;
  description: string | null;
  price: number | null;
}

export interface SectionModel {
  id: number;
  name: string;
  items: ItemModel[];
}

export interface MenuModel {
  id: number;
  name: string;
  sections: SectionModel[];
}

/** A write sent but not answered: what the menu looks like if it was applied. */
export interface InFlight {
  what: string;
  apply(menu: MenuModel): MenuModel;
}

export const UNKNOWN_ID = -1;

export function cloneMenu(menu: MenuModel): MenuModel {
  return structuredClone(menu);
}

/** The harness's view of a menu as the server returns it; positions must run 0..n-1. */
export function menuFromServer(menu: FullMenu): { model: MenuModel; problems: string[] } {
  const problems: string[] = [];
  const positions = (what: string, list: { position: number }[]) => {
    const seen = list.map((entry) => entry.position);
    if (seen.some((position, index) => position !== index)) {
      problems.push(`${what}: positions ${JSON.stringify(seen)} are not 0..${list.length - 1}`);
    }
  };
  positions(`menu ${menu.id} sections`, menu.sections);
  for (const section of menu.sections) positions(`section ${section.id} items`, section.items);
  return {
    problems,
    model: {
      id: menu.id,
      name: menu.name,
      sections: menu.sections.map((section) => ({
        id: section.id,
        name: section.name,
        items: section.items.map((item) => ({
          id: item.id,
          name: item.name,
          description: item.description ?? null,
          price: item.price,
        })),
      })),
    },
  };
}

function sameId(expected: number, actual: number): boolean {
  return expected === UNKNOWN_ID || expected === actual;
}

function sameItem(expected: ItemModel, actual: ItemModel): boolean {
  return (
    sameId(expected.id, actual.id) &&
    expected.name === actual.name &&
    expected.description === actual.description &&
    expected.price === actual.price
  );
}

export function sameMenu(expected: MenuModel, actual: MenuModel): boolean {
  return (
    expected.id === actual.id &&
    expected.name === actual.name &&
    expected.sections.length === actual.sections.length &&
    expected.sections.every((section, index) => {
      const other = actual.sections[index];
      return (
        other !== undefined &&
        sameId(section.id, other.id) &&
        section.name === other.name &&
        section.items.length === other.items.length &&
        section.items.every((item, itemIndex) => {
          const otherItem = other.items[itemIndex];
          return otherItem !== undefined && sameItem(item, otherItem);
        })
      );
    })
  );
}

/** A short, readable picture of a menu for failure messages. */
export function describeMenu(menu: MenuModel): string {
  return menu.sections
    .map(
      (section) =>
        `  [${section.id}] ${section.name}: ${section.items
          .map((item) => `${item.id}:${item.name}:${item.price}:${item.description ?? '-'}`)
          .join(', ')}`,
    )
    .join('\n');
}
