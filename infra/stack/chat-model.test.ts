import { App, Stack } from 'aws-cdk-lib';
import { chatModelStatements } from './chat-model';

const stack = new Stack(new App(), 'Chat', { env: { account: '111111111111', region: 'eu-west-1' } });

/** The statements as IAM reads them, in the standard partition. */
function statements(modelId: string) {
  const flatten = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(flatten);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ('Fn::Join' in record) {
        const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
        return parts.map((part) => (typeof part === 'string' ? part : 'aws')).join(separator);
      }
      return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, flatten(inner)]));
    }
    return value;
  };
  return chatModelStatements(stack, modelId).map((s) => flatten(stack.resolve(s.toStatementJson())));
}

describe('the chat model grant', () => {
  it('names one foundation model in the stack’s region', () => {
    expect(statements('anthropic.claude-3-haiku-20240307-v1:0')).toEqual([
      {
        Action: 'bedrock:InvokeModel',
        Effect: 'Allow',
        Resource: 'arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
      },
    ]);
  });

  it('names an inference profile, and its model only when called through that profile', () => {
    const profile = 'arn:aws:bedrock:eu-west-1:111111111111:inference-profile/eu.amazon.nova-lite-v1:0';
    expect(statements('eu.amazon.nova-lite-v1:0')).toEqual([
      { Action: 'bedrock:InvokeModel', Effect: 'Allow', Resource: profile },
      {
        Action: 'bedrock:InvokeModel',
        Effect: 'Allow',
        Resource: 'arn:aws:bedrock:*::foundation-model/amazon.nova-lite-v1:0',
        Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profile } },
      },
    ]);
  });
});
