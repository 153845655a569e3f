import { useLingui } from '@lingui/react/macro';
import type { Address } from '@tavola/domain/entities';
import { useMemo } from 'react';

/**
 * Country names in the interface language ("Italia" in Italian), from the browser's own list; the
 * given fallback (the places API's English name) when the browser has none.
 */
export function useCountryName() {
  const { i18n } = useLingui();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'none' });
    } catch {
      return null;
    }
  }, [i18n.locale]);
  return (iso2: string, fallback?: string): string => {
    try {
      const name = names?.of(iso2.toUpperCase());
      if (name) return name;
    } catch {
      // not a region code the browser knows
    }
    return fallback ?? iso2;
  };
}

/**
 * "Via Roma 1, Scala B, 20121 Milano (MI), Italia": the address as one line, like the server's
 * display line, with the country named in the interface language.
 */
export function useAddressLine() {
  const countryName = useCountryName();
  return (address: Pick<Address, 'line1' | 'line2' | 'postalCode' | 'city' | 'state' | 'country'>) => {
    const city = [address.postalCode, address.city].filter(Boolean).join(' ');
    const place = address.state ? `${city} (${address.state})` : city;
    return [address.line1, address.line2, place, countryName(address.country)].filter(Boolean).join(', ');
  };
}
