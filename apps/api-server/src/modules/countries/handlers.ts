import { notFound } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { Country, loadCities, State } from '#lib/places.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

const countryNotFound = () => notFound('country_not_found', 'Country not found');
const stateNotFound = () => notFound('state_not_found', 'State not found');

// The package's data never changes at run time: sort once.
const countries = Country.getAllCountries()
  .map((country) => ({ iso2: country.isoCode, name: country.name }))
  .sort(byName);

export const countryHandlers: Handlers<'listCountries' | 'listStates' | 'listCities'> = {
  async listCountries() {
    return { status: 200, body: countries };
  },

  async listStates(request) {
    const country = Country.getCountryByCode(request.params.countryIsoCode.toUpperCase());
    if (!country) throw countryNotFound();
    const states = State.getStatesOfCountry(country.isoCode)
      .map((state) => ({ iso2: state.isoCode, name: state.name }))
      .sort(byName);
    return { status: 200, body: states };
  },

  async listCities(request) {
    const country = Country.getCountryByCode(request.params.countryIsoCode.toUpperCase());
    if (!country) throw countryNotFound();
    const state = State.getStateByCodeAndCountry(request.params.stateIsoCode.toUpperCase(), country.isoCode);
    if (!state) throw stateNotFound();
    // cities have no code in the data set: the name identifies a city within its state
    const names = new Set(
      loadCities()
        .getCitiesOfState(country.isoCode, state.isoCode)
        .map((city) => city.name),
    );
    const cities = [...names].map((name) => ({ iso2: name, name })).sort(byName);
    return { status: 200, body: cities };
  },
};
