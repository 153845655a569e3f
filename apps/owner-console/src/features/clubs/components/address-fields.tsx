import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCities, useCountries, useStates } from '../api/list-places';
import { useCountryName } from '../hooks/use-country-name';

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

export const emptyAddress = (): AddressValues => ({
  line1: '',
  line2: '',
  city: '',
  state: '',
  country: '',
  postalCode: '',
});

/**
 * Address with cascading selects: country, then its states (province), then that state's cities.
 * The lists come from the countries API; typing filters them. A country without states takes a
 * typed province, and a city that is not listed can still be typed.
 */
export function AddressFields<Values>({
  form,
  prefix,
}: {
  // the form holds the address at `prefix` (e.g. "address"); its other fields do not matter here
  form: UseFormReturnType<Values>;
  prefix: 'address' | 'billingAddress';
}) {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const values = (form.getValues() as Record<string, AddressValues>)[prefix] ?? emptyAddress();
  const country = values.country || null;
  const countries = useCountries();
  const states = useStates(country);
  const stateList = states.data ?? [];
  const hasStates = stateList.length > 0;
  const stateCode = hasStates && values.state ? values.state : null;
  const cities = useCities(country, stateCode);
  const field = (name: keyof AddressValues) => `${prefix}.${name}`;
  // the path is built at run time, so the generic form cannot type the value: it is always a string
  const setText = (name: keyof AddressValues, value: string) =>
    (form.setFieldValue as (path: string, value: string) => void)(field(name), value);

  return (
    <Stack gap="sm">
      <Select
        label={t`Country`}
        placeholder={t`Choose a country`}
        required
        searchable
        data={(countries.data ?? [])
          .map((entry) => ({ value: entry.iso2, label: countryName(entry.iso2, entry.name) }))
          .sort((a, b) => a.label.localeCompare(b.label, i18n.locale))}
        nothingFoundMessage={t`No country matches`}
        {...form.getInputProps(field('country'))}
        onChange={(value) => {
          setText('country', value ?? '');
          setText('state', '');
          setText('city', '');
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t`Address`}
        description={t`Street and number`}
        required
        autoComplete={prefix === 'address' ? 'address-line1' : 'billing address-line1'}
        {...form.getInputProps(field('line1'))}
      />
      <TextInput
        label={t`Further information`}
        description={t`Floor, building, courtyard (optional)`}
        autoComplete={prefix === 'address' ? 'address-line2' : 'billing address-line2'}
        {...form.getInputProps(field('line2'))}
      />
      {/* one column on a phone; side by side, inputs on one line, from the sm breakpoint */}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {hasStates ? (
          <Select
            label={t`Province or state`}
            placeholder={t`Choose one`}
            searchable
            disabled={!country}
            data={stateList.map((entry) => ({ value: entry.iso2, label: entry.name }))}
            nothingFoundMessage={t`No province matches`}
            {...form.getInputProps(field('state'))}
            onChange={(value) => {
              setText('state', value ?? '');
              setText('city', '');
            }}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            label={t`Province or state`}
            disabled={!country}
            {...form.getInputProps(field('state'))}
          />
        )}
        <Autocomplete
          label={t`City`}
          description={stateCode ? t`Pick from the list or type it` : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          disabled={!country}
          data={[...new Set((cities.data ?? []).map((entry) => entry.name))]}
          limit={50}
          {...form.getInputProps(field('city'))}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t`Postal code`}
          required
          autoComplete={prefix === 'address' ? 'postal-code' : 'billing postal-code'}
          {...form.getInputProps(field('postalCode'))}
        />
      </SimpleGrid>
    </Stack>
  );
}
