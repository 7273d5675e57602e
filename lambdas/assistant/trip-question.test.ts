import { isoDay } from '../../shared/bundles/planner-link';
import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import { FAQS, INSTALL_STEPS } from '../../shared/content/faq';
import { HELP_TOPICS } from '../../shared/content/help-topics';
import { termsSections } from '../../shared/content/terms';
import { findPlaces } from './destinations';
import { parseTrip } from './trip-question';

const catalogue = loadCatalogue();
const TODAY = new Date(2026, 10, 20, 9, 30);
const places = (text: string) =>
  findPlaces(catalogue, text).map((place) => (place.kind === 'zone' ? `zone:${place.zone}` : place.code));
const trip = (text: string) => {
  const found = parseTrip(text, TODAY);
  if (!found) return null;
  return 'days' in found ? `${found.days} days` : `${isoDay(found.arrival)}..${isoDay(found.departure)}`;
};

describe('countries and zones in a message', () => {
  it.each([
    ['I am going to Spain and Italy', ['ES', 'IT']],
    ['Ich fahre nach Spanien und Italien', ['ES', 'IT']],
    ['Je pars en Espagne puis en Allemagne', ['ES', 'DE']],
    ['Voy a México y Estados Unidos', ['MX', 'US']],
    ['Vado in Giappone', ['JP']],
    ['Jadę do Japonii? Japonia!', ['JP']],
    ['Reis naar Nederland en België', ['NL', 'BE']],
    ['Türkei', ['TR']],
    ['我想去日本旅行', ['JP']],
    ['Поездка в Нидерланды', ['NL']],
    ['Viagem para o Brasil', ['BR']],
    ['Taith i Sbaen a Ffrainc', ['ES', 'FR']],
    ['Urlaub in Großbritannien', ['GB']],
    ['Viaje a la República Checa', ['CZ']],
    ['去阿联酋和印尼', ['AE', 'ID']],
  ])(
    '%s → %j (any language of the countries library: CLDR names, and all the library has in the main ones)',
    (text, expected) => {
      expect(places(text)).toEqual(expected);
    },
  );

  it.each([
    ['Two weeks in the USA', ['US']],
    ['Visiting the US and Canada', ['US', 'CA']],
    ['U.S.A. then Mexico', ['US', 'MX']],
    ['UK and Ireland', ['GB', 'IE']],
    ['London, then Paris', ['GB', 'FR']],
    ['A week in England and Scotland', ['GB']],
    ['Holland and the Czech Republic', ['NL', 'CZ']],
    ['Dubai stopover in the UAE', ['AE']],
    ['Bali and Vietnam', ['ID', 'VN']],
    ['South Korea', ['KR']],
  ])('%s → %j (aliases)', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it.each([
    ['Backpacking through Europe', ['zone:Europe']],
    ['Rundreise durch Europa', ['zone:Europe']],
    ['South America for a month', ['zone:Central and South America']],
    ['Asia', ['zone:Asia Pacific']],
    ['North America and Japan', ['zone:North America', 'JP']],
    ['South Africa', ['ZA']],
    ['Africa', ['zone:Africa']],
  ])('%s → %j (zones; the longest name wins)', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it.each([
    'Can you help us?',
    'I need 5 GB, or 10 GB',
    'Which plan is best for a swede or a pole?',
    'How do I install it on my iPhone?',
    'My eSIM shows no data',
  ])('finds no place in %j', (text) => {
    expect(places(text)).toEqual([]);
  });

  it("finds no place in the shop's own help texts, but for the one example trip", () => {
    const texts = [
      ...INSTALL_STEPS.flatMap((s) => [s.title, s.body]),
      ...FAQS.flatMap((f) => [f.question, f.answer]),
      ...termsSections('Roamly').flatMap((s) => [s.title, s.body]),
      ...HELP_TOPICS.filter((t) => t.id !== 'choose-bundle').flatMap((t) => [t.title, t.body]),
    ];
    expect(texts.filter((text) => places(text).length > 0)).toEqual([]);
  });
});

describe('trip length and dates in a message (today is 20 November 2026)', () => {
  it.each([
    ['Spain for 12 days', '12 days'],
    ['two weeks in the USA', '14 days'],
    ['a fortnight in Greece', '14 days'],
    ['a 10-day trip', '10 days'],
    ['for a month', '30 days'],
    ['one week', '7 days'],
    ['and for 20 days?', '20 days'],
    ['3 semanas en México', '21 days'],
    ['zwei Wochen in Spanien', '14 days'],
    ['deux semaines', '14 days'],
    ['旅行10天', '10 days'],
    ['5 дней', '5 days'],
    ['7 nights', '7 days'],
  ])('%s → %s', (text, expected) => {
    expect(trip(text)).toBe(expected);
  });

  it.each([
    ['from 3 to 15 May', '2027-05-03..2027-05-15'],
    ['3-15 May', '2027-05-03..2027-05-15'],
    ['May 3-15', '2027-05-03..2027-05-15'],
    ['from 3 May to 15 May', '2027-05-03..2027-05-15'],
    ['from 10 June to 2 July', '2027-06-10..2027-07-02'],
    ['12/01 - 25/01', '2027-01-12..2027-01-25'],
    ['2026-12-20 to 2027-01-03', '2026-12-20..2027-01-03'],
    ['arriving 24 December, leaving 2 January', '2026-12-24..2027-01-02'],
    ['from 3 May for two weeks', '2027-05-03..2027-05-16'],
    ['leaving in 2 weeks for 10 days', '2026-12-04..2026-12-13'],
  ])('%s → %s', (text, expected) => {
    expect(trip(text)).toBe(expected);
  });

  it.each([
    ['no length at all', 'Which bundle for Spain?'],
    ['a price per day', 'How much per day?'],
    ['a data amount', 'Is 5 GB enough?'],
    ['dates in the past', 'from 1 to 5 January 2020'],
    ['a month without a day', 'sometime in May'],
    ['a clock time', 'at 3 pm'],
  ])('no trip from %s', (_, text) => {
    expect(trip(text)).toBeNull();
  });
});
