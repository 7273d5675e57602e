type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One IAM statement of a template and the logical ids of the roles it is attached to. */
export interface RoleStatement {
  roleIds: string[];
  statement: Json;
}

/**
 * Every IAM statement of a synthesized template, wherever it lives: in an `AWS::IAM::Policy` attached
 * to roles (CDK's default), or inline on a role (the shop's functions, see `shop-function.ts`).
 */
export function roleStatementsOf(resources: Record<string, Json>): RoleStatement[] {
  return Object.entries(resources).flatMap(([id, resource]) => {
    if (resource.Type === 'AWS::IAM::Policy') {
      const roleIds = ((resource.Properties.Roles ?? []) as Json[]).map((ref) => ref.Ref as string);
      return (resource.Properties.PolicyDocument.Statement as Json[]).map((statement) => ({
        roleIds,
        statement,
      }));
    }
    if (resource.Type === 'AWS::IAM::Role') {
      return ((resource.Properties.Policies ?? []) as Json[]).flatMap((policy) =>
        (policy.PolicyDocument.Statement as Json[]).map((statement) => ({ roleIds: [id], statement })),
      );
    }
    return [];
  });
}
