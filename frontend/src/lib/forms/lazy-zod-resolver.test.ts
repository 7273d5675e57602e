import * as z from '@shared/validation/zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email('Please enter a valid email address'), age: z.coerce.number() });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation only, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: 'nope', age: '3' }, undefined, options);
    expect(refused.errors['email']?.message).toBe('Please enter a valid email address');
    const accepted = await resolver({ email: 'ada@example.com', age: '3' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'ada@example.com', age: 3 }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    await expect(resolver({ email: 'ada@example.com', age: '1' }, undefined, options)).rejects.toThrow(
      'offline',
    );
    const accepted = await resolver({ email: 'ada@example.com', age: '1' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
