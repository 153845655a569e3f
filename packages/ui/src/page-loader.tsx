import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** Fallback while a lazily loaded page (or its data) arrives. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="60vh" w="100%" role="status" aria-label={t`Loading`}>
      <Loader type="dots" size="lg" />
    </Center>
  );
}
