// What stands next to a destination's name. Free of ISO's country table: the server looks names up in
// that table (countries.ts), the browser in the catalogue it was built with.

/** The regions whose names stand for many countries (zones such as Europe2 or World1). */
export type Region = 'middle-east' | 'europe' | 'asia' | 'africa' | 'america' | 'world';

/** What stands next to a destination's name: a country's flag or a region's globe. */
export type DestinationMark = { kind: 'flag'; alpha2: string } | { kind: 'region'; region: Region };

const REGION_KEYWORDS: readonly (readonly [keyword: string, region: Region])[] = [
  ['middle east', 'middle-east'],
  ['europe', 'europe'],
  ['asia', 'asia'],
  ['africa', 'africa'],
  ['america', 'america'],
  ['world', 'world'],
];

/** The flag emoji of an alpha-2 code (two regional indicator symbols); '' when it is not two letters. */
export function flagEmoji(alpha2: string): string {
  const code = alpha2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The mark shown next to a destination: a regional globe for zone-like names (Europe, Asia, Africa,
 * America, Middle East, World), otherwise the country's flag. Countries (`alpha2Of` names the one a
 * name stands for) are checked first so that South Africa or American Samoa keep their own flag; an
 * unknown name gets the flag of its first two letters.
 */
export function destinationMark(
  name: string,
  alpha2Of: (name: string) => string | undefined,
): DestinationMark {
  const alpha2 = alpha2Of(name.trim());
  if (alpha2) return { kind: 'flag', alpha2 };
  const lower = name.toLowerCase();
  const regional = REGION_KEYWORDS.find(([keyword]) => lower.includes(keyword));
  return regional
    ? { kind: 'region', region: regional[1] }
    : { kind: 'flag', alpha2: name.trim().toUpperCase().slice(0, 2) };
}

/** Looks a country's name up, whatever its case, among these countries. */
export function alpha2ByName(
  countries: Iterable<{ name: string; alpha2: string }>,
): (name: string) => string | undefined {
  const codes = new Map<string, string>();
  for (const country of countries) codes.set(country.name.toLowerCase(), country.alpha2);
  return (name) => codes.get(name.trim().toLowerCase());
}
