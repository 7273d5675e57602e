import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { ShopData } from './data';
import { grantAccess, type AccessTargets } from './grant-access';
import { stageConfig } from './stage-config';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The DynamoDB actions one function's role holds on one table, given its access entry. */
function actionsOn(access: Parameters<typeof grantAccess>[1], tableId: 'auditLog' | 'orders'): string[] {
  const stack = new Stack(new App(), 'GrantTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const data = new ShopData(stack, 'Data', { stage: stageConfig('dev') });
  const fn = new lambda.Function(stack, 'Fn', {
    runtime: lambda.Runtime.NODEJS_20_X,
    handler: 'index.handler',
    code: lambda.Code.fromInline('exports.handler = async () => ({})'),
  });
  grantAccess(fn, access, { data, values: {} } as unknown as AccessTargets);
  const logicalId = stack.getLogicalId(data.tables[tableId].node.defaultChild as never);
  const policies = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy')) as Json[];
  return policies
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Json[])
    .filter((s) => JSON.stringify(s.Resource).includes(`"${logicalId}"`))
    .flatMap((s) => (Array.isArray(s.Action) ? (s.Action as string[]) : [s.Action as string]))
    .sort();
}

describe('grantAccess', () => {
  it("turns 'append' into PutItem alone: no read, no update, no delete", () => {
    expect(actionsOn({ tables: { auditLog: 'append' } }, 'auditLog')).toEqual(['dynamodb:PutItem']);
  });

  it("still gives 'write' its updates and deletes, for the tables that need them", () => {
    expect(actionsOn({ tables: { orders: 'write' } }, 'orders')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
  });
});
