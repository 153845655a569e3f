import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Date</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Number</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Period</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Amount incl. VAT</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>State</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Invoice</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.data.map((invoice) => (
                  <Table.Tr key={invoice.id} data-invoice={invoice.number}>
                    <Table.Td>{i18n.date(invoice.date, { dateStyle: 'medium' })}</Table.Td>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>
                      {formatDay(i18n, invoice.periodStart)} – {formatDay(i18n, invoice.periodEnd)}
                    </Table.Td>
                    <Table.Td>{formatMoney(i18n, invoice.total, invoice.currency)}</Table.Td>
                    <Table.Td>
                      <InvoiceStatus status={invoice.status} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <InvoiceLink invoice={invoice} onShow={setShown} />
                        {invoice.status === 'open' && (
                          <PayNowButton clubId={clubId} invoiceId={invoice.id} size="compact-sm" />
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <InvoiceDetails invoice={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
