import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { entitlementsFor } from '@tavola/domain/plans';
import { PageLoader } from '@tavola/ui/page-loader';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { useMenu } from '#api/get-menu.ts';
import { FormError } from '#components/form-error.tsx';
import { LoadError } from '#components/load-error.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import { fieldErrors } from '#lib/api-errors.ts';
import { revealFirstInvalid, toFormErrors } from '#lib/form.tsx';
import { notify } from '#lib/notifications.ts';
import { useItem } from '../api/get-item';
import { useSection } from '../api/get-section';
import { invalidateMenuContent } from '../api/invalidate';
import { useUploadItemPhoto } from '../api/item-photo';
import { useSaveItem } from '../api/save-item';
import { useContentErrorText } from '../hooks/use-content-error-text';
import {
  emptyItemValues,
  formValuesToInput,
  type ItemFlag,
  type ItemFormValues,
  itemToFormValues,
  validateItemForm,
} from '../utils/item-form';
import { itemPhotoErrorMessage } from '../utils/item-photo';
import { AllergenPicker } from './allergen-picker';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { DietaryFields } from './dietary-fields';
import { ItemPhotoControl } from './item-photo-control';
import { OptionGroupsEditor } from './option-groups-editor';
import { PriceInput } from './price-input';

export interface ItemFormPageProps {
  clubId: number;
  menuId: number;
  sectionId: number;
  /** absent for a new item */
  itemId?: number;
  /**
   * the live preview of the guest view with the values being typed, and a new item's photo held until
   * the item is saved (mounted by the route)
   */
  renderPreview?: (values: ItemFormValues, heldPhoto: Blob | null) => ReactNode;
}

/** New item and edit item: one page (spec section 2). */
export function ItemFormPage({ clubId, menuId, sectionId, itemId, renderPreview }: ItemFormPageProps) {
  const editing = itemId !== undefined;
  const club = useClub(clubId);
  const menu = useMenu(clubId, menuId);
  const section = useSection(clubId, menuId, sectionId);
  const item = useItem(clubId, menuId, sectionId, itemId ?? 0, editing);
  const errorText = useContentErrorText();

  // a new item's photo, framed before the item exists: sent once the form has created it
  const [heldPhoto, setHeldPhoto] = useState<Blob | null>(null);
  const uploadPhoto = useUploadItemPhoto(clubId, menuId, sectionId);
  const queryClient = useQueryClient();

  const loading = club.isPending || menu.isPending || section.isPending || (editing && item.isPending);
  if (loading) return <PageLoader />;
  const error = club.error ?? menu.error ?? section.error ?? (editing ? item.error : null);
  if (error || !club.data || !menu.data || !section.data) {
    const gone = ['menu_not_found', 'section_not_found', 'item_not_found'].includes(error?.code ?? '');
    return (
      <Stack gap="lg">
        <ContentBreadcrumbs clubId={clubId} />
        {gone ? (
          <Text>{errorText(error)}</Text>
        ) : (
          <LoadError
            onRetry={() => Promise.all([club.refetch(), menu.refetch(), section.refetch(), item.refetch()])}
          />
        )}
      </Stack>
    );
  }
  return (
    <ItemForm
      key={itemId ?? 'new'}
      clubId={clubId}
      menu={{
        id: menuId,
        name: menu.data.name,
        currency: (menu.data as { currency?: string }).currency ?? 'EUR',
      }}
      section={{ id: sectionId, name: section.data.name }}
      itemId={itemId}
      optionsAllowed={entitlementsFor(club.data.plan).itemOptions}
      orderingAllowed={entitlementsFor(club.data.plan).ordering}
      initialValues={editing && item.data ? itemToFormValues(item.data) : emptyItemValues}
      renderPreview={renderPreview && ((values: ItemFormValues) => renderPreview(values, heldPhoto))}
      {...(!editing && heldPhoto
        ? {
            onCreated: async (createdId: number) => {
              await uploadPhoto(createdId, heldPhoto, () => undefined);
              // the section's list and the preview show it too
              await invalidateMenuContent(queryClient);
            },
          }
        : {})}
      // the plan says whether photos are allowed: the rest of the form does not wait for the club
      photo={
        club.data && (
          <ItemPhotoControl
            clubId={clubId}
            plan={club.data.plan}
            menuId={menuId}
            sectionId={sectionId}
            itemId={itemId}
            itemName={item.data?.name ?? ''}
            photo={item.data?.photo ?? null}
            held={{ photo: heldPhoto, onChange: setHeldPhoto }}
          />
        )
      }
    />
  );
}

