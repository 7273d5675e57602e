import type { BusinessResponse } from '../../shared/api/accounts.schema';
import { ForbiddenError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { UserRecord, UserStore } from '../ports/user-store';
import { businessIdOf, signedInUser, type SignedInCaller } from './session-user';

/** GET /api/business: the caller's business (the shop's brand) and its users; 403 for other account types. */
export async function getBusiness(
  deps: { users: UserStore; brands: BrandStore },
  caller: SignedInCaller,
): Promise<BusinessResponse> {
  const user = await signedInUser(deps, caller);
  const businessId = businessIdOf(user);
  if (!businessId) throw new ForbiddenError();
  const [brand, members, owner] = await Promise.all([
    deps.brands.get(),
    deps.users.listByBusiness(businessId),
    businessId === user.id ? user : deps.users.getById(businessId),
  ]);
  const byId = new Map<string, UserRecord>();
  for (const member of [owner, user, ...members]) if (member) byId.set(member.id, member);
  return {
    business: {
      name: brand.name,
      logoUrl: brand.logoUrl,
      primaryColor: brand.colors.primary,
      secondaryColor: brand.colors.secondary,
    },
    users: [...byId.values()]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((member) => ({
        email: member.email,
        fullName: member.full_name,
        accountType: member.account_type,
        createdAt: member.created_at,
      })),
  };
}
