import type { AdminEsimsResponse } from '../../shared/api/admin.schema';
import { remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { EsimProvider, ProviderHttpResult } from '../ports/esim-provider';
import type { Mailer } from '../ports/mailer';

/** The admin's SIM overview: every SIM the provider knows, with its bundle status. */
export async function listAdminEsims(deps: {
  provider: EsimProvider;
  now: () => Date;
}): Promise<AdminEsimsResponse> {
  let sims;
  try {
    sims = await deps.provider.listSims();
  } catch (error) {
    throw new UpstreamError(MESSAGES.status.bundleStatusFailed, error);
  }
  return {
    sims: sims.map((sim) => {
      const status = sim.status ?? { iccid: sim.iccid };
      return {
        iccid: sim.iccid,
        usageStatus: usageStatus(status, deps.now()),
        bundleId: sim.status?.bundleId ?? null,
        bundleExpiry: sim.status?.bundleExpiry ?? null,
        remainingMb: remainingMb(status),
        totalMb: sim.status?.totalDataAllocation ?? null,
        customReference: sim.customReference,
      };
    }),
  };
}

/** The staff API console's call, made by the server so that the provider token never reaches a browser. */
export async function proxyProviderCall(
  deps: { provider: EsimProvider },
  request: { method: string; path: string; body?: unknown },
): Promise<ProviderHttpResult> {
  try {
    return await deps.provider.call(request.method, request.path, request.body);
  } catch (error) {
    throw new UpstreamError(MESSAGES.console.networkFailed, error);
  }
}

const textFromHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The e-mail test page: sends one message as given; a failure is reported, not thrown. */
export async function sendTestEmail(
  deps: { mailer: Mailer },
  input: { to: string; subject: string; html: string; from?: string },
): Promise<{ success: boolean; error?: string }> {
  try {
    await deps.mailer.send({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: textFromHtml(input.html),
      ...(input.from && { from: input.from }),
    });
    return { success: true };
  } catch (error) {
    logger.warn('Test e-mail failed', { error: error as Error });
    return { success: false, error: MESSAGES.mail.sendFailed };
  }
}
