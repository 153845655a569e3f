import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Schemas } from '@tavola/api/schema';
import type { CSSProperties } from 'react';
import { useObjectUrl } from '#hooks/use-object-url.ts';
import { useMenuReadingPage } from '../api/get-menu-reading-page';
import classes from './page-view.module.css';

type ReadingPageSize = Schemas['MenuReadingPage'];
type Box = Schemas['MenuReadingBox'];

export interface PageViewProps {
  clubId: number;
  readingId: number;
  pages: readonly ReadingPageSize[];
  /** 1-based */
  page: number;
  onPageChange: (page: number) => void;
  /** the boxes of the hovered or focused row on this page, in the image's pixels */
  highlight: readonly Box[];
}

/**
 * Where a box of the image's pixels sits on the image as shown, in percent of its size: the image
 * is drawn at whatever width fits, and percentages scale with it (displayed width / natural width)
 * without measuring the image after every resize.
 */
export function outlineStyle(box: Box, page: ReadingPageSize): CSSProperties {
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  return {
    left: percent(box.x, page.width),
    top: percent(box.y, page.height),
    width: percent(box.width, page.width),
    height: percent(box.height, page.height),
  };
}

/**
 * A page of the menu as the reading saw it, the row being edited outlined on it, and the way to the
 * other pages. The outline is decoration for sighted owners: the row itself holds its words.
 */
export function PageView({ clubId, readingId, pages, page, onPageChange, highlight }: PageViewProps) {
  const { t } = useLingui();
  const image = useMenuReadingPage({ clubId, readingId, page });
  const url = useObjectUrl(image.data ?? null);
  const size = pages.find((entry) => entry.number === page) ?? pages[0];
  const count = pages.length;
  if (!size) return null;

  return (
    <Stack gap="xs" className={classes.sticky}>
      {count > 1 && (
        <Group gap="xs" justify="center" role="group" aria-label={t`Pages of the menu`}>
          <Button
            size="compact-sm"
            variant="default"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Trans>Previous page</Trans>
          </Button>
          <Text size="sm" aria-live="polite">
            <Trans>
              Page {page} of {count}
            </Trans>
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            disabled={page >= count}
            onClick={() => onPageChange(page + 1)}
          >
            <Trans>Next page</Trans>
          </Button>
        </Group>
      )}
      <div
        className={classes.frame}
        style={
          {
            aspectRatio: `${size.width} / ${size.height}`,
            '--page-ratio': size.width / size.height,
          } as CSSProperties
        }
        data-testid="page-frame"
      >
        {url ? (
          <img className={classes.image} src={url} alt={t`Page ${page} of the menu, as it was read`} />
        ) : image.isError ? (
          <Text size="sm" p="md">
            <Trans>The page image could not be loaded.</Trans>
          </Text>
        ) : (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t`Loading the page image`} />
          </Group>
        )}
        {highlight.map((box, index) => (
          // boxes have no id, and a row's boxes never reorder
          <div
            key={index}
            className={classes.outline}
            style={outlineStyle(box, size)}
            data-testid="dish-outline"
            aria-hidden="true"
          />
        ))}
      </div>
    </Stack>
  );
}
