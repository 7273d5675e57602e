import { Alert, Button, Card, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import type { EsimStatusRequest, EsimStatusResponse } from '@shared/api/esim.schema';
import { MESSAGES } from '@shared/validation/messages';
import { isUsableProof, type EmailProof } from '@/components/email-proof/email-proof';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { topUpApi } from '@/lib/api/top-up';
import { lazyNamed } from '@/lib/lazy-named';
import { useCheckEsimStatus } from '../api/check-esim-status';
import { ForgotIccidDialog } from './forgot-iccid-dialog';
import { NoEsimFound } from './no-esim-found';
import { useSectionHeading } from '@/components/ui/section-level';

// What a result shows (the eSIM's details and its top-up offer) loads when a check is sent, not with
// the page: the first view is the form alone.
const loadDetails = () => import('@/components/esim/esim-details');
const loadTopUp = () => import('@/components/top-up/top-up-action');
const EsimStatusDetails = lazyNamed(loadDetails, 'EsimStatusDetails');
const TopUpAction = lazyNamed(loadTopUp, 'TopUpAction');
// The one-time-code step for an e-mail without an ICCID loads when the visitor asks for it.
const OwnEsimsProof = lazyNamed(() => import('./own-esims-proof'), 'OwnEsimsProof');
// The form's rules (the API's field schemas, zod with them) load when the form is first used, not
// with the page: they are not needed to show it.
const loadRules = () => import('@shared/validation/rules');

type Problem = { field: 'email' | 'iccid' | null; message: string; noEsim?: boolean };

/** Toasts the details the provider could not deliver, so the buyer knows why a part is missing. */
function reportMissingActivation(result: EsimStatusResponse) {
  const { activationCode, qrCodeDataUrl } = result.esim;
  if (!activationCode && !qrCodeDataUrl)
    toaster.create({ type: 'error', title: MESSAGES.status.activationInfoFailed });
  else if (!activationCode) toaster.create({ type: 'error', title: MESSAGES.status.activationCodeFailed });
  else if (!qrCodeDataUrl) toaster.create({ type: 'error', title: MESSAGES.status.qrCodeFailed });
}

type StatusCheckerProps = {
  /** Prefills the ICCID, e.g. when arriving from the success page. */
  initialIccid?: string;
};

/** The eSIM status checker: e-mail and ICCID in, status, usage and activation details out. */
export function StatusChecker({ initialIccid = '' }: StatusCheckerProps) {
  const heading = useSectionHeading();
  const [email, setEmail] = useState('');
  const [iccid, setIccid] = useState(initialIccid);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<EsimStatusResponse | null>(null);
  const verifiedEmail = useRef<string | null>(null);
  /** The e-mail the shown eSIM was checked with: a top-up is bought for it. */
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  /** An e-mail was given without an ICCID: its owner may prove it with a mailed code instead. */
  const [offerProof, setOfferProof] = useState(false);
  const [provingEmail, setProvingEmail] = useState(false);
  /** The proof of the checked e-mail, which the picker of its eSIMs sends with each choice. */
  const proof = useRef<EmailProof | null>(null);
  const status = useCheckEsimStatus();

  async function run(request: EsimStatusRequest) {
    void loadDetails();
    void loadTopUp();
    const answer = await status.mutateAsync(request);
    verifiedEmail.current = request.email ?? null;
    setCheckedEmail(request.email ?? null);
    setResult(answer);
    reportMissingActivation(answer);
  }

  function report(error: Error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      setResult(null);
      setProblem({ field: null, message: error.message, noEsim: true });
    } else if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      setResult(null);
      const field = error.fields.iccid ? 'iccid' : error.fields.email ? 'email' : null;
      setProblem({ field, message: error.message });
    } else {
      toaster.create({ type: 'error', title: MESSAGES.status.checkFailed, description: error.message });
    }
  }

  function check(request: EsimStatusRequest) {
    run(request).catch(report);
  }

  /** The proven owner's check: every eSIM of the address, the first one shown. */
  async function checkOwn(address: string, held: EmailProof) {
    try {
      await run({ email: address, proof: held.proof });
    } catch (error) {
      // A refused code or proof stays in the code step; anything else is the checker's to show.
      if (error instanceof ApiRequestError && error.status === 403) throw error;
      setProvingEmail(false);
      report(error as Error);
      return;
    }
    proof.current = held;
    setEmail(address);
    setIccid('');
    setProblem(null);
    setOfferProof(false);
    setProvingEmail(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: MESSAGES.status.checkFailed,
        description: (error as Error).message,
      });
      return;
    }
    const input = rules.statusCheckInput({ email, iccid });
    setOfferProof(!input.ok && input.message === MESSAGES.status.iccidNeeded);
    if (!input.ok) {
      setProblem({ field: input.field, message: input.message });
      return;
    }
    setProblem(null);
    proof.current = null;
    check({ email: input.email, iccid: input.iccid });
  }

  function pick(next: string) {
    const held = verifiedEmail.current ? proof.current : null;
    check({
      email: verifiedEmail.current,
      iccid: next,
      ...(isUsableProof(held, verifiedEmail.current ?? '') && { proof: held.proof }),
    });
  }

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="status-checker-title">
        <Card.Header>
          <Card.Title as={heading} id="status-checker-title">
            Check your eSIM
          </Card.Title>
          <Text color="fg.muted" fontSize="sm">
            Enter the email address of your purchase together with your eSIM's ICCID.
          </Text>
        </Card.Header>
        <Card.Body>
          {provingEmail ? (
            <Suspense fallback={null}>
              <OwnEsimsProof
                email={email.trim()}
                onProof={checkOwn}
                onCancel={() => setProvingEmail(false)}
              />
            </Suspense>
          ) : (
            <form
              onSubmit={(event) => void submit(event)}
              onFocus={() => void loadRules().catch(() => undefined)}
              noValidate
              aria-labelledby="status-checker-title"
            >
              <Stack gap="4">
                <FormField label="Email Address" error={problem?.field === 'email' ? problem.message : null}>
                  <Input
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                </FormField>
                <FormField
                  label="ICCID"
                  labelEnd={<ForgotIccidDialog />}
                  error={problem?.field === 'iccid' ? problem.message : null}
                >
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="89..."
                    value={iccid}
                    onChange={(event) => setIccid(event.target.value)}
                  />
                </FormField>
                {problem && problem.field === null && !problem.noEsim && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Description>{problem.message}</Alert.Description>
                  </Alert.Root>
                )}
                {offerProof && problem?.field === 'iccid' && (
                  <Alert.Root status="info" role="region" aria-label="Check without ICCID">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Description>
                        No ICCID at hand? Confirm your email address with a code we send to it, and see all
                        the eSIMs bought with it.
                      </Alert.Description>
                      <Button
                        size="sm"
                        colorPalette="brand"
                        variant="outline"
                        mt="3"
                        alignSelf="start"
                        onClick={() => setProvingEmail(true)}
                      >
                        Email me a code
                      </Button>
                    </Alert.Content>
                  </Alert.Root>
                )}
                {problem?.noEsim && <NoEsimFound message={problem.message} />}
                <HStack gap="3" wrap="wrap">
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={status.isPending}
                    loadingText="Checking..."
                  >
                    Check Status
                  </Button>
                  <Button asChild variant="outline">
                    <a href={paths.faq} target="_blank" rel="noopener noreferrer">
                      Help me with installation (FAQ)
                    </a>
                  </Button>
                </HStack>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>

      {result && result.iccids.length > 1 && (
        <FormField label="Your eSIMs">
          <NativeSelect.Root disabled={status.isPending}>
            <NativeSelect.Field value={result.esim.iccid} onChange={(event) => pick(event.target.value)}>
              {result.iccids.map((option, index) => (
                <option key={option} value={option}>
                  {`eSIM ${index + 1} - ${option}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      {result && (
        <Suspense fallback={null}>
          <EsimStatusDetails
            key={result.esim.iccid}
            esim={result.esim}
            afterUsage={
              checkedEmail ? (
                <TopUpAction email={checkedEmail} iccid={result.esim.iccid} api={topUpApi} />
              ) : undefined
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}
