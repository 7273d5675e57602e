import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { Catalogue } from '../shared/catalogue/catalogue';
import { BEDROCK_LIMITS, BedrockChatAssistant } from './adapters/bedrock-chat-assistant';
import { LocalChatAssistant } from './adapters/local-chat-assistant';
import { required, type Config } from './lib/config';
import type { ChatAssistant } from './ports/chat-assistant';

/**
 * The support assistant CHAT_ASSISTANT names: `bedrock` (Amazon Bedrock, model BEDROCK_MODEL_ID) in
 * AWS, `local` (no network, deterministic) otherwise.
 */
export function chatAssistantFromConfig(cfg: Config, catalogue: Catalogue, now: () => Date): ChatAssistant {
  if (cfg.CHAT_ASSISTANT === 'local') return new LocalChatAssistant({ catalogue, now });
  const client = new BedrockRuntimeClient({
    region: cfg.AWS_REGION,
    // One retry at most: a throttled model answers the visitor quickly rather than late.
    maxAttempts: 2,
    requestHandler: { requestTimeout: BEDROCK_LIMITS.timeoutMs, connectionTimeout: 3_000 },
  });
  return new BedrockChatAssistant(client, { modelId: required(cfg, 'BEDROCK_MODEL_ID'), catalogue, now });
}
