import * as z from '../../shared/validation/zod';

/**
 * A row read back, checked with its table's schema: a row of another shape is an error that names
 * the table and the wrong attributes, never a value passed on under a type it does not have.
 */
export function parseItem<T>(
  schema: z.core.$ZodType<T>,
  item: Record<string, unknown>,
  tableName: string,
): T {
  const parsed = z.safeParse(schema, item);
  if (parsed.success) return parsed.data;
  const attributes = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
  throw new Error(`A row of ${tableName} has unexpected attributes: ${attributes.join(', ')}`);
}
