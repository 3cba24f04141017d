import { Command } from 'commander';
import { z } from 'zod';
import type { FxReferenceRatesUploadResult } from '@waypost/contracts';
import { CliError, NetworkError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { EcbFeedError, parseEcbXml } from '../../lib/ecb-xml';

/** The ECB's last 90 days of euro reference rates (published around 16:00 CET each TARGET business day). */
export const ECB_FEED_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml';
/** The API takes at most this many snapshots per request (the full history is sent in several). */
const BATCH = 400;

const Schema = z.object({
  feed: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(ECB_FEED_URL),
  json: z.boolean().default(false),
});

async function readFeed(io: Io, url: string): Promise<string> {
  let response: Response;
  try {
    response = await io.fetch(url, { headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    throw new NetworkError(`Could not reach the ECB feed at ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new CliError(`The ECB feed at ${url} answered ${response.status} ${response.statusText}`.trim());
  return response.text();
}

export function fxUpdate(io: Io): Command {
  return new Command('update')
    .description('refresh the exchange-rate table from the ECB reference-rate XML (admins)')
    .option('--feed <url>', `ECB XML to read (eurofxref-daily.xml, eurofxref-hist-90d.xml or eurofxref-hist.xml)`, ECB_FEED_URL)
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(Schema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const snapshots = parseEcbXml(await readFeed(io, options.feed));
        const source = `ECB euro foreign exchange reference rates, ${options.feed}`;
        let result: FxReferenceRatesUploadResult | undefined;
        for (let i = 0; i < snapshots.length; i += BATCH) {
          const batch = await answer(api, api.signedIn.POST('/api/fx/reference-rates', { body: { source, snapshots: snapshots.slice(i, i + BATCH) } }));
          result = { ...batch, stored: (result?.stored ?? 0) + batch.stored };
        }
        if (!result) return;
        if (options.json) return printJson(io, result);
        const first = snapshots[0]!.date;
        const last = snapshots.at(-1)!.date;
        io.stdout.write(
          `Stored ${result.stored} ECB snapshot${result.stored === 1 ? '' : 's'} (${first === last ? first : `${first} to ${last}`}) for ${result.currencies.join(', ')}.\n`,
        );
        io.stdout.write(`Answers now convert with the rates of ${result.latestDate} (older than 7 days before a date draws a warning).\n`);
      } catch (error) {
        handleError(error instanceof EcbFeedError ? new CliError(error.message) : error, io);
      }
    });
}
