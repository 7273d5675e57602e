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

/** '1 day' or 'N days'. */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
