import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';

export interface ContentBreadcrumbsProps {
  clubId: number;
  menu?: { id: number; name: string };
  section?: { id: number; name: string };
  /** the page itself (an item's name, "New item") */
  current?: string;
}

/** Menus › menu › section › item: each step back is one click away. */
export function ContentBreadcrumbs({ clubId, menu, section, current }: ContentBreadcrumbsProps) {
  const { t } = useLingui();
  const steps = [{ label: t`Menus`, href: paths.menus.list.getHref(clubId) }];
  if (menu) steps.push({ label: menu.name, href: paths.menus.sections.getHref(clubId, menu.id) });
  if (menu && section)
    steps.push({ label: section.name, href: paths.menus.sectionItems.getHref(clubId, menu.id, section.id) });
  return (
    <Breadcrumbs aria-label={t`Breadcrumb`} separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
      {steps.map((step) => (
        <Anchor key={step.href} component={Link} to={step.href} size="sm">
          {step.label}
        </Anchor>
      ))}
      {current && (
        <Text size="sm" c="dimmed" aria-current="page">
          {current}
        </Text>
      )}
    </Breadcrumbs>
  );
}
