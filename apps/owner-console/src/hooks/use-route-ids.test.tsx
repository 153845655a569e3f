import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteIdName, useRouteIds } from './use-route-ids';

function Ids({ names }: { names: RouteIdName[] }) {
  const ids = useRouteIds(...names);
  return <output>{JSON.stringify(ids)}</output>;
}

function idsAt(path: string, names: RouteIdName[]) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/clubs/:clubId/menu/:menuId" element={<Ids names={names} />} />
        <Route path="/clubs/:clubId" element={<Ids names={names} />} />
      </Routes>
    </MemoryRouter>,
  );
  return JSON.parse(screen.getByRole('status').textContent ?? '');
}

describe('the ids of a page’s path', () => {
  it('are the named ids as numbers', () => {
    expect(idsAt('/clubs/3/menu/5', ['clubId', 'menuId'])).toEqual({ clubId: 3, menuId: 5 });
  });

  it('are null when one is not a positive whole number, or missing', () => {
    for (const path of ['/clubs/abc/menu/5', '/clubs/3/menu/0', '/clubs/3/menu/1.5', '/clubs/-2/menu/5']) {
      expect(idsAt(path, ['clubId', 'menuId'])).toBeNull();
      document.body.innerHTML = '';
    }
    expect(idsAt('/clubs/3', ['clubId', 'menuId'])).toBeNull();
  });
});
