import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';

describe('countries, states and cities', () => {
  const t = useTestApp();

  it('lists countries by name, without sign-in', async () => {
    const response = await t.call('listCountries');
    expect(response.statusCode).toBe(200);
    const countries = response.json() as { iso2: string; name: string }[];
    expect(countries).toContainEqual({ iso2: 'IT', name: 'Italy' });
    expect(countries.length).toBeGreaterThan(200);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the states of a country (code in any case)', async () => {
    const response = await t.call('listStates', { params: { countryIsoCode: 'it' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ iso2: 'RM', name: 'Metropolitan City of Rome' });
  });

  it('lists the cities of a state', async () => {
    const response = await t.call('listCities', { params: { countryIsoCode: 'US', stateIsoCode: 'CA' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ iso2: 'Los Angeles', name: 'Los Angeles' });
  });

  it('answers 404 for an unknown country or state, 400 for a malformed code', async () => {
    const country = await t.call('listStates', { params: { countryIsoCode: 'XX' } });
    expect(country.statusCode).toBe(404);
    expect(country.json().code).toBe('country_not_found');

    const state = await t.call('listCities', { params: { countryIsoCode: 'IT', stateIsoCode: 'ZZZ' } });
    expect(state.statusCode).toBe(404);
    expect(state.json().code).toBe('state_not_found');

    const malformed = await t.call('listStates', { params: { countryIsoCode: 'ITA' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'countryIsoCode' }],
    });
  });
});
