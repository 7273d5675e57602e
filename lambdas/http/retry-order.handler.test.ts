import { GetCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './retry-order.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const sfn = mockClient(SFNClient);

beforeEach(() => {
  ddb.reset();
  sfn.reset();
  useTestEnvironment('retry-order');
  ddb.on(UpdateCommand).resolves({});
  sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:execution' });
});

describe('POST /api/orders/{reference}/retry', () => {
  it('restarts a failed paid order from its recorded step under a new execution name', async () => {
    ddb
      .on(GetCommand, { TableName: 'test-orders' })
      .resolvesOnce({
        Item: storedOrder({
          paid: true,
          status: 'error',
          step: 'error_generate_qr_code',
          step_number: 3,
          retry_count: 1,
        }),
      })
      .resolves({
        Item: storedOrder({
          paid: true,
          status: 'started',
          step: 'started_generate_qr_code',
          step_number: 3,
        }),
      });
    const answer = await invoke(handler, proxyEvent('retry-order', { params: { reference: REFERENCE } }));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'started', step: 'started_generate_qr_code' });
    const update = ddb.commandCalls(UpdateCommand, { TableName: 'test-orders' })[0]?.args[0].input;
    expect(update?.ConditionExpression).toContain('IN (:expected0)');
    expect(update?.ConditionExpression).toContain('#retries_now = :retries_now');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':expected0': 'error' });
    expect(sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input.name).toBe(`${REFERENCE}-retry-2`);
  });

  it('leaves a running or completed order alone', async () => {
    ddb.on(GetCommand, { TableName: 'test-orders' }).resolves({
      Item: storedOrder({ paid: true, status: 'completed', step: 'completed_order_completed' }),
    });
    const answer = await invoke(handler, proxyEvent('retry-order', { params: { reference: REFERENCE } }));
    expect(answer.json.status).toBe('completed');
    expect(ddb.commandCalls(UpdateCommand, { TableName: 'test-orders' })).toHaveLength(0);
    expect(sfn.calls()).toHaveLength(0);
  });

  it('asks Step Functions about a stalled started order and resumes it only when its execution is over', async () => {
    const stalled = storedOrder({
      paid: true,
      status: 'started',
      step: 'started_poll_for_iccid',
      step_number: 2,
      updated_at: new Date(Date.now() - 11 * 60_000).toISOString(),
    });
    ddb.on(GetCommand).resolves({ Item: stalled });
    sfn.on(DescribeExecutionCommand).resolves({ status: 'RUNNING' });
    await invoke(handler, proxyEvent('retry-order', { params: { reference: REFERENCE } }));
    expect(sfn.commandCalls(DescribeExecutionCommand)[0]?.args[0].input.executionArn).toBe(
      `arn:aws:states:eu-west-1:000000000000:execution:orders:${REFERENCE}`,
    );
    expect(sfn.commandCalls(StartExecutionCommand)).toHaveLength(0);

    sfn.on(DescribeExecutionCommand).resolves({ status: 'TIMED_OUT' });
    await invoke(handler, proxyEvent('retry-order', { params: { reference: REFERENCE } }));
    expect(sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input.name).toBe(`${REFERENCE}-retry-1`);
  });

  it('does not touch a started order that moved within the stall time', async () => {
    ddb.on(GetCommand).resolves({
      Item: storedOrder({
        paid: true,
        status: 'started',
        step: 'started_poll_for_iccid',
        step_number: 2,
        updated_at: new Date().toISOString(),
      }),
    });
    await invoke(handler, proxyEvent('retry-order', { params: { reference: REFERENCE } }));
    expect(sfn.calls()).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand, { TableName: 'test-orders' })).toHaveLength(0);
  });
});
