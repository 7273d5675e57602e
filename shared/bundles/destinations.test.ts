import { type Zone } from '../catalogue/catalogue';
import { loadCatalogue } from '../catalogue/shipped-catalogue';
import { countryFromCode } from '../catalogue/countries';
import {
  countryCountLabel,
  selectedZoneSummaries,
  toggleCountry,
  toggleZone,
  zoneSelectionState,
} from './destinations';

const catalogue = loadCatalogue();
const northAmerica = catalogue.zones.find((zone) => zone.name === 'North America')!;

describe('zone selection', () => {
  it.each<[string[], 'all' | 'partial' | 'none']>([
    [[], 'none'],
    [['France'], 'none'],
    [['Canada'], 'partial'],
    [['United States', 'Canada'], 'partial'],
    [['Mexico', 'United States', 'Canada'], 'all'],
    [['Mexico', 'United States', 'Canada', 'France'], 'all'],
  ])('%j holds %s of North America', (selected, state) => {
    expect(zoneSelectionState(selected, northAmerica)).toBe(state);
  });

  it.each([
    [[], ['United States', 'Canada', 'Mexico']],
    [['France'], ['France', 'United States', 'Canada', 'Mexico']],
    [
      ['Canada', 'France'],
      ['Canada', 'France', 'United States', 'Mexico'],
    ],
    [['Mexico', 'France', 'United States', 'Canada'], ['France']],
  ])('toggling North America with %j gives %j', (selected, next) => {
    expect(toggleZone(selected, northAmerica)).toEqual(next);
  });

  it('toggles a zone on and off again', () => {
    const zone: Zone = { name: 'Tiny', countries: [countryFromCode('LU'), countryFromCode('MT')] };
    const on = toggleZone(['Spain'], zone);
    expect(on).toEqual(['Spain', 'Luxembourg', 'Malta']);
    expect(toggleZone(on, zone)).toEqual(['Spain']);
  });

  it.each([
    [[], 'Japan', ['Japan']],
    [['Japan'], 'Japan', []],
    [['France', 'Japan'], 'France', ['Japan']],
    [['France'], 'Japan', ['France', 'Japan']],
  ])('toggling in %j the country %s gives %j', (selected, name, next) => {
    expect(toggleCountry(selected, name)).toEqual(next);
  });
});

describe('selectedZoneSummaries', () => {
  it.each([
    [[], []],
    [['Canada'], [{ zone: 'North America', count: 1, label: '1 country' }]],
    [
      ['Canada', 'Mexico', 'France', 'Serbia'],
      [
        { zone: 'Europe', count: 1, label: '1 country' },
        { zone: 'North America', count: 2, label: '2 countries' },
      ],
    ],
  ])('summarises %j', (selected, summaries) => {
    expect(selectedZoneSummaries(catalogue, selected)).toEqual(summaries);
  });

  it.each([
    [0, '0 countries'],
    [1, '1 country'],
    [3, '3 countries'],
  ])('labels %i as %s', (count, label) => {
    expect(countryCountLabel(count)).toBe(label);
  });
});
