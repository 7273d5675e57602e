/** A date from the API for people, in their locale ('4 Mar 2026'); '—' when there is none. */
export function formatDate(value: string | null, dateStyle: 'medium' | 'long' = 'medium'): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle });
}
