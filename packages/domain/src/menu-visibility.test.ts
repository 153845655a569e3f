import { describe, expect, it } from 'vitest';
import { visibleSections } from './menu-visibility';

const item = (id: number, position: number, disabled = false) => ({ id, position, disabled });

describe('visibleSections', () => {
  it('leaves out hidden sections, hidden items and sections with nothing to show, in position order', () => {
    const sections = visibleSections({
      sections: [
        { id: 1, position: 2, disabled: false, items: [item(10, 1), item(11, 0), item(12, 2, true)] },
        { id: 2, position: 0, disabled: true, items: [item(20, 0)] },
        { id: 3, position: 1, disabled: false, items: [item(30, 0, true)] },
        { id: 4, position: 1, disabled: false, items: [item(40, 0)] },
      ],
    });
    expect(sections.map((section) => section.id)).toEqual([4, 1]);
    expect(sections[1]?.items.map((entry) => entry.id)).toEqual([11, 10]);
  });

  it('takes content without hidden flags (already filtered)', () => {
    expect(
      visibleSections({ sections: [{ id: 1, position: 0, items: [{ id: 2, position: 0 }] }] }),
    ).toHaveLength(1);
  });
});
