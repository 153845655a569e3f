/**
 * Countries, states and cities, from country-state-city. Its main module parses every city of the
 * world (8 MB of JSON, about a quarter of a second) as soon as it is imported, so countries and
 * states are read from their own modules and the cities the first time a city list is asked for.
 */
import { createRequire } from 'node:module';
import type { City as CityModule, Country as CountryModule, State as StateModule } from 'country-state-city';

const require = createRequire(import.meta.url);

export const Country: typeof CountryModule = require('country-state-city/lib/cjs/country.js').default;
export const State: typeof StateModule = require('country-state-city/lib/cjs/state.js').default;

let cities: typeof CityModule | undefined;

/** The cities module, loaded on first use. */
export function loadCities(): typeof CityModule {
  cities ??= require('country-state-city/lib/cjs/city.js').default as typeof CityModule;
  return cities;
}
