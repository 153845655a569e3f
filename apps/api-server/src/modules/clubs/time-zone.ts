/**
 * A club's IANA time zone, derived from its address at creation (the owner can change it later).
 * Countries with one zone get it; countries with several (United States, Brazil, Australia…) get
 * the zone at the coordinates of the chosen state, from tz-lookup's map of zone boundaries.
 */
import tzLookup from '@photostructure/tz-lookup';
import { supportedTimeZones } from '@tavola/domain/club';
import { Country, State } from '#lib/places.ts';

/** The zone name this runtime uses for `zone` (aliases such as Europe/Kyiv -> Europe/Kiev), or null. */
function canonical(zone: string): string | null {
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return supportedTimeZones().has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** The state of a country by its code (what the console's select sends) or, failing that, its name. */
function findState(countryCode: string, state: string | null | undefined) {
  const wanted = state?.trim();
  if (!wanted) return undefined;
  return (
    State.getStateByCodeAndCountry(wanted.toUpperCase(), countryCode) ??
    State.getStatesOfCountry(countryCode).find(
      (candidate) => candidate.name.localeCompare(wanted, 'en', { sensitivity: 'base' }) === 0,
    )
  );
}

export function deriveTimeZone(countryIso2: string, state?: string | null): string {
  const country = Country.getCountryByCode(countryIso2.trim().toUpperCase());
  const zones = (country?.timezones ?? [])
    .map((zone) => canonical(zone.zoneName))
    .filter((zone): zone is string => zone !== null);
  if (!country || zones.length === 0) return 'UTC';
  if (zones.length === 1) return zones[0] as string;

  // the chosen state's centre, else the country's own centre (mainland rather than islands)
  for (const place of [findState(country.isoCode, state), country]) {
    const zone = place ? zoneAt(place.latitude, place.longitude) : null;
    // a centre may fall in a neighbour's zone near a border: keep it only if it is the country's
    if (zone && zones.includes(zone)) return zone;
  }
  return zones[0] as string;
}

function zoneAt(latitude: string | null | undefined, longitude: string | null | undefined): string | null {
  if (!latitude || !longitude) return null;
  try {
    return canonical(tzLookup(Number(latitude), Number(longitude)));
  } catch {
    // coordinates missing or out of range
    return null;
  }
}
