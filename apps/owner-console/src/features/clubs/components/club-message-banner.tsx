import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';
import type { ClubMessage } from '@tavola/domain/entities';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';

/** The message's colour by severity: 0 information (blue), 1 warning (yellow), 2 and above error (red). */
export function severityColor(severity: number): 'blue' | 'yellow' | 'red' {
  if (severity >= 2) return 'red';
  if (severity === 1) return 'yellow';
  return 'blue';
}

/** The team's message to the club, as a banner on the board linking to the notice page. */
export function ClubMessageBanner({ clubId, message }: { clubId: number; message: ClubMessage }) {
  return (
    <Alert
      color={severityColor(message.severity)}
      variant="light"
      icon={message.severity >= 1 ? <AlertIcon /> : <InfoIcon />}
      title={message.summary}
      data-severity={message.severity}
    >
      <Text size="sm" lineClamp={2}>
        {message.fullMessage}
      </Text>
      <Anchor component={Link} to={paths.clubs.notice.getHref(clubId)} size="sm" fw={600}>
        <Trans>Read the full message</Trans>
      </Anchor>
    </Alert>
  );
}
