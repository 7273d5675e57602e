import { Badge, Button, HStack, Image, Input, List, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  providerEndpointPath,
  PROVIDER_ENDPOINTS,
  SAMPLE_ICCID,
  TEST_DEFAULTS,
} from '@shared/api/provider-endpoints';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { ApiRequestError } from '@/lib/api-client';
import { useCatalogueCheck, useStartTestOrder, useTestOrderProgress } from '../api/order-test-api';
import { useProviderCall } from '../api/staff-api';
import { FULL_FLOW_STEPS, fullFlowStatuses, type FlowStepStatus } from '../utils/full-flow-steps';
import { JsonView } from './json-view';

export const ORDER_TEST_TABS = [
  { value: 'connectivity', label: 'Travel Connectivity' },
  { value: 'full-flow', label: 'Full Order Flow' },
  { value: 'allocation', label: 'eSIM Allocation' },
  { value: 'qr-code', label: 'QR Code Generation' },
  { value: 'status', label: 'eSIM Status' },
] as const;
export type OrderTestTab = (typeof ORDER_TEST_TABS)[number]['value'];

const endpoint = (id: string) => PROVIDER_ENDPOINTS.find((e) => e.id === id)!;
const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'API request failed';

/** A test's request and response JSON, side by side, under its Run Test button. */
function Exchange({ request, response, error }: { request: unknown; response: unknown; error?: unknown }) {
  return (
    <Stack gap="3">
      {Boolean(error) && <InlineAlert status="error">{errorText(error)}</InlineAlert>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="1">
          <Text fontWeight="semibold">Request</Text>
          <JsonView label="Request JSON" value={request ?? {}} />
        </Stack>
        <Stack gap="1">
          <Text fontWeight="semibold">Response</Text>
          <JsonView label="Response JSON" value={response ?? {}} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function IccidInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label="ICCID">
      <HStack width="full">
        <Input value={value} onChange={(event) => onChange(event.target.value)} inputMode="numeric" />
        <Button variant="outline" onClick={() => onChange(SAMPLE_ICCID)} flexShrink="0">
          Use Sample ICCID
        </Button>
      </HStack>
    </FormField>
  );
}

/** A provider call through the proxy: its fields, Run Test, and what went out and came back. */
function ProviderTest({
  endpointId,
  describe,
  fields,
  values,
  body,
  children,
}: {
  endpointId: string;
  describe: string;
  fields: ReactNode;
  values: Record<string, string>;
  body?: Record<string, unknown>;
  children?: (response: unknown) => ReactNode;
}) {
  const call = useProviderCall();
  const [request, setRequest] = useState<unknown>(null);
  const target = endpoint(endpointId);
  const run = () => {
    const sent = { method: target.method, path: providerEndpointPath(target, values), ...(body && { body }) };
    setRequest(sent);
    call.mutate(sent);
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">{describe}</Text>
      {fields}
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={run}
        loading={call.isPending}
        loadingText="Running..."
      >
        Run Test
      </Button>
      {call.data && children?.(call.data.body)}
      {(request !== null || call.error) && (
        <Exchange request={request} response={call.data} error={call.error} />
      )}
    </Stack>
  );
}

const STATUS_PALETTE: Record<FlowStepStatus, string | undefined> = {
  pending: undefined,
  processing: 'warning',
  completed: 'success',
  error: 'danger',
};

/** Full Order Flow: a free test order through the real pipeline, its four steps shown live. */
function FullOrderFlow() {
  const [bundleId, setBundleId] = useState<string>(TEST_DEFAULTS.bundleId);
  const [reference, setReference] = useState<string | null>(null);
  const start = useStartTestOrder();
  const progress = useTestOrderProgress(reference);
  const statuses = fullFlowStatuses(
    progress.data ?? null,
    start.isPending || (Boolean(reference) && !progress.data),
  );
  const run = () => {
    setReference(null);
    start.mutate({ bundleId }, { onSuccess: (answer) => setReference(answer.orderReference) });
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Places a free test order for your own e-mail and follows it through the real order pipeline. Test
        orders are marked as such and never count as revenue.
      </Text>
      <FormField label="Bundle ID">
        <Input value={bundleId} onChange={(event) => setBundleId(event.target.value)} />
      </FormField>
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={run}
        loading={start.isPending}
        loadingText="Running..."
      >
        Run Test
      </Button>
      <List.Root as="ol" gap="2" listStyleType="none" aria-label="Order flow steps">
        {FULL_FLOW_STEPS.map((step, index) => (
          <List.Item key={step.label} display="flex" gap="3" alignItems="center">
            <Text minW="44">{step.label}</Text>
            <Badge colorPalette={STATUS_PALETTE[statuses[index]!]} data-testid={`flow-step-${index}`}>
              {statuses[index]}
            </Badge>
          </List.Item>
        ))}
      </List.Root>
      {progress.data?.errorMessage && <InlineAlert status="error">{progress.data.errorMessage}</InlineAlert>}
      {(start.data || start.error) && (
        <Exchange
          request={{ method: 'POST', path: '/api/admin/test-orders', body: { bundleId } }}
          response={progress.data ?? start.data}
          error={start.error ?? progress.error}
        />
      )}
    </Stack>
  );
}

function TravelConnectivity() {
  const check = useCatalogueCheck();
  const summary = check.data && {
    zones: check.data.zones.length,
    countries: new Set(check.data.zones.flatMap((zone) => zone.countries.map((country) => country.name)))
      .size,
    activeBundles: check.data.bundles.length,
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Loads the catalogue the planner works from: zones, countries and active bundles.
      </Text>
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={() => check.mutate()}
        loading={check.isPending}
        loadingText="Running..."
      >
        Run Test
      </Button>
      {(check.data || check.error) && (
        <Exchange
          request={{ method: 'GET', path: '/api/catalogue' }}
          response={summary}
          error={check.error}
        />
      )}
    </Stack>
  );
}

/** The order test page: the order pipeline's parts, each with a Run Test, and the whole flow. */
export function OrderTestPage({ defaultTab = 'connectivity' }: { defaultTab?: OrderTestTab }) {
  const [bundleId, setBundleId] = useState<string>(TEST_DEFAULTS.bundleId);
  const [iccid, setIccid] = useState('');
  return (
    <SectionCard title="Order Flow Tests">
      <Tabs.Root defaultValue={defaultTab} variant="line" colorPalette="brand" lazyMount>
        <Tabs.List overflowX="auto" mb="4">
          {ORDER_TEST_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="connectivity">
          <TravelConnectivity />
        </Tabs.Content>
        <Tabs.Content value="full-flow">
          <FullOrderFlow />
        </Tabs.Content>
        <Tabs.Content value="allocation">
          <ProviderTest
            endpointId="allocate-profile"
            describe="Asks the eSIM provider for a new profile of the bundle (a real allocation)."
            values={{ bundleId }}
            body={{ customReference: `order-test-${bundleId}`, apns: [] }}
            fields={
              <FormField label="Bundle ID">
                <Input value={bundleId} onChange={(event) => setBundleId(event.target.value)} />
              </FormField>
            }
          />
        </Tabs.Content>
        <Tabs.Content value="qr-code">
          <ProviderTest
            endpointId="get-qr-code"
            describe="Fetches the activation QR code of an eSIM from the provider."
            values={{ idValue: iccid }}
            fields={<IccidInput value={iccid} onChange={setIccid} />}
          >
            {(body) =>
              typeof body === 'string' && body.startsWith('data:image/') ? (
                <Image src={body} alt="eSIM QR code" maxW="250px" />
              ) : null
            }
          </ProviderTest>
        </Tabs.Content>
        <Tabs.Content value="status">
          <ProviderTest
            endpointId="get-bundle"
            describe="Reads the bundle status of an eSIM: balance, expiry and allocation."
            values={{ idValue: iccid }}
            fields={<IccidInput value={iccid} onChange={setIccid} />}
          />
        </Tabs.Content>
      </Tabs.Root>
    </SectionCard>
  );
}
