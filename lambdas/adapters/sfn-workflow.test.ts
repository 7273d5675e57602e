import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { executionName, SfnWorkflow } from './sfn-workflow';

const sfn = mockClient(SFNClient);
beforeEach(() => sfn.reset());

describe('executionName', () => {
  it('is the order id, plus -retry-N for Retry Flow attempts', () => {
    expect(executionName('roamly_order_1_01032_3_u')).toBe('roamly_order_1_01032_3_u');
    expect(executionName('roamly_order_1_01032_3_u', 2)).toBe('roamly_order_1_01032_3_u-retry-2');
  });

  it('keeps long names within 80 characters, distinct per attempt and stable', () => {
    const long = `roamly_order_1763805600000_01032_3_${'a'.repeat(60)}`;
    const names = [executionName(long), executionName(long, 1), executionName(long, 2)];
    expect(names.every((n) => n.length <= 80 && /^[A-Za-z0-9_-]+$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(3);
    expect(executionName(long, 1)).toBe(names[1]);
  });
});

describe('SfnWorkflow', () => {
  const workflow = new SfnWorkflow(new SFNClient({ region: 'eu-west-1' }), 'arn:sm');

  it('starts an execution with the order id as input', async () => {
    sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:x' });
    expect(await workflow.startFulfilment('o-1')).toBe(true);
    expect(sfn.commandCalls(StartExecutionCommand)[0]!.args[0].input).toEqual({
      stateMachineArn: 'arn:sm',
      name: 'o-1',
      input: '{"orderId":"o-1"}',
    });
  });

  it('answers false when that execution exists already', async () => {
    sfn
      .on(StartExecutionCommand)
      .rejects(Object.assign(new Error('exists'), { name: 'ExecutionAlreadyExists' }));
    expect(await workflow.startFulfilment('o-1')).toBe(false);
  });
});
