import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
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

/** "DEMO — not a valid invoice": on every demo invoice, in the list and on the document. */
function DemoInvoiceBadge() {
  return (
    <Badge variant="filled" color="red.9">
      <Trans>DEMO — not a valid invoice</Trans>
    </Badge>
  );
}

/** A party to the invoice as it was when issued: legal name, address, country, VAT number. */
function PartyBlock({ heading, party }: { heading: string; party: Invoice['seller'] }) {
  const { i18n } = useLingui();
  const countries = useMemo(
    () => new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'code' }),
    [i18n.locale],
  );
  const vatNumber = party.vatNumber;
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {heading}
      </Text>
      <Text fw={600}>{party.name}</Text>
      {party.addressLines.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
      <Text size="sm">{countries.of(party.country) ?? party.country}</Text>
      <Text size="sm">
        <Trans>VAT number: {vatNumber}</Trans>
      </Text>
    </Stack>
  );
}

/**
 * An invoice written out with every field it carries (Directive 2006/112/EC art. 226: parties,
 * number, dates, service and period, amounts and VAT), and its PDF, the document itself.
 */
function InvoiceDetails({
  clubId,
  invoice,
  onClose,
}: {
  clubId: number;
  invoice: Invoice | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const download = useDownloadInvoicePdf();
  if (!invoice) return <Modal opened={false} onClose={onClose} title="" />;
  const money = (amount: number) => formatMoney(i18n, amount, invoice.currency);
  const vat = invoice.vat;
  const number = invoice.number;
  const plan = i18n._(planNames[invoice.plan]);
  const period = `${formatDay(i18n, invoice.periodStart)} – ${formatDay(i18n, invoice.periodEnd)}`;
  const rows: [string, ReactNode][] = [
    [t`Invoice number`, invoice.number],
    [t`Date of issue`, i18n.date(invoice.date, { dateStyle: 'long' })],
    [
      t`Service`,
      invoice.months === 12
        ? t`Tavola ${plan} plan, annual subscription`
        : t`Tavola ${plan} plan, monthly subscription`,
    ],
    [t`Period of service`, period],
    [t`Amount without VAT`, money(invoice.amount)],
    [t`VAT (${vat}%)`, money(invoice.vatAmount)],
    [t`Total`, money(invoice.total)],
    [t`State`, <InvoiceStatus key="state" status={invoice.status} />],
  ];
  if (invoice.paidAt) {
    rows.push([t`Paid on`, i18n.date(invoice.paidAt, { dateStyle: 'long' })]);
  }
  return (
    <Modal opened onClose={onClose} title={t`Invoice ${number}`} centered size="lg">
      <Stack gap="md" data-testid="invoice-document">
        {invoice.demo && (
          <Alert color="red" variant="light" icon={null} title={t`DEMO — not a valid invoice`}>
            <Trans>Issued in demo mode: no payment was made and this document has no fiscal value.</Trans>
          </Alert>
        )}
        <Group align="flex-start" gap="lg" wrap="wrap">
          <PartyBlock heading={t`Seller`} party={invoice.seller} />
          <PartyBlock heading={t`Buyer`} party={invoice.buyer} />
        </Group>
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
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          {invoice.url && (
            <Anchor
              href={invoice.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t`Payment page of invoice ${number} on Stripe (opens in a new tab)`}
            >
              <Trans>Payment page on Stripe</Trans>
            </Anchor>
          )}
          <Button
            loading={download.isPending}
            onClick={() =>
              download.mutate({
                clubId,
                invoiceId: invoice.id,
                number,
                language: i18n.locale === 'it' ? 'it' : 'en',
              })
            }
          >
            <Trans>Download PDF</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The club's invoices, newest first; an unpaid one can be paid from here. */
export function Invoices({ clubId }: { clubId: number }) {
  const { t, i18n } = useLingui();
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
              const number = invoice.number;
              return (
                <Paper component="li" key={invoice.id} withBorder p="sm" data-invoice={invoice.number}>
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600}>{invoice.number}</Text>
                        <InvoiceStatus status={invoice.status} />
                        {invoice.demo && <DemoInvoiceBadge />}
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
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setShown(invoice)}
                        aria-label={t`View invoice ${number}`}
                      >
                        <Trans>View invoice</Trans>
                      </Button>
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
      <InvoiceDetails clubId={clubId} invoice={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
