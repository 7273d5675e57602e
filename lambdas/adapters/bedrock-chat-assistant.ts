import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type Message,
  type Tool,
  type ToolResultContentBlock,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from '../../shared/validation/zod';
import { isoDay } from '../../shared/bundles/planner-link';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { ChatTurn } from '../../shared/support/chat';
import type { ChatAssistant, ChatQuestion } from '../ports/chat-assistant';
import { SHOP_TOOLS, runShopTool } from '../assistant/shop-tools';

/** Bounds of one reply: output tokens per model call, model calls per reply, and time for all of them. */
export const BEDROCK_LIMITS = { maxTokens: 700, maxModelCalls: 4, timeoutMs: 12_000 } as const;

export interface BedrockAssistantOptions {
  modelId: string;
  catalogue: Catalogue;
  now: () => Date;
  limits?: Partial<typeof BEDROCK_LIMITS>;
}

/** The instructions the model gets with every conversation. */
export function systemPrompt(brandName: string, today: Date): string {
  return [
    `You are the support assistant of ${brandName}, a web shop for travel eSIM data bundles.`,
    "Answer in the traveller's language, briefly and kindly.",
    'For any question about which bundle to buy, prices or whether a destination is covered, call search_bundles. Never guess bundles or prices: quote bundle names and prices exactly as the tool returns them (prices include 21% VAT) and give its plannerLink as a Markdown link.',
    'For questions about installing, activation, validity, refunds, dual SIM, coverage, payment, the eSIM status or missing e-mails, call search_help and answer only from the passages it returns, with their link.',
    'If neither tool answers the question, say so and suggest the Send Us a Message form on the support page (a reply by e-mail within 24 hours).',
    'You cannot see orders, payments, eSIMs or any personal data: never ask for them and never claim to know them.',
    'Format: plain text, Markdown links like [label](/path), short lists with "- ", **bold**. No HTML, headings or tables.',
    `Today is ${isoDay(today)}.`,
  ].join('\n');
}

/** Plain JSON data as the SDK's document type (which has no index signature for objects). */
const asDocument = (value: object) => value as ToolResultContentBlock.JsonMember['json'];

const TOOLS: Tool[] = Object.entries(SHOP_TOOLS).map(([name, tool]) => ({
  toolSpec: {
    name,
    description: tool.description,
    inputSchema: { json: asDocument(z.toJSONSchema(tool.input)) },
  },
}));

/**
 * Converse needs a conversation that starts with the user and alternates roles: the browser's history
 * is folded into that shape (leading assistant turns dropped, neighbours of one role joined).
 */
export function conversation(history: readonly ChatTurn[], message: string): Message[] {
  const messages: Message[] = [];
  for (const turn of [...history, { role: 'user' as const, text: message }]) {
    const role = turn.role === 'user' ? 'user' : 'assistant';
    const text = turn.text.trim();
    if (!text || (messages.length === 0 && role === 'assistant')) continue;
    const last = messages.at(-1);
    if (last?.role === role) last.content = [{ text: `${last.content?.[0]?.text ?? ''}\n\n${text}` }];
    else messages.push({ role, content: [{ text }] });
  }
  return messages;
}

/**
 * The assistant in AWS: Amazon Bedrock's Converse API with the shop's bundle search and help search
 * as tools. Each reply is bounded in output tokens, model calls and time.
 */
export class BedrockChatAssistant implements ChatAssistant {
  private readonly limits: typeof BEDROCK_LIMITS;

  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly options: BedrockAssistantOptions,
  ) {
    this.limits = { ...BEDROCK_LIMITS, ...options.limits };
  }

  async reply({ message, history, brandName }: ChatQuestion): Promise<string> {
    const today = this.options.now();
    const messages = conversation(history, message);
    const abortSignal = AbortSignal.timeout(this.limits.timeoutMs);
    for (let call = 0; call < this.limits.maxModelCalls; call += 1) {
      const out = await this.client.send(
        new ConverseCommand({
          modelId: this.options.modelId,
          system: [{ text: systemPrompt(brandName, today) }],
          // A copy: the conversation grows after the call, the request must not.
          messages: [...messages],
          inferenceConfig: { maxTokens: this.limits.maxTokens, temperature: 0.2 },
          toolConfig: { tools: TOOLS },
        }),
        { abortSignal },
      );
      const content = out.output?.message?.content ?? [];
      if (out.stopReason !== 'tool_use') {
        return content.map((block) => block.text ?? '').join('');
      }
      messages.push({ role: 'assistant', content });
      messages.push({ role: 'user', content: this.runTools(content, brandName, today) });
    }
    // Still asking for tools after the last allowed call: no answer rather than an unbounded loop.
    return '';
  }

  private runTools(content: ContentBlock[], brandName: string, today: Date): ContentBlock[] {
    const context = { catalogue: this.options.catalogue, brandName, today };
    return content.flatMap((block) => {
      const use = block.toolUse;
      if (!use?.toolUseId) return [];
      const outcome = runShopTool(use.name ?? '', use.input, context);
      const result: ToolResultContentBlock = outcome.ok
        ? { json: asDocument(outcome.json) }
        : { text: outcome.error };
      return [
        {
          toolResult: {
            toolUseId: use.toolUseId,
            content: [result],
            ...(!outcome.ok && { status: 'error' as const }),
          },
        },
      ];
    });
  }
}
