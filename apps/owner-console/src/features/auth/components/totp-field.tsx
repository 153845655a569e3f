import { useLingui } from '@lingui/react/macro';
import { Input, PinInput } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TotpFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The 6-digit code of the owner's authenticator app (TOTP). */
export function TotpField({ value, onChange, error, description, disabled, autoFocus }: TotpFieldProps) {
  const { t } = useLingui();
  return (
    <Input.Wrapper
      label={t`Authenticator code`}
      description={description ?? t`The 6-digit code shown in your authenticator app`}
      error={error}
      required
    >
      <PinInput
        mt={6}
        length={6}
        // type="number" keeps to digits and gives phones the number pad (inputmode "numeric"). No
        // inputMode prop: with it, PinInput swallows every key but digits and editing keys, Enter too,
        // and Enter in the code would not submit the form.
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        ariaLabel={t`Authenticator code`}
        gap="xs"
        size="md"
      />
    </Input.Wrapper>
  );
}
