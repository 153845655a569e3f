import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@tavola/api/errors';
import { PageLoader } from '@tavola/ui/page-loader';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { useMenu } from '#api/get-menu.ts';
import { useZones } from '#api/list-zones.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { FormError } from '#components/form-error.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, errorStatus } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useDeleteScheduling } from '../api/delete-scheduling';
import { useSchedulings } from '../api/list-schedulings';
import { useSaveSchedulings } from '../api/save-schedulings';
import {
  batchErrors,
  fromScheduling,
  newRule,
  type RuleDraft,
  type RuleErrors,
  ruleErrors,
  toInput,
} from '../utils/rule-draft';
import { SchedulingRuleFields } from './scheduling-rule-fields';

export interface SchedulingsPageProps {
  clubId: number;
  menuId: number;
}

/**
 * `/clubs/{clubId}/menu/{menuId}/schedulings`: when and where guests see the menu. Rules are
 * edited here and saved together (all or nothing); removing a saved rule deletes it at once.
 */
export function SchedulingsPage({ clubId, menuId }: SchedulingsPageProps) {
  const { t } = useLingui();
  const schedulings = useSchedulings(clubId, menuId);
  const zones = useZones(clubId);
  const club = useClub(clubId);
  const menu = useMenu(clubId, menuId);
  const save = useSaveSchedulings(clubId);
  const remove = useDeleteScheduling(clubId);
  const [rules, setRules] = useState<RuleDraft[] | null>(null);
  const [errors, setErrors] = useState<Map<string, RuleErrors>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [removingKey, setRemovingKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RuleDraft | null>(null);

  useEffect(() => {
    if (rules === null && schedulings.data) setRules(schedulings.data.schedulings.map(fromScheduling));
  }, [rules, schedulings.data]);

  if (schedulings.isError || zones.isError) {
    if (errorCode(schedulings.error) === 'menu_not_found')
      return (
        <Text>
          <Trans>This menu does not exist any more.</Trans>{' '}
          <Anchor component={Link} to={paths.menus.list.getHref(clubId)}>
            <Trans>Back to the menus</Trans>
          </Anchor>
        </Text>
      );
    return (
      <LoadError
        onRetry={() => {
          void schedulings.refetch();
          void zones.refetch();
        }}
      />
    );
  }
  if (rules === null || !zones.data) return <PageLoader />;

  const update = (key: string, rule: RuleDraft) => {
    setRules((current) => current?.map((r) => (r.key === key ? rule : r)) ?? null);
    setErrors((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.set(key, ruleErrors(rule));
      return next;
    });
  };

  async function removeRule(rule: RuleDraft) {
    if (rule.id === undefined) {
      setRules((current) => current?.filter((r) => r.key !== rule.key) ?? null);
      return;
    }
    setRemovingKey(rule.key);
    try {
      await remove.mutateAsync({ params: { path: { clubId, menuId, schedulingId: rule.id } } });
      setRules((current) => current?.filter((r) => r.key !== rule.key) ?? null);
      setConfirming(null);
      notify({ variant: 'success', message: t`Rule removed` });
    } catch (error) {
      // already gone (another tab): drop it here too
      if (errorStatus(error) === 404) {
        setRules((current) => current?.filter((r) => r.key !== rule.key) ?? null);
        setConfirming(null);
      }
    } finally {
      setRemovingKey(null);
    }
  }

  async function saveAll() {
    if (!rules) return;
    setFormError(null);
    const local = new Map(rules.map((rule) => [rule.key, ruleErrors(rule)] as const));
    if ([...local.values()].some((e) => Object.keys(e).length > 0)) {
      setErrors(local);
      setFormError(t`Some rules are not complete: check the marked fields.`);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        params: { path: { clubId, menuId } },
        body: rules.map(toInput),
      });
      setRules(saved.schedulings.map(fromScheduling));
      setErrors(new Map());
      notify({ variant: 'success', message: t`Scheduling saved` });
    } catch (error) {
      const details = isApiError(error) ? (error.errorBody?.details ?? []) : [];
      const byIndex = batchErrors(details);
      if (byIndex.size > 0) {
        setErrors(
          new Map(
            rules.flatMap((rule, index) => {
              const found = byIndex.get(index);
              return found ? [[rule.key, found] as const] : [];
            }),
          ),
        );
        setFormError(t`Nothing was saved: check the marked fields.`);
      } else {
        setFormError(t`Nothing was saved. There was an error, please try again later.`);
      }
    }
  }

  const timeZone = club.data?.timeZone;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.menus.list.getHref(clubId)} size="sm">
          <Trans>Menus</Trans>
        </Anchor>
        <Title order={1}>
          {menu.data ? <Trans>Scheduling of {menu.data.name}</Trans> : <Trans>Scheduling</Trans>}
        </Title>
        <Text c="dimmed">
          <Trans>
            Choose the days, hours and zones in which guests see this menu. A menu without rules is always
            shown.
          </Trans>
        </Text>
        {timeZone && (
          <Text size="sm" fw={500}>
            <Trans>Times are in {timeZone}.</Trans>
          </Text>
        )}
      </Stack>

      {rules.length === 0 && (
        <Text c="dimmed">
          <Trans>No rules yet: guests see this menu at any time.</Trans>
        </Text>
      )}
      {rules.map((rule, index) => (
        <SchedulingRuleFields
          key={rule.key}
          number={index + 1}
          value={rule}
          onChange={(next) => update(rule.key, next)}
          zones={zones.data.tableZones}
          errors={errors.get(rule.key)}
          onRemove={() => (rule.id === undefined ? void removeRule(rule) : setConfirming(rule))}
          removing={removingKey === rule.key}
        />
      ))}

      <ConfirmDeleteModal
        opened={confirming !== null}
        title={t`Delete this rule?`}
        description={<Trans>Guests will no longer see the menu at the days and hours of this rule.</Trans>}
        pending={remove.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void removeRule(confirming)}
      />
      <FormError>{formError}</FormError>
      <Group>
        <Button variant="default" onClick={() => setRules((current) => [...(current ?? []), newRule()])}>
          <Trans>Add rule</Trans>
        </Button>
        <Button onClick={() => void saveAll()} loading={save.isPending} disabled={rules.length === 0}>
          <Trans>Save scheduling</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
