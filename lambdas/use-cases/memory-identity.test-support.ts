import { ConflictError } from '../lib/errors';
import type { IdentityProvider, NewIdentity } from '../ports/identity-provider';

/** A user directory in memory, with a failure switch per operation. */
export class MemoryIdentity implements IdentityProvider {
  readonly users = new Map<string, NewIdentity & { password?: string; secondFactor?: boolean }>();
  failing: Partial<Record<keyof IdentityProvider, Error>> = {};
  async exists(email: string) {
    if (this.failing.exists) throw this.failing.exists;
    return this.users.has(email);
  }
  async create(identity: NewIdentity) {
    if (this.failing.create) throw this.failing.create;
    if (this.users.has(identity.email)) throw new ConflictError('exists');
    this.users.set(identity.email, { ...identity });
  }
  async setPassword(email: string, password: string) {
    if (this.failing.setPassword) throw this.failing.setPassword;
    const user = this.users.get(email);
    if (!user) throw new Error('UserNotFoundException');
    user.password = password;
  }
  async remove(email: string) {
    this.users.delete(email);
  }
  async hasSecondFactor(email: string) {
    if (this.failing.hasSecondFactor) throw this.failing.hasSecondFactor;
    return this.users.get(email)?.secondFactor === true;
  }
  async removeSecondFactor(email: string) {
    if (this.failing.removeSecondFactor) throw this.failing.removeSecondFactor;
    const user = this.users.get(email);
    if (!user) throw new Error('UserNotFoundException');
    user.secondFactor = false;
  }
}
