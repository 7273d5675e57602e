import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { BEDROCK_LIMITS, BedrockChatAssistant } from '../adapters/bedrock-chat-assistant';
import { LocalChatAssistant } from '../adapters/local-chat-assistant';
import { resource } from '../config/environment';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { ChatAssistant } from '../ports/chat-assistant';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';
import { catalogue } from './published-catalogue';
import { now } from './shop';

/**
 * The support assistant the function is configured with: Amazon Bedrock (the stage's model) in AWS,
 * the local assistant (no network, deterministic) otherwise.
 */
export async function chatAssistant(): Promise<ChatAssistant> {
  const current = await catalogue();
  const kept = assistants();
  if (kept.catalogue !== current) {
    kept.catalogue = current;
    kept.assistant = buildAssistant(current);
  }
  return kept.assistant!;
}

/** The assistant of the catalogue last read: built again when a newly published one comes. */
const assistants = lazy((): { catalogue?: Catalogue; assistant?: ChatAssistant } => ({}));

const bedrockClient = lazy(
  () =>
    new BedrockRuntimeClient({
      ...awsClientConfig(),
      // One retry at most: a throttled model answers the visitor quickly rather than late.
      maxAttempts: 2,
      requestHandler: { requestTimeout: BEDROCK_LIMITS.timeoutMs, connectionTimeout: 3_000 },
    }),
);

function buildAssistant(catalogue: Catalogue): ChatAssistant {
  const setting = resource('chatAssistant');
  if (setting.kind === 'local') return new LocalChatAssistant({ catalogue, now });
  return new BedrockChatAssistant(bedrockClient(), { modelId: setting.modelId, catalogue, now });
}
