import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { http } from '../../test/fake-http';
import { fullMenu } from '../../test/fake-translations';
import { renderApp } from '../../test/render-app';

/** The fake API's menu 71, its second section with a second item. */
function menuWithTwoPrimi() {
  const menu = fullMenu(71);
  const [antipasti, primi] = menu.sections;
  if (!antipasti || !primi?.items[0]) throw new Error('menu 71 has two sections with an item each');
  const amatriciana = { ...primi.items[0], id: 94, name: 'Amatriciana', position: 1 };
  return { ...menu, sections: [antipasti, { ...primi, items: [...primi.items, amatriciana] }] };
}

async function openSections() {
  fakeApi.use(
    http.get('/clubs/{clubId}/menu/{menuId}', ({ response }) => response(200).json(menuWithTwoPrimi())),
  );
  await renderApp('/clubs/1/menu/71', { token: 'valid-token' });
  await screen.findByRole('link', { name: 'Antipasti' });
  return userEvent.setup();
}

describe('item counts of the sections', () => {
  it('count one item and more', async () => {
    await openSections();
    const rows = screen.getAllByTestId('section-row');
    expect(rows[0]).toHaveTextContent('1 item');
    expect(rows[1]).toHaveTextContent('2 items');
  });

  it('say how many items a deleted section takes with it, one or more', async () => {
    const user = await openSections();
    await user.click(screen.getByRole('button', { name: 'Delete Antipasti' }));
    const first = await screen.findByRole('dialog');
    expect(
      within(first).getByText('“Antipasti” and its 1 item will be deleted. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Primi' }));
    expect(
      await screen.findByText('“Primi” and its 2 items will be deleted. This cannot be undone.'),
    ).toBeInTheDocument();
  });
});
