const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A trip date as travellers read it: 'Mon, 23 Nov 2026'. */
export function formatTripDate(date: Date): string {
  return dateFormat.format(date);
}

// The assistant names trip lengths and validities the same way, so the label lives with the search.
export { daysLabel } from '@shared/bundles/search';
