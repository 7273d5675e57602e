import {
  BedrockRuntimeClient,
  ConverseCommand,
  ThrottlingException,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import { formatEur } from '../../shared/pricing/money';
import { plannerResults } from '../testing/judge-answer';
import { BEDROCK_LIMITS, BedrockChatAssistant, conversation } from './bedrock-chat-assistant';

const TODAY = new Date(2026, 10, 20, 10, 0);
const catalogue = loadCatalogue();
const bedrock = mockClient(BedrockRuntimeClient);
const assistant = () =>
  new BedrockChatAssistant(new BedrockRuntimeClient({ region: 'eu-west-1' }), {
    modelId: 'eu.amazon.nova-lite-v1:0',
    catalogue,
    now: () => TODAY,
  });

const modelSays = (text: string): ConverseCommandOutput => ({
  $metadata: {},
  stopReason: 'end_turn',
  output: { message: { role: 'assistant', content: [{ text }] } },
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
});
const modelCalls = (toolUseId: string, name: string, input: unknown): ConverseCommandOutput => ({
  ...modelSays(''),
  stopReason: 'tool_use',
  output: {
    message: {
      role: 'assistant',
      content: [{ text: 'Let me look.' }, { toolUse: { toolUseId, name, input: input as never } }],
    },
  },
});
const question = (message: string) => ({ message, history: [], brandName: 'Skyroam' });
const calls = () => bedrock.commandCalls(ConverseCommand).map((call) => call.args[0].input);

beforeEach(() => bedrock.reset());

describe('the Bedrock assistant', () => {
  it('runs the shop’s bundle search when the model asks for it and answers with the model’s final text', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelCalls('tool-1', 'search_bundles', { countries: ['Spanien', 'IT'], days: 12 }))
      .resolvesOnce(
        modelSays('Europe 10GB for €30.46: [open the planner](/bundleselector?countries=ES,IT&days=12)'),
      );

    const reply = await assistant().reply(question('Spain and Italy for 12 days?'));

    expect(reply).toBe('Europe 10GB for €30.46: [open the planner](/bundleselector?countries=ES,IT&days=12)');
    const [first, second] = calls();
    expect(first?.modelId).toBe('eu.amazon.nova-lite-v1:0');
    expect(first?.inferenceConfig?.maxTokens).toBe(BEDROCK_LIMITS.maxTokens);
    expect(first?.system?.[0]?.text).toContain('support assistant of Skyroam');
    expect(first?.system?.[0]?.text).toContain('Today is 2026-11-20.');
    expect(first?.toolConfig?.tools?.map((tool) => tool.toolSpec?.name)).toEqual([
      'search_bundles',
      'search_help',
    ]);

    // The second call carries the model's tool request and the planner's own answer to it.
    const [, asked, answered] = second?.messages ?? [];
    expect(asked?.role).toBe('assistant');
    expect(answered?.role).toBe('user');
    const result = answered?.content?.[0]?.toolResult;
    expect(result?.toolUseId).toBe('tool-1');
    expect(result?.status).toBeUndefined();
    const json = result?.content?.[0]?.json as {
      offers: { name: string; price: string }[];
      plannerLink: string;
    };
    expect(json.plannerLink).toBe('/bundleselector?countries=ES,IT&days=12');
    const planner = plannerResults(catalogue, json.plannerLink, TODAY).slice(0, 3);
    expect(json.offers.map((o) => `${o.name} ${o.price}`)).toEqual(
      planner.map((o) => `${o.name} ${formatEur(o.priceWithVat)}`),
    );
  });

  it('answers help questions from the shop’s own passages', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelCalls('tool-2', 'search_help', { query: 'refund' }))
      .resolvesOnce(modelSays('You can be refunded if it fails on our side.'));
    await assistant().reply(question('Can I get my money back?'));
    const result = calls()[1]?.messages?.at(-1)?.content?.[0]?.toolResult;
    const json = result?.content?.[0]?.json as { passages: { title: string; link: string }[] };
    expect(json.passages[0]).toMatchObject({ title: 'Refunds and Cancellations', link: '/terms' });
  });

  it('tells the model when its tool call is malformed, instead of running it', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelCalls('tool-3', 'search_bundles', { countries: [], days: -4 }))
      .resolvesOnce(modelCalls('tool-4', 'read_orders', { email: 'ada@example.com' }))
      .resolvesOnce(modelSays('Sorry.'));
    expect(await assistant().reply(question('Spain?'))).toBe('Sorry.');
    const [, second, third] = calls();
    expect(second?.messages?.at(-1)?.content?.[0]?.toolResult).toMatchObject({
      toolUseId: 'tool-3',
      status: 'error',
    });
    expect(third?.messages?.at(-1)?.content?.[0]?.toolResult).toMatchObject({
      toolUseId: 'tool-4',
      status: 'error',
      content: [{ text: 'There is no tool called read_orders.' }],
    });
  });

  it('gives up with no answer when the model keeps asking for tools', async () => {
    bedrock.on(ConverseCommand).resolves(modelCalls('tool-5', 'search_help', { query: 'esim' }));
    expect(await assistant().reply(question('What is an eSIM?'))).toBe('');
    expect(calls()).toHaveLength(BEDROCK_LIMITS.maxModelCalls);
  });

  it('lets a throttling error through, for the chat to report as a failure', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: {} }));
    await expect(assistant().reply(question('Hi'))).rejects.toBeInstanceOf(ThrottlingException);
  });

  it('bounds every call in time', async () => {
    bedrock.on(ConverseCommand).resolves(modelSays('ok'));
    await assistant().reply(question('Hi'));
    // The mock records the send options after the command.
    const options = (bedrock.commandCalls(ConverseCommand)[0]?.args as unknown[] | undefined)?.[1] as
      { abortSignal?: AbortSignal } | undefined;
    expect(options?.abortSignal).toBeInstanceOf(AbortSignal);
  });
});

describe('the conversation sent to the model', () => {
  it('starts with the visitor, alternates roles and ends with the new question', () => {
    const messages = conversation(
      [
        { role: 'bot', text: 'Hi! How can I help?' },
        { role: 'user', text: 'Spain for 12 days' },
        { role: 'user', text: 'with Italy' },
        { role: 'bot', text: 'Europe 10GB…' },
      ],
      'and for 20 days?',
    );
    expect(messages.map((m) => [m.role, m.content?.[0]?.text])).toEqual([
      ['user', 'Spain for 12 days\n\nwith Italy'],
      ['assistant', 'Europe 10GB…'],
      ['user', 'and for 20 days?'],
    ]);
  });
});
