import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/** Geography prefixes of Bedrock's cross-region inference profiles ("eu.amazon.nova-lite-v1:0"). */
const INFERENCE_PROFILE = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

/** The model behind a cross-region inference profile id, undefined for a plain foundation model id. */
export const crossRegionModel = (modelId: string): string | undefined => INFERENCE_PROFILE.exec(modelId)?.[2];

/**
 * Converse on one model only. A foundation model id grants that model in the stack's region; an
 * inference profile id grants the profile, and the model behind it in the regions it routes to, only
 * when called through that profile.
 */
export function chatModelStatements(scope: IConstruct, modelId: string): iam.PolicyStatement[] {
  const { partition, region, account } = Stack.of(scope);
  const actions = ['bedrock:InvokeModel'];
  const profile = INFERENCE_PROFILE.exec(modelId);
  if (!profile) {
    return [
      new iam.PolicyStatement({
        actions,
        resources: [`arn:${partition}:bedrock:${region}::foundation-model/${modelId}`],
      }),
    ];
  }
  const profileArn = `arn:${partition}:bedrock:${region}:${account}:inference-profile/${modelId}`;
  return [
    new iam.PolicyStatement({ actions, resources: [profileArn] }),
    new iam.PolicyStatement({
      actions,
      resources: [`arn:${partition}:bedrock:*::foundation-model/${profile[2]}`],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    }),
  ];
}
