/**
 * The guest app on a club's public page: the server drew the page (render-page.tsx) and put its data
 * in the document; the app reads it and hydrates the same nodes, as a transition (in slices, as
 * start-app.tsx does), so the section tabs follow the scroll and the links stay links.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ClubPage, type PublicClubPage } from './club-page';

export function hydrateClubPage(container: HTMLElement, data: HTMLElement): void {
  const page = JSON.parse(data.textContent ?? '') as PublicClubPage;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ClubPage page={page} />
      </StrictMode>,
    );
  });
}
