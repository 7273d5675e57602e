import {
  Badge,
  Button,
  Card,
  Code,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { CONSOLE_TOKEN_UNAVAILABLE } from '@shared/api/admin.schema';
import { iccidField } from '@shared/api/fields';
import {
  PROVIDER_ENDPOINT_TABS,
  PROVIDER_ENDPOINTS,
  SAMPLE_ICCID,
  providerEndpointPath,
  type ProviderEndpoint,
} from '@shared/api/provider-endpoints';
import type { ResponseOf } from '@shared/api/routes';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useProviderCall } from '../api/staff-api';
import { JsonView } from './json-view';

type ProxyResult = ResponseOf<'provider-proxy'>;

const INVALID_JSON = 'The request body is not valid JSON';
const ALIAS_RANGE = 'aliasNo must be 1, 2, 3 or 4';

/** Tells the admin how the call went, with the spec's toasts. */
function announce(result: ProxyResult | ApiRequestError | Error) {
  if (result instanceof ApiRequestError && result.code === CONSOLE_TOKEN_UNAVAILABLE) {
    toaster.error({
      title: MESSAGES.console.tokenMissing.title,
      description: MESSAGES.console.tokenMissing.description,
    });
  } else if (result instanceof Error) {
    toaster.error({
      title: MESSAGES.console.callFailed,
      description:
        result instanceof ApiRequestError && result.status === 0
          ? MESSAGES.console.networkFailed
          : result.message,
    });
  } else if (result.status >= 200 && result.status < 300) {
    toaster.success({ title: MESSAGES.console.callSucceeded, description: `Status ${result.status}` });
  } else {
    toaster.error({ title: MESSAGES.console.callFailed, description: `Status ${result.status}` });
  }
}

const isImage = (body: unknown): body is string => typeof body === 'string' && body.startsWith('data:image/');

function ResultPanel({ result }: { result: ProxyResult }) {
  const ok = result.status >= 200 && result.status < 300;
  return (
    <Stack gap="3" aria-label="Result" role="group">
      <HStack gap="4" wrap="wrap">
        <Text>
          Status:{' '}
          <Badge colorPalette={ok ? 'success' : 'danger'} data-testid="result-status">
            {result.status}
          </Badge>
        </Text>
        <Text>Time: {Math.round(result.durationMs)} ms</Text>
      </HStack>
      {isImage(result.body) ? (
        <Image src={result.body} alt="Response image" maxW="250px" />
      ) : (
        <JsonView label="Response body" value={result.body} />
      )}
      <JsonView label="Response headers" value={result.headers} />
    </Stack>
  );
}

/** One endpoint test card: method, path, description, editable parameters and body, and its result. */
function EndpointCard({ endpoint, iccid }: { endpoint: ProviderEndpoint; iccid: string }) {
  const [parameters, setParameters] = useState<Record<string, string>>({ ...endpoint.parameters });
  const [bodyText, setBodyText] = useState(endpoint.body ? JSON.stringify(endpoint.body, null, 2) : '');
  const [problem, setProblem] = useState<{ field: 'iccid' | 'body'; message: string } | null>(null);
  const [result, setResult] = useState<ProxyResult | null>(null);
  const call = useProviderCall();
  const titleId = `endpoint-${endpoint.id}`;

  const run = () => {
    setProblem(null);
    const needsIccid = endpoint.path.includes('{idValue}');
    const parsedIccid = iccidField().safeParse(iccid);
    if (needsIccid && !parsedIccid.success) {
      setProblem({ field: 'iccid', message: MESSAGES.iccid.invalidEntry });
      return;
    }
    let body: Record<string, unknown> | undefined;
    if (endpoint.body) {
      try {
        const value: unknown = JSON.parse(bodyText || '{}');
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          throw new Error(INVALID_JSON);
        body = value as Record<string, unknown>;
      } catch {
        setProblem({ field: 'body', message: INVALID_JSON });
        return;
      }
      if ('aliasNo' in body && ![1, 2, 3, 4].includes(Number(body['aliasNo']))) {
        setProblem({ field: 'body', message: ALIAS_RANGE });
        return;
      }
    }
    const path = providerEndpointPath(endpoint, { ...parameters, idValue: parsedIccid.data ?? '' });
    call.mutate(
      { method: endpoint.method, path, ...(body && { body }) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          announce(answer);
        },
        onError: (error) => {
          setResult(null);
          announce(error);
        },
      },
    );
  };

  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="solid">
            {endpoint.method}
          </Badge>
          <Card.Title id={titleId}>{endpoint.name}</Card.Title>
        </HStack>
        <Code fontSize="xs" wordBreak="break-all" bg="transparent" px="0">
          {endpoint.path}
        </Code>
        <Text fontSize="sm" color="fg.muted">
          {endpoint.description}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {Object.keys(parameters).map((name) => (
            <FormField key={name} label={name}>
              <Input
                size="sm"
                value={parameters[name] ?? ''}
                onChange={(event) => setParameters({ ...parameters, [name]: event.target.value })}
              />
            </FormField>
          ))}
          {endpoint.body && (
            <FormField
              label="Request body (JSON)"
              error={problem?.field === 'body' ? problem.message : undefined}
            >
              <Textarea
                size="sm"
                fontFamily="mono"
                rows={Math.min(8, bodyText.split('\n').length + 1)}
                value={bodyText}
                onChange={(event) => setBodyText(event.target.value)}
              />
            </FormField>
          )}
          {problem?.field === 'iccid' && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {problem.message}
            </Text>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            alignSelf="flex-start"
            onClick={run}
            loading={call.isPending}
            loadingText="Sending..."
          >
            Send Request
          </Button>
          {result && <ResultPanel result={result} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /api-test: every provider endpoint of the console table, called through the admin-only proxy. */
export function ApiTestConsole() {
  const [iccid, setIccid] = useState('');
  return (
    <Stack gap="6">
      <FormField label="ICCID" helperText="Used by every endpoint whose path has {idValue}.">
        <HStack width="full">
          <Input value={iccid} onChange={(event) => setIccid(event.target.value)} inputMode="numeric" />
          <Button variant="outline" onClick={() => setIccid(SAMPLE_ICCID)} flexShrink="0">
            Use Sample ICCID
          </Button>
        </HStack>
      </FormField>
      <Tabs.Root defaultValue="main" variant="line" colorPalette="brand">
        <Tabs.List overflowX="auto" mb="4">
          {PROVIDER_ENDPOINT_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PROVIDER_ENDPOINT_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {PROVIDER_ENDPOINTS.filter((endpoint) => endpoint.category === tab.value).map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} iccid={iccid} />
              ))}
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
