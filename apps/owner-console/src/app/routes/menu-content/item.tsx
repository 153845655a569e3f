import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { ItemFormPage } from '#features/menu-content/components/item-form-page.tsx';
import { ItemDraftPreview } from '#features/menu-preview/components/item-draft-preview.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

/** `/items/new` and `/items/:itemId`: one page (spec section 2). */
export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId', 'sectionId');
  // `/items/new` has no item id; `/items/:itemId` must have a valid one
  const creating = useParams().itemId === undefined;
  const item = useRouteIds('itemId');
  if (!ids || (!creating && !item)) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={creating ? t`New item` : t`Edit item`} />
      <ItemFormPage
        key={`${ids.clubId}-${ids.menuId}-${ids.sectionId}-${item?.itemId ?? 'new'}`}
        clubId={ids.clubId}
        menuId={ids.menuId}
        sectionId={ids.sectionId}
        {...(item ? { itemId: item.itemId } : {})}
        renderPreview={(values, heldPhoto) => (
          <ItemDraftPreview
            clubId={ids.clubId}
            menuId={ids.menuId}
            draft={{ ...values, id: item?.itemId ?? null, sectionId: ids.sectionId }}
            heldPhoto={heldPhoto}
          />
        )}
      />
    </>
  );
}
