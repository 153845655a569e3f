import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Card, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type Entitlements, entitlementsFor, PLAN_IDS, type PlanId } from '@tavola/domain/plans';
import { CheckIcon } from '#components/icons.tsx';
import { planNames } from '../utils/plan-names';

/** The rows of the comparison: what each plan allows, read from the domain's entitlements. */
const features: { key: keyof Entitlements; label: MessageDescriptor }[] = [
  { key: 'maxMenus', label: msg`Menus` },
  { key: 'customLook', label: msg`Your own colours and fonts` },
  { key: 'banners', label: msg`Promotion banner` },
  { key: 'labels', label: msg`Bestseller and recommended labels` },
  { key: 'pdfMenu', label: msg`PDF menu` },
  { key: 'translations', label: msg`Translations for your guests` },
  { key: 'dishPhotos', label: msg`Dish photos` },
  { key: 'itemOptions', label: msg`Sizes and extras (item options)` },
  { key: 'ordering', label: msg`Orders from the table` },
  { key: 'maxZones', label: msg`Zones (rooms)` },
  { key: 'statisticsDays', label: msg`Statistics history` },
];

/** The rows that are amounts (the others are included or not). */
function AmountText({ feature, value }: { feature: keyof Entitlements; value: number }) {
  if (!Number.isFinite(value)) return <Trans>Unlimited</Trans>;
  if (feature === 'statisticsDays') return <Trans>{value} days</Trans>;
  return <>{String(value)}</>;
}

const isAmount = (feature: keyof Entitlements) =>
  feature === 'maxMenus' || feature === 'maxZones' || feature === 'statisticsDays';

function FeatureCell({ plan, feature }: { plan: PlanId; feature: keyof Entitlements }) {
  const value = entitlementsFor(plan)[feature];
  if (typeof value === 'number' && isAmount(feature)) {
    return (
      <Text size="sm">
        <AmountText feature={feature} value={value} />
      </Text>
    );
  }
  return value ? (
    <Text size="sm" c="green.8" fw={600}>
      <Trans>Included</Trans>
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      <Trans>Not included</Trans>
    </Text>
  );
}

/**
 * Phones: one short list per plan instead of the table, which would need sideways scrolling to
 * reach the paid plans at 390 px.
 */
function PlanList({ plan, current }: { plan: PlanId; current: boolean }) {
  const { i18n } = useLingui();
  const entitlements = entitlementsFor(plan);
  return (
    <Box data-plan={plan}>
      <Group gap="xs" mb={6}>
        <Text fw={700}>{i18n._(planNames[plan])}</Text>
        {current && (
          <Badge size="xs" variant="light">
            <Trans>Current</Trans>
          </Badge>
        )}
      </Group>
      <List spacing={4} size="sm" listStyleType="none">
        {features.map(({ key, label }) => {
          const value = entitlements[key];
          if (typeof value === 'number' && isAmount(key)) {
            return (
              <List.Item key={key}>
                {i18n._(label)}:{' '}
                <Text span size="sm" fw={600}>
                  <AmountText feature={key} value={value} />
                </Text>
              </List.Item>
            );
          }
          return (
            <List.Item key={key} c={value ? undefined : 'dimmed'}>
              <Group gap={6} wrap="nowrap" align="flex-start" component="span">
                <Text span c={value ? 'green.8' : 'dimmed'} fw={700} w={16} ta="center" aria-hidden>
                  {value ? <CheckIcon size={14} /> : '–'}
                </Text>
                <span>
                  {i18n._(label)}
                  <VisuallyHidden>
                    {' '}
                    {value ? <Trans>Included</Trans> : <Trans>Not included</Trans>}
                  </VisuallyHidden>
                </span>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * What each plan includes, read from the domain's entitlements (the same the server enforces): a
 * table on wider screens, one list per plan on phones.
 */
export function PlanFeaturesTable({ current }: { current: PlanId }) {
  const { i18n } = useLingui();
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>What each plan includes</Trans>
        </Title>
        <Stack gap="md" hiddenFrom="sm">
          {PLAN_IDS.map((plan) => (
            <PlanList key={plan} plan={plan} current={plan === current} />
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={520} visibleFrom="sm">
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Feature</Trans>
                </Table.Th>
                {PLAN_IDS.map((plan) => (
                  <Table.Th key={plan} scope="col">
                    {i18n._(planNames[plan])}{' '}
                    {plan === current && (
                      <Badge size="xs" variant="light">
                        <Trans>Current</Trans>
                      </Badge>
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {features.map((feature) => (
                <Table.Tr key={feature.key}>
                  <Table.Th scope="row" fw={500}>
                    {i18n._(feature.label)}
                  </Table.Th>
                  {PLAN_IDS.map((plan) => (
                    <Table.Td key={plan}>
                      <FeatureCell plan={plan} feature={feature.key} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
