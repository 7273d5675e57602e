import { App, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ShopStack } from '../stack/shop-stack';
import { stageConfig } from '../stack/stage-config';
import type { PipelineTaskId } from '../../lambdas/pipeline/pipeline-contract';
import { buildOrderPipelineDefinition, localTaskResource } from './order-pipeline-definition';

type Json = Record<string, unknown>;

describe('the deployed state machine', () => {
  it('has exactly the definition the local runtime runs, up to the task ARNs', () => {
    // Bundling skipped: only the declared definition matters here.
    const app = new App({
      context: { 'aws:cdk:bundling-stacks': [] },
      builtinCloudFormationValidation: false,
    });
    const stage = stageConfig('dev');
    const stack = new ShopStack(app, 'PipelineSynth', {
      stage,
      env: { account: '111111111111', region: 'eu-west-1' },
    });
    const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
      stack.getLogicalId(construct.node.defaultChild as CfnResource);
    const resources = Template.fromStack(stack).toJSON().Resources as Record<string, { Properties: Json }>;
    const taskOf = new Map(
      Object.entries(stack.pipeline.functions).map(([taskId, fn]) => [
        logicalId(fn),
        taskId as PipelineTaskId,
      ]),
    );

    // The synthesized DefinitionString is a Fn::Join with a GetAtt token per task ARN: swap in the local ARNs.
    const joined = (resources[logicalId(stack.pipeline.stateMachine)]!.Properties.DefinitionString as Json)[
      'Fn::Join'
    ] as [string, (string | { 'Fn::GetAtt': [string, string] })[]];
    const text = joined[1]
      .map((part) => {
        if (typeof part === 'string') return part;
        const task = taskOf.get(part['Fn::GetAtt'][0]);
        if (!task)
          throw new Error(`The definition names ${part['Fn::GetAtt'][0]}, which is no pipeline task`);
        return localTaskResource(task);
      })
      .join('');

    expect(JSON.parse(text)).toEqual(
      buildOrderPipelineDefinition({
        taskResource: (id) => localTaskResource(id),
        ...stage.pipeline,
      }),
    );
  });
});
