import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { ItemFormPage } from '#features/menu-content/components/item-form-page.tsx';
import { LiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { applyItemDraft, DRAFT_ID } from '#features/menu-preview/utils/merge-draft.ts';
import { useContentIds } from './ids';

/** `/items/new` and `/items/:itemId`: one page (spec section 2). */
export function Component() {
  const { t } = useLingui();
  const ids = useContentIds();
  const creating = useParams().itemId === undefined;
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={creating ? t`New item` : t`Edit item`} />
      <ItemFormPage
        key={`${ids.clubId}-${ids.menuId}-${ids.sectionId}-${creating ? 'new' : ids.itemId}`}
        clubId={ids.clubId}
        menuId={ids.menuId}
        sectionId={ids.sectionId}
        {...(creating ? {} : { itemId: ids.itemId })}
        renderPreview={(values) => (
          <LiveMenuPreview
            clubId={ids.clubId}
            menuId={ids.menuId}
            apply={(menu) =>
              applyItemDraft(menu, { ...values, id: creating ? null : ids.itemId, sectionId: ids.sectionId })
            }
            focusItemId={creating ? DRAFT_ID : ids.itemId}
          />
        )}
      />
    </>
  );
}
