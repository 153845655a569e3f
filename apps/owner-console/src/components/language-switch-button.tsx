import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { appLanguageOf, LANGUAGE_NAMES } from '@tavola/i18n/languages';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { ChevronDownIcon, GlobeIcon } from './icon';

/** The switch's button: what the menu opens from, and what shows until the menu's code has come. */
export const LanguageSwitchButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function LanguageSwitchButton(props, ref) {
    const { i18n, t } = useLingui();
    const current = appLanguageOf(i18n.locale);
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="dark"
        size="compact-md"
        leftSection={<GlobeIcon />}
        rightSection={<ChevronDownIcon size={14} />}
        aria-label={t`Language: ${LANGUAGE_NAMES[current]}`}
        {...props}
      >
        {current.toUpperCase()}
      </Button>
    );
  },
);
