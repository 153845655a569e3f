import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CLUB_CONTACT_FIELDS, type ClubContactField } from '@tavola/domain/club';

export type ContactValues = Record<ClubContactField, string>;

/** The form's values of a club's contacts: empty where it has none (all of them for a new club). */
export function contactValues(club: Partial<Record<ClubContactField, string | null>> = {}): ContactValues {
  return Object.fromEntries(CLUB_CONTACT_FIELDS.map((field) => [field, club[field] ?? ''])) as ContactValues;
}

/** The contacts guests see at the bottom of the menu. All optional. */
export function ContactFields<Values>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t`Email shown to guests`} type="email" {...form.getInputProps('displayEmail')} />
      <TextInput label={t`Phone shown to guests`} type="tel" {...form.getInputProps('displayPhone')} />
      <TextInput label={t`Website`} placeholder="https://" {...form.getInputProps('website')} />
      <TextInput
        label={t`Instagram`}
        placeholder="https://instagram.com/…"
        {...form.getInputProps('instagram')}
      />
      <TextInput
        label={t`Facebook`}
        placeholder="https://facebook.com/…"
        {...form.getInputProps('facebook')}
      />
      <TextInput label={t`WhatsApp`} type="tel" {...form.getInputProps('whatsapp')} />
    </SimpleGrid>
  );
}

/** Blank contacts go to the server as null (no contact). */
export function contactsBody(values: ContactValues) {
  return Object.fromEntries(
    CLUB_CONTACT_FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field].trim()]),
  ) as Record<ClubContactField, string | null>;
}