function ItemForm({
  clubId,
  menu,
  section,
  itemId,
  optionsAllowed,
  orderingAllowed,
  initialValues,
  renderPreview,
  photo,
  onCreated,
}: {
  clubId: number;
  menu: { id: number; name: string; currency: string };
  section: { id: number; name: string };
  itemId?: number;
  /** the club's plan has item options (Smart and up); otherwise the upgrade prompt shows instead */
  optionsAllowed: boolean;
  /** the club's plan has orders from the table: the item may be left out of them */
  orderingAllowed: boolean;
  initialValues: ItemFormValues;
  renderPreview?: (values: ItemFormValues) => ReactNode;
  /** the photo control: it saves on its own, apart from the form's Save */
  photo: ReactNode;
  /** after a new item is created: sends the photo chosen for it (a failure keeps the item) */
  onCreated?: (itemId: number) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const navigate = useNavigate();
  const errorText = useContentErrorText();
  const saveItem = useSaveItem();
  const [sendingPhoto, setSendingPhoto] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ItemFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => toFormErrors(validateItemForm(values, { withOptions: optionsAllowed })),
    // a tag that contradicts the allergens is said at once, on the tags, whichever of the two changed
    onValuesChange: (values, previous) => {
      if (values.dietaryTags !== previous.dietaryTags || values.allergens !== previous.allergens)
        revalidateDietaryTags(values);
    },
  });
  const revalidateDietaryTags = (values: ItemFormValues) => {
    const message = validateItemForm(values, { withOptions: false }).dietaryTags;
    if (message) form.setFieldError('dietaryTags', toFormErrors({ dietaryTags: message }).dietaryTags);
    else form.clearFieldError('dietaryTags');
  };
  const backHref = paths.menus.sectionItems.getHref(clubId, menu.id, section.id);

  // a refetch after saving brings the stored values (trimmed texts) back into the form
  useEffect(() => {
    form.setInitialValues(initialValues);
  }, [initialValues]);

  const flags: { flag: ItemFlag; label: string; description: string }[] = [
    {
      flag: 'outOfStock',
      label: t`Out of stock`,
      description: t`Guests see it marked as not available now.`,
    },
    { flag: 'disabled', label: t`Hidden`, description: t`Guests do not see it at all.` },
    { flag: 'bestSeller', label: t`Bestseller`, description: t`Shows the bestseller label.` },
    { flag: 'suggested', label: t`Recommended`, description: t`Shows the recommended label.` },
    { flag: 'branded', label: t`Branded product`, description: t`A product of your partner brand.` },
    {
      flag: 'translateName',
      label: t`Name translation enabled`,
      description: t`Translate the name too; turn off for names that stay the same, like Spritz.`,
    },
  ];

  const submit = form.onSubmit(
    (values) =>
      saveItem
        .mutateAsync({
          params: { path: { clubId, menuId: menu.id, sectionId: section.id } },
          body: formValuesToInput(values, itemId, { withOptions: optionsAllowed }),
        })
        .then(async (saved) => {
          const name = saved.name;
          if (itemId === undefined && onCreated) {
            setSendingPhoto(true);
            try {
              await onCreated(saved.id);
            } catch (failure) {
              // the item is saved: its page, where the photo can be sent again
              const reason = itemPhotoErrorMessage(failure);
              const why = typeof reason === 'string' ? reason : i18n._(reason);
              notify({
                variant: 'error',
                message: t`“${name}” was added, but its photo could not be uploaded: ${why}`,
              });
              navigate(paths.menus.editItem.getHref(clubId, menu.id, section.id, saved.id));
              return;
            } finally {
              setSendingPhoto(false);
            }
          }
          notify({
            variant: 'success',
            message: itemId === undefined ? t`“${name}” added.` : t`“${name}” saved.`,
          });
          navigate(backHref);
        })
        .catch((error) => {
          const fields = fieldErrors(error);
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
            revealFirstInvalid(formRef.current);
          }
        }),
    () => revealFirstInvalid(formRef.current),
  );

  const title = itemId === undefined ? t`New item` : initialValues.name;

  return (
    <Stack gap="lg">
      <ContentBreadcrumbs clubId={clubId} menu={menu} section={section} current={title} />
      <Title order={1}>{title}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {photo}
          <form ref={formRef} noValidate onSubmit={submit}>
            <Stack gap="lg" mt="lg">
              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <TextInput label={t`Name`} required {...form.getInputProps('name')} />
                  <Textarea
                    label={t`Description`}
                    autosize
                    minRows={2}
                    description={t`At most 254 characters.`}
                    {...form.getInputProps('description')}
                  />
                  <Textarea
                    label={t`Ingredients`}
                    autosize
                    minRows={2}
                    description={t`At most 254 characters.`}
                    {...form.getInputProps('ingredients')}
                  />
                  <Textarea
                    label={t`Additional notes`}
                    autosize
                    minRows={1}
                    {...form.getInputProps('additionalNotes')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <PriceInput
                      currency={menu.currency}
                      label={t`Price`}
                      description={t`Taxes included. Leave empty to show only the price text.`}
                      {...form.getInputProps('price')}
                    />
                    <TextInput
                      label={t`Price text`}
                      description={t`Free text such as “market price” or “per 100 g”.`}
                      {...form.getInputProps('priceText')}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>

              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <AllergenPicker
                  label={t`Allergens`}
                  description={t`The 14 allergens of EU regulation 1169/2011 that the item contains.`}
                  {...form.getInputProps('allergens')}
                />
              </Paper>

              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <DietaryFields form={form} />
              </Paper>

              <Paper
                withBorder
                p={{ base: 'md', sm: 'lg' }}
                component="section"
                aria-labelledby="item-options"
              >
                <Stack gap="md">
                  <div>
                    <Title order={2} size="h4" id="item-options">
                      <Trans>Options</Trans>
                    </Title>
                    <Text size="sm" c="dimmed">
                      <Trans>Sizes and extras that guests can choose, each with its price.</Trans>
                    </Text>
                  </div>
                  {optionsAllowed ? (
                    <OptionGroupsEditor form={form} currency={menu.currency} />
                  ) : (
                    <UpgradePrompt clubId={clubId} feature="itemOptions">
                      <Trans>Sizes and extras with their prices are part of the Smart plan.</Trans>
                    </UpgradePrompt>
                  )}
                </Stack>
              </Paper>

              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  {flags.map(({ flag, label, description }) => (
                    <Switch
                      key={flag}
                      label={label}
                      description={description}
                      {...form.getInputProps(flag, { type: 'checkbox' })}
                    />
                  ))}
                  {orderingAllowed && (
                    <Switch
                      label={t`Guests can order it from their phone`}
                      description={t`Turn off for dishes guests ask the waiter for.`}
                      {...form.getInputProps('orderable', { type: 'checkbox' })}
                    />
                  )}
                </Stack>
              </Paper>

              <FormError>
                {saveItem.error && !Object.keys(fieldErrors(saveItem.error)).length
                  ? errorText(saveItem.error)
                  : null}
              </FormError>
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to={backHref} variant="default">
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={saveItem.isPending || sendingPhoto}>
                  {itemId === undefined ? <Trans>Add item</Trans> : <Trans>Save</Trans>}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {/* the live preview: the guest view with this item as it is being typed */}
          {renderPreview?.(form.getValues())}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
