import { loadCatalogue } from '../catalogue/shipped-catalogue';
import { isoDay, parseIsoDay, plannerLink, readPlannerLink } from './planner-link';
import { tripLengthDays } from './search';

const catalogue = loadCatalogue();
const TODAY = new Date(2026, 10, 20, 15, 30);
const read = (link: string) =>
  readPlannerLink(new URL(link, 'https://shop.example').searchParams, catalogue, TODAY);

describe('planner links', () => {
  it('carries countries and dates there and back', () => {
    const link = plannerLink(['ES', 'IT'], {
      arrival: new Date(2027, 4, 3),
      departure: new Date(2027, 4, 15),
    });
    expect(link).toBe('/bundleselector?countries=ES,IT&from=2027-05-03&to=2027-05-15');
    const preselection = read(link);
    expect(preselection?.countries).toEqual(['Spain', 'Italy']);
    expect(preselection && isoDay(preselection.arrival!)).toBe('2027-05-03');
    expect(preselection && isoDay(preselection.departure!)).toBe('2027-05-15');
  });

  it('turns a trip length into a trip that starts today', () => {
    const preselection = read(plannerLink(['US'], { days: 12 }));
    expect(preselection?.countries).toEqual(['United States']);
    expect(isoDay(preselection!.arrival!)).toBe('2026-11-20');
    expect(tripLengthDays(preselection!.arrival!, preselection!.departure!)).toBe(12);
  });

  it('opens on the dates step without a trip', () => {
    expect(plannerLink(['FR'], null)).toBe('/bundleselector?countries=FR');
    expect(read(plannerLink(['FR'], null))).toEqual({
      countries: ['France'],
      arrival: null,
      departure: null,
    });
  });

  it.each([
    ['unknown codes and codes of countries the shop does not sell', '?countries=XX,AQ&days=3', null],
    ['no countries at all', '?from=2027-05-03&to=2027-05-15', null],
  ])('ignores %s', (_, query, expected) => {
    expect(read(`/bundleselector${query}`)).toBe(expected);
  });

  it.each([
    ['an arrival in the past', '?countries=fr&from=2026-11-19&to=2026-11-25'],
    ['a departure before the arrival', '?countries=FR&from=2026-12-10&to=2026-12-01'],
    ['a day the calendar lacks', '?countries=FR&from=2027-02-30&to=2027-03-02'],
    ['a trip of no days', '?countries=FR&days=0'],
    ['a trip longer than a year', '?countries=FR&days=400'],
    ['a length that is not a number', '?countries=FR&days=12.5'],
  ])('keeps the countries but drops %s', (_, query) => {
    expect(read(`/bundleselector${query}`)).toEqual({
      countries: ['France'],
      arrival: null,
      departure: null,
    });
  });

  it('reads only real calendar days', () => {
    expect(parseIsoDay('2027-05-03')).toEqual(new Date(2027, 4, 3));
    expect(parseIsoDay('2027-5-3')).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
  });
});
