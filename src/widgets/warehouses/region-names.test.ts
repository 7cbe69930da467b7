import { describe, expect, it } from 'vitest';
import { textsIn } from '../../contract/localized';
import { CITY_NAMES_EN } from '../../ui/map/city-names-en';
import { PROVINCE_NAMES } from '../../ui/map/region-names';
import { REGIONS } from './region-data';

/** The region picker's English names: the two tables must not drift from the region table. */
describe('the region table in English', () => {
  const cities = REGIONS.flatMap(([, names]) => names);

  it('names every city of the region table in English, once each, and no city it does not list', () => {
    expect(Object.keys(CITY_NAMES_EN).sort()).toEqual([...new Set(cities)].sort());
  });

  it('writes each English city name in Latin letters, non-empty and without spaces around it', () => {
    for (const [city, name] of Object.entries(CITY_NAMES_EN)) {
      expect(name, city).toMatch(/^[A-Z][A-Za-zü' ]*[a-z]$/);
    }
  });

  it('names every province of the region table in English', () => {
    const english = textsIn(PROVINCE_NAMES, 'en-US');
    for (const [province] of REGIONS) expect(english[province], province).toMatch(/^[A-Z][A-Za-z ]+$/);
  });
});
