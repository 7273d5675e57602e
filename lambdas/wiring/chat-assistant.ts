import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { BEDROCK_LIMITS, BedrockChatAssistant } from '../adapters/bedrock-chat-assistant';
import { LocalChatAssistant } from '../adapters/local-chat-assistant';
import { resource } from '../config/environment';
import type { ChatAssistant } from '../ports/chat-assistant';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';
import { catalogue, now } from './shop';

/**
 * The support assistant the function is configured with: Amazon Bedrock (the stage's model) in AWS,
 * the local assistant (no network, deterministic) otherwise.
 */
export const chatAssistant = lazy((): ChatAssistant => {
  const setting = resource('chatAssistant');
  if (setting.kind === 'local') return new LocalChatAssistant({ catalogue: catalogue(), now });
  const client = new BedrockRuntimeClient({
    ...awsClientConfig(),
    // One retry at most: a throttled model answers the visitor quickly rather than late.
    maxAttempts: 2,
    requestHandler: { requestTimeout: BEDROCK_LIMITS.timeoutMs, connectionTimeout: 3_000 },
  });
  return new BedrockChatAssistant(client, { modelId: setting.modelId, catalogue: catalogue(), now });
});
