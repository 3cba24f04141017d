import { Command } from 'commander';
import { z } from 'zod';
import { AUTONOMY_MESSAGES, FALLBACK_INTELLIGENCE, statusColour, type AutonomyIntelligence } from '@waypost/contracts';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { printJson } from '../lib/output';

// ── waypost monitor: the Autonomous System Monitor in a terminal, refreshed every 30 s ──

const ANSI = { green: '\u001b[32m', yellow: '\u001b[33m', red: '\u001b[31m', grey: '\u001b[90m', reset: '\u001b[0m' };
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

export function renderFrame(data: AutonomyIntelligence, options: { colour: boolean; error?: string; now: Date }): string {
  const paint = (status: string) => (options.colour ? `${ANSI[statusColour(status)]}${status}${ANSI.reset}` : status);
  const h = data.systemHealth;
  const m = h.performanceMetrics;
  const lines = [`Autonomous System Monitor   overall: ${paint(String(h.overallStatus))}   ${options.now.toISOString().replace('T', ' ').slice(0, 19)}Z`];
  if (options.error) lines.push(`${AUTONOMY_MESSAGES.monitoringUnavailable.title}: ${AUTONOMY_MESSAGES.monitoringUnavailable.description} (${options.error})`);
  lines.push(
    '',
    `Autonomy level ${pct(data.autonomyLevel)}   Decisions today ${data.decisionsMadeToday}   Learning ${pct(data.learningProgress)}   Contingency readiness ${pct(data.contingencyReadiness)}`,
    `Subsystems: AI engine ${paint(h.subsystems.aiEngine)} · carriers ${paint(h.subsystems.carriers)} · payments ${paint(h.subsystems.payments)} · compliance ${paint(h.subsystems.compliance)}`,
    `Performance: ${m.responseTime} ms · success ${pct(m.successRate)} · errors ${pct(m.errorRate)} · ${m.throughput} req/s`,
    `Automation: ${data.automationPaused ? 'PAUSED' : 'running'}`,
    '',
    'Active crises:',
    ...(data.activeCrises?.length
      ? data.activeCrises.map((c) => `  ${c.crisisType}${c.carrierId ? ` ${c.carrierId}` : ''} (${c.severity}) since ${c.activatedAt}  id ${c.id}`)
      : ['  none']),
    `Queue: ${data.surgeQueue?.length ?? 0} shipment(s) held${data.surgeQueue?.length ? ` (${[...new Set(data.surgeQueue.map((q) => q.code))].join(', ')})` : ''}`,
    'Predictive alerts:',
    ...(h.predictiveAlerts.length ? h.predictiveAlerts.map((a) => `  ! ${a}`) : ['  none']),
    ...(data.predictiveInsights.length ? ['Insights:', ...data.predictiveInsights.map((i) => `  - ${i}`)] : []),
  );
  return `${lines.join('\n')}\n`;
}

export function monitor(io: Io): Command {
  return new Command('monitor')
    .description('live view of the autonomous intelligence, refreshed every 30 s (admins)')
    .option('--once', 'print one frame and exit')
    .option('--interval <seconds>', 'refresh interval', '30')
    .option('--json', 'print the intelligence as JSON (implies --once)')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ once: z.boolean().default(false), interval: z.coerce.number().positive().default(30), json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const tty = Boolean(io.stdout.isTTY);
        for (;;) {
          let data: AutonomyIntelligence;
          let error: string | undefined;
          try {
            data = await answer(api, api.signedIn.GET('/api/autonomous/intelligence'));
          } catch (e) {
            if (options.once || options.json) throw e;
            data = FALLBACK_INTELLIGENCE;
            error = (e as Error).message;
          }
          if (options.json) return printJson(io, data);
          io.stdout.write(`${tty && !options.once ? '\u001b[2J\u001b[H' : ''}${renderFrame(data, { colour: tty, now: new Date(io.now()), ...(error ? { error } : {}) })}`);
          if (options.once) return;
          await io.sleep(options.interval * 1000);
        }
      } catch (error) {
        handleError(error, io);
      }
    });
}
