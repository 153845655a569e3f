import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { isSignedIn } from '@tavola/api/session';
import { PageLoader } from '@tavola/ui/page-loader';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { SystemPage } from '#components/system-page.tsx';
import { paths } from '#config/paths.ts';
import { clubHomeHref } from '#lib/club-home.ts';
import { forgetInvitation, rememberInvitation } from '#lib/pending-invitation.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/team';
import { useTeamTexts } from '../hooks/use-team-texts';

/**
 * What an emailed invitation opens: the club, the role and who invites. Signed in, one button joins;
 * otherwise the token is kept on the device while the person signs up or signs in, and sign-in
 * brings them back here.
 */
export function JoinPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const { roleName, errorText } = useTeamTexts();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const signedIn = isSignedIn();

  useEffect(() => {
    if (preview.isSuccess && !signedIn) rememberInvitation(token);
    if (preview.isError) forgetInvitation();
  }, [preview.isSuccess, preview.isError, signedIn, token]);

  if (preview.isPending) return <PageLoader />;

  if (preview.isError) {
    return (
      <SystemPage>
        <Stack align="center" ta="center" gap="md" py="md">
          <Title order={1} size="h2">
            <Trans>This invitation cannot be used</Trans>
          </Title>
          <Text c="dimmed">{errorText(preview.error)}</Text>
          <Button component={Link} to={signedIn ? paths.clubs.list.getHref() : paths.auth.login.getHref()}>
            {signedIn ? <Trans>Your clubs</Trans> : <Trans>Sign in</Trans>}
          </Button>
        </Stack>
      </SystemPage>
    );
  }

  const { clubName, invitedBy, email } = preview.data;
  const role = roleName(preview.data.role);
  const join = () =>
    accept.mutate(
      { body: { token } },
      {
        onSuccess: (joined) => {
          forgetInvitation();
          navigate(clubHomeHref(joined.clubId, joined.role), { replace: true });
        },
      },
    );

  return (
    <SystemPage>
      <Stack align="center" ta="center" gap="md" py="md">
        <Title order={1} size="h2">
          <Trans>Join the team of {clubName}</Trans>
        </Title>
        <Stack gap={4}>
          <Text>
            {invitedBy ? (
              <Trans>{invitedBy} invites you to the team.</Trans>
            ) : (
              <Trans>You are invited to the team.</Trans>
            )}
          </Text>
          <Text fw={600}>
            <Trans>Your role: {role}</Trans>
          </Text>
        </Stack>
        {signedIn ? (
          <Stack gap="xs" align="center">
            <Button onClick={join} loading={accept.isPending}>
              <Trans>Join the team</Trans>
            </Button>
            <FormError>{errorText(accept.error)}</FormError>
          </Stack>
        ) : (
          <Stack gap="xs" align="center">
            <Text c="dimmed" size="sm">
              <Trans>
                The invitation was sent to {email}. Sign in with your Tavola account, or create one: you come
                back here after signing in.
              </Trans>
            </Text>
            <Group justify="center">
              <Button component={Link} to={paths.auth.login.getHref()}>
                <Trans>Sign in</Trans>
              </Button>
              <Button component={Link} to={paths.auth.signup.getHref()} variant="light">
                <Trans>Create an account</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </SystemPage>
  );
}
