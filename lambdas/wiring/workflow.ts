import { SFNClient } from '@aws-sdk/client-sfn';
import { SfnWorkflow } from '../adapters/sfn-workflow';
import { resource } from '../config/environment';
import type { Workflow } from '../ports/workflow';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';

export const workflow = lazy(
  (): Workflow => new SfnWorkflow(new SFNClient(awsClientConfig()), resource('stateMachineArn')),
);
