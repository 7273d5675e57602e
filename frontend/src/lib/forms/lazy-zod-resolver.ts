import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from '@shared/validation/zod';
import { loadOnce } from '@/lib/load-once';

/**
 * A react-hook-form resolver whose zod schema loads with the form's first validation (its first
 * submit, or a field checked after it), not with the page: zod, the resolver and the API's schemas
 * stay out of a first view that only shows the form. A load that fails is tried again next time.
 */
export function lazyZodResolver<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  type Loaded = Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  const loadResolver = loadOnce(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Loaded,
    ),
  );
  return async (values, context, options) => (await loadResolver())(values, context, options);
}
