import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { type Invoice, useInvoices } from '../api/list-invoices';
import { formatDay, formatMoney } from '../utils/money';
import { planNames } from '../utils/plan-names';
import { PayNowButton } from './pay-now-button';

function InvoiceStatus({ status }: { status: Invoice['status'] }) {
  if (status === 'paid')
    return (
      <Badge variant="light" color="green">
        <Trans>Paid</Trans>
      </Badge>
    );
  if (status === 'open')
    return (
      <Badge variant="light" color="red">
        <Trans>Unpaid</Trans>
      </Badge>
    );
  return (
    <Badge variant="light" color="gray">
      <Trans>Void</Trans>
    </Badge>
  );
}

/** The invoice's own page on Stripe, or its details here (the demo provider has no invoice pages). */
function InvoiceLink({ invoice, onShow }: { invoice: Invoice; onShow: (invoice: Invoice) => void }) {
  const { t } = useLingui();
  const number = invoice.number;
  if (invoice.url) {
    return (
      <Anchor
        href={invoice.url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={t`View invoice ${number} (opens in a new tab)`}
      >
        <Trans>View invoice</Trans>
      </Anchor>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      onClick={() => onShow(invoice)}
      aria-label={t`View invoice ${number}`}
    >
      <Trans>View invoice</Trans>
    </Button>
  );
}

/** An invoice written out, printable (the browser's print to paper or PDF). */
function InvoiceDetails({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  if (!invoice) return <Modal opened={false} onClose={onClose} title="" />;
  const money = (amount: number) => formatMoney(i18n, amount, invoice.currency);
  const vat = invoice.vat;
  const number = invoice.number;
  const rows: [string, string][] = [
    [t`Number`, invoice.number],
    [t`Date`, i18n.date(invoice.date, { dateStyle: 'long' })],
    [t`Period`, `${formatDay(i18n, invoice.periodStart)} – ${formatDay(i18n, invoice.periodEnd)}`],
    [t`Plan`, `${i18n._(planNames[invoice.plan])}, ${invoice.months === 12 ? t`annual` : t`monthly`}`],
    [t`Amount without VAT`, money(invoice.amount)],
    [t`VAT (${vat}%)`, money(invoice.vatAmount)],
    [t`Total`, money(invoice.total)],
  ];
  return (
    <Modal opened onClose={onClose} title={t`Invoice ${number}`} centered>
      <Stack gap="md">
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                <Trans>State</Trans>
              </Table.Th>
              <Table.Td>
                <InvoiceStatus status={invoice.status} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The club's invoices, newest first; an unpaid one can be paid from here. */
export function Invoices({ clubId }: { clubId: number }) {
  const { i18n } = useLingui();
  const invoices = useInvoices(clubId);
  const [shown, setShown] = useState<Invoice | null>(null);
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Invoices</Trans>
        </Title>
        {invoices.isError && <LoadError onRetry={() => invoices.refetch()} />}
        {invoices.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No invoice yet.</Trans>
          </Text>
        )}
        {invoices.data && invoices.data.length > 0 && (
          // one block per invoice rather than a table: it reads the same on a phone, with nothing to scroll
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {invoices.data.map((invoice) => {
              const issued = i18n.date(invoice.date, { dateStyle: 'medium' });
              const period = `${formatDay(i18n, invoice.periodStart)} – ${formatDay(i18n, invoice.periodEnd)}`;
              const total = formatMoney(i18n, invoice.total, invoice.currency);
              return (
                <Paper component="li" key={invoice.id} withBorder p="sm" data-invoice={invoice.number}>
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600}>{invoice.number}</Text>
                        <InvoiceStatus status={invoice.status} />
                      </Group>
                      <Text size="sm" c="dimmed">
                        <Trans>Issued {issued}</Trans>
                      </Text>
                      <Text size="sm" c="dimmed">
                        <Trans>Period: {period}</Trans>
                      </Text>
                    </Stack>
                    <Stack gap={4} align="flex-end">
                      <Text fw={700}>
                        <Trans>{total} incl. VAT</Trans>
                      </Text>
                      <InvoiceLink invoice={invoice} onShow={setShown} />
                      {invoice.status === 'open' && (
                        <PayNowButton clubId={clubId} invoiceId={invoice.id} size="compact-sm" />
                      )}
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      <InvoiceDetails invoice={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
