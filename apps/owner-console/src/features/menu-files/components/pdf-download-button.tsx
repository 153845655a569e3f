import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import { entitlementsFor, type PlanId } from '@tavola/domain/plans';
import { useState } from 'react';
import { DownloadIcon } from '#components/icons.tsx';
import { errorCode, errorStatus } from '#lib/api-errors.ts';
import { handleUnexpectedError } from '#lib/global-errors.ts';
import { byLanguageName, languageName } from '#lib/language-names.ts';
import { useDownloadMenuPdf } from '../api/download-menu-pdf';
import type { MenuFileTarget } from './menu-file-target';
import { PdfAccessModal, type PdfRefusal } from './pdf-access-modal';

export interface PdfDownloadButtonProps {
  clubId: number;
  menu: MenuFileTarget;
  /** the club's plan once known: without the `pdfMenu` entitlement the button explains the upgrade */
  plan: PlanId | undefined;
  /** a list row's small button, or a page header's */
  compact?: boolean;
}

function refusalOf(error: unknown): PdfRefusal | null {
  if (errorStatus(error) !== 403) return null;
  const code = errorCode(error);
  if (code === 'feature_not_in_plan') return 'not-in-plan';
  if (code === 'pdf_menu_off') return 'switched-off';
  return null;
}

/**
 * "Download PDF" of a menu: asks for the language first when the menu has translations, shows a
 * busy state while the file comes, and explains a refusal (plan or club switch) in a dialog.
 */
export function PdfDownloadButton({ clubId, menu, plan, compact = false }: PdfDownloadButtonProps) {
  const { t, i18n } = useLingui();
  const download = useDownloadMenuPdf();
  const [refusal, setRefusal] = useState<PdfRefusal | null>(null);
  const allowed = plan === undefined || entitlementsFor(plan).pdfMenu;
  const languages = byLanguageName(
    menu.languages.filter((language) => language !== menu.sourceLanguage),
    i18n.locale,
  );
  const name = menu.name;

  const start = (language?: string) =>
    download.mutate(
      { clubId, menuId: menu.id, menuName: menu.name, sourceLanguage: menu.sourceLanguage, language },
      {
        onError: (error) => {
          const refused = refusalOf(error);
          if (refused) setRefusal(refused);
          else if (errorStatus(error) === 403) handleUnexpectedError(error);
        },
      },
    );

  const buttonProps: ButtonProps & { 'aria-label'?: string } = compact
    ? { size: 'compact-sm', variant: 'subtle', 'aria-label': t`Download PDF of ${name}` }
    : { variant: 'default' };
  const label = <Trans>Download PDF</Trans>;
  const icon = <DownloadIcon size={compact ? 14 : 16} />;

  const modal = <PdfAccessModal clubId={clubId} refusal={refusal} onClose={() => setRefusal(null)} />;

  if (!allowed || languages.length === 0)
    return (
      <>
        <Button
          {...buttonProps}
          leftSection={icon}
          loading={download.isPending}
          onClick={() => (allowed ? start() : setRefusal('not-in-plan'))}
        >
          {label}
        </Button>
        {modal}
      </>
    );

  const source = languageName(menu.sourceLanguage, i18n.locale);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button {...buttonProps} leftSection={icon} loading={download.isPending}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Language of the PDF</Trans>
          </Menu.Label>
          <Menu.Item onClick={() => start()}>
            <Trans>Original ({source})</Trans>
          </Menu.Item>
          {languages.map((language) => (
            <Menu.Item key={language} onClick={() => start(language)}>
              {languageName(language, i18n.locale)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {modal}
    </>
  );
}
