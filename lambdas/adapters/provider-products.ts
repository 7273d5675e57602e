import type { EsimProvider } from '../ports/esim-provider';
import type { ProviderProducts } from '../ports/provider-products';

/**
 * The product list through the provider's client: its token, its timeout (a late answer throws) and
 * its origin; any answer but 200 is a failure.
 */
export class EsimProviderProducts implements ProviderProducts {
  constructor(private readonly provider: Pick<EsimProvider, 'call'>) {}

  async list(): Promise<unknown> {
    const answer = await this.provider.call('GET', '/account/products');
    if (answer.status !== 200) throw new Error(`The provider answered ${answer.status}`);
    return answer.body;
  }
}
