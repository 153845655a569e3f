import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { defaultQrSheetLanguage, QR_SHEET_LANGUAGES, type QrSheetLanguage } from '@tavola/domain/qr-sheet';
import { PageLoader } from '@tavola/ui/page-loader';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTables } from '#api/list-tables.ts';
import { useZones } from '#api/list-zones.ts';
import { FormError } from '#components/form-error.tsx';
import { DownloadIcon, TableIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { guestTableUrl } from '#lib/guest-url.ts';
import { byLanguageName, languageName } from '#lib/language-names.ts';
import { notify } from '#lib/notifications.ts';
import { saveFile } from '#lib/save-file.ts';
import { useDownloadQrSheet } from '../api/download-qr-sheet';
import { useClubPrintFacts } from '../api/get-club-print-facts';
import { useLogoDataUrl } from '../api/get-logo-data-url';
import { useRenewTableKeys } from '../api/renew-table-keys';
import { useTablesErrorText } from '../hooks/use-tables-error-text';
import { fileSafe, pngFile, svgFile } from '../utils/qr-files';
import { NO_ZONE, ZoneSelect, zoneIdOf } from './zone-select';

const CODE_SIZE = 168;
/** On a phone two codes sit side by side, each this size (the card is about 150 px wide there). */
const COMPACT_CODE_SIZE = 120;
/** The logo covers this share of the code's side (about 5% of its area): level H restores it. */
const LOGO_SHARE = 0.22;

interface Table {
  id: number;
  name: string;
  tableZoneId: number | null;
  orderKey: string;
}

function TableQrCard({
  clubId,
  table,
  zoneName,
  logo,
  compact,
}: {
  clubId: number;
  table: Table;
  zoneName: string | null;
  logo: string | null;
  /** a phone: a smaller code and buttons that share the card's width */
  compact: boolean;
}) {
  const { t } = useLingui();
  const svgRef = useRef<SVGSVGElement>(null);
  const url = guestTableUrl(clubId, table);
  const codeSize = compact ? COMPACT_CODE_SIZE : CODE_SIZE;
  const logoSize = Math.round(codeSize * LOGO_SHARE);

  const download = async (format: 'png' | 'svg') => {
    const svg = svgRef.current;
    if (!svg) return;
    try {
      const file = format === 'svg' ? svgFile(svg) : await pngFile(svg);
      saveFile(file, `qr-${fileSafe(table.name)}.${format}`);
    } catch {
      notify({ variant: 'error', message: t`The QR code could not be saved. Please try again.` });
    }
  };

  return (
    <Paper withBorder p={compact ? 'sm' : 'md'} component="article" aria-label={t`QR code of ${table.name}`}>
      <Stack gap="xs" align="center">
        <QRCodeSVG
          ref={svgRef}
          value={url}
          size={codeSize}
          marginSize={4}
          // a logo hides part of the code: the highest error correction restores it
          level={logo ? 'H' : 'M'}
          title={t`QR code of ${table.name}`}
          imageSettings={logo ? { src: logo, width: logoSize, height: logoSize, excavate: true } : undefined}
          data-url={url}
        />
        <Stack gap={0} align="center" maw="100%">
          <Text fw={700} ta="center" truncate maw="100%">
            {table.name}
          </Text>
          {zoneName && (
            <Text size="sm" c="dimmed">
              {zoneName}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={2} spacing={compact ? 6 : 'xs'} w={compact ? '100%' : undefined}>
          <Button
            size={compact ? 'sm' : 'xs'}
            px={compact ? 6 : undefined}
            fullWidth={compact}
            variant="light"
            leftSection={<DownloadIcon size={14} />}
            aria-label={t`Download the QR code of ${table.name} as PNG`}
            onClick={() => download('png')}
          >
            PNG
          </Button>
          <Button
            size={compact ? 'sm' : 'xs'}
            px={compact ? 6 : undefined}
            fullWidth={compact}
            variant="light"
            leftSection={<DownloadIcon size={14} />}
            aria-label={t`Download the QR code of ${table.name} as SVG`}
            onClick={() => download('svg')}
          >
            SVG
          </Button>
        </SimpleGrid>
        <Anchor href={url} target="_blank" rel="noopener" size={compact ? 'sm' : 'xs'} ta="center" py={4}>
          <Trans>Open the guest menu</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * "Print new codes": every table gets a new key, after a confirmation that says what the codes
 * printed before can still do (open the menu) and what they no longer can (order).
 */
function NewCodesButton({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const renew = useRenewTableKeys();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setConfirming(true)}>
        <Trans>Print new codes</Trans>
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`Print new codes?`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Every table gets a new QR code. Codes printed before will still open the menu, but guests can no
              longer order with them.
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>Then print the new codes and put them on the tables in place of the old ones.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              loading={renew.isPending}
              onClick={() =>
                renew.mutate(
                  { params: { path: { clubId } }, body: {} },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      notify({
                        variant: 'success',
                        message: t`The tables have new QR codes. Print them and replace the old ones.`,
                      });
                    },
                  },
                )
              }
            >
              <Trans>Make new codes</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * One QR code per table, downloadable as PNG or SVG, and the printable sheet of table tents; owners
 * and managers (`canRenewCodes`) may give every table a new code.
 */
export function QrCodesPage({ clubId, canRenewCodes = false }: { clubId: number; canRenewCodes?: boolean }) {
  const { t, i18n } = useLingui();
  const errorText = useTablesErrorText();
  const tables = useTables(clubId);
  const zones = useZones(clubId);
  const club = useClubPrintFacts(clubId);
  const logo = useLogoDataUrl(club.logo);
  const sheet = useDownloadQrSheet();
  const [zone, setZone] = useState<string>(NO_ZONE);
  // null until the owner picks one: the club country's language, known once the club is read
  const [pickedLanguage, setPickedLanguage] = useState<QrSheetLanguage | null>(null);
  const sheetLanguage = pickedLanguage ?? defaultQrSheetLanguage(club.country);
  const languageOptions = byLanguageName(QR_SHEET_LANGUAGES, i18n.locale).map((code) => ({
    value: code,
    label: languageName(code, i18n.locale),
  }));
  const compact = useMatches({ base: true, xs: false });

  const header = (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>QR codes</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Guests scan the code on their table to open your menu. Print them on table tents or stickers.
          </Trans>
        </Text>
      </Stack>
      <Button
        component={Link}
        to={paths.clubs.tables.getHref(clubId)}
        variant="light"
        leftSection={<TableIcon />}
      >
        <Trans>Tables and zones</Trans>
      </Button>
    </Group>
  );

  if (tables.isPending || zones.isPending) return <PageLoader />;
  if (tables.isError || zones.isError) {
    return (
      <Stack gap="lg">
        {header}
        <LoadError onRetry={() => Promise.all([tables.refetch(), zones.refetch()])} />
      </Stack>
    );
  }

  const zoneList = zones.data.tableZones;
  const zoneNames = new Map(zoneList.map((entry) => [entry.id, entry.name]));
  const tableList = tables.data.tables;
  const zoneId = zoneIdOf(zone);

  if (tableList.length === 0) {
    return (
      <Stack gap="lg">
        {header}
        <Paper withBorder p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>
              <Trans>There are no tables yet. Add your tables first: each one gets its own QR code.</Trans>
            </Text>
            <Button component={Link} to={paths.clubs.tables.getHref(clubId)}>
              <Trans>Add tables</Trans>
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Print sheet</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {club.logo ? (
              <Trans>
                A PDF for A4 paper with four table tents per page: the club name, the code with your logo in
                its centre, the table name and its zone. Cut along the dashed lines.
              </Trans>
            ) : (
              <Trans>
                A PDF for A4 paper with four table tents per page: the club name, the code, the table name and
                its zone. Cut along the dashed lines. Add your logo in the{' '}
                <Anchor component={Link} to={paths.clubs.profile.getHref(clubId)} inherit underline="always">
                  club profile
                </Anchor>{' '}
                to print it in the centre of every code.
              </Trans>
            )}
          </Text>
          <Group align="flex-start" gap="sm">
            <ZoneSelect
              label={t`Tables to print`}
              zones={zoneList}
              w={220}
              value={zone}
              onChange={(value) => {
                sheet.reset();
                setZone(value ?? NO_ZONE);
              }}
              noZoneLabel={t`All tables`}
            />
            <Select
              label={t`Language of the sheet`}
              description={t`The sheet’s own words, such as “Scan for the menu”, are in the language you choose. Table and zone names print as you wrote them.`}
              inputWrapperOrder={['label', 'input', 'description']}
              data={languageOptions}
              value={sheetLanguage}
              onChange={(value) => {
                sheet.reset();
                if (value) setPickedLanguage(value as QrSheetLanguage);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 360 }}
            />
          </Group>
          <Group>
            <Button
              leftSection={<DownloadIcon />}
              loading={sheet.isPending}
              onClick={() =>
                sheet.mutate({ clubId, language: sheetLanguage, ...(zoneId === null ? {} : { zoneId }) })
              }
            >
              <Trans>Download print sheet (PDF)</Trans>
            </Button>
            {canRenewCodes && <NewCodesButton clubId={clubId} />}
          </Group>
          <FormError>{errorText(sheet.error)}</FormError>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {tableList.map((table) => (
          <TableQrCard
            key={table.id}
            clubId={clubId}
            table={table}
            zoneName={table.tableZoneId === null ? null : (zoneNames.get(table.tableZoneId) ?? null)}
            logo={logo.data ?? null}
            compact={compact}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
