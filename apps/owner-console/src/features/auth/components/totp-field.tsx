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
        type="number"
        inputMode="numeric"
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
