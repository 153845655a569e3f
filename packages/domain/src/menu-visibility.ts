/**
 * What guests see of a menu's content, one rule for the server's public read and the console's
 * live preview: hidden (disabled) sections and items are left out, and so is a section left with
 * no item to show; sections and items come in position order (id breaks ties).
 */
interface Ordered {
  id: number;
  position: number;
  disabled?: boolean;
}

function byPosition(a: Ordered, b: Ordered): number {
  return a.position - b.position || a.id - b.id;
}

export function visibleSections<I extends Ordered, S extends Ordered & { items: I[] }>(menu: {
  sections: S[];
}): S[] {
  return menu.sections
    .filter((section) => !section.disabled)
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !item.disabled).sort(byPosition),
    }))
    .filter((section) => section.items.length > 0)
    .sort(byPosition);
}
