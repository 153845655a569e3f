import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { APP_LANGUAGES, type AppLanguage, appLanguageOf, LANGUAGE_NAMES } from '@tavola/i18n/languages';
import { CheckIcon } from './icons';
import { LanguageSwitchButton } from './language-switch-button';

export interface LanguageSwitchProps {
  onChange: (language: AppLanguage) => void;
}

/** Interface language menu, in the console header and in the header of the sign-in pages. */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { i18n, t } = useLingui();
  const current = appLanguageOf(i18n.locale);

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <LanguageSwitchButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Language`}</Menu.Label>
        {APP_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => language !== current && onChange(language)}
            rightSection={language === current ? <CheckIcon size={16} /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
