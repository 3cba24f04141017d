import { Command } from 'commander';
import { z } from 'zod';
import type { AdminMetrics } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTable, printFields, printJson } from '../../lib/output';

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const pct = (n: number | null) => (n === null ? '-' : `${Math.round(n * 1000) / 10}%`);

export function adminMetrics(io: Io): Command {
  return new Command('metrics')
    .description('platform metrics: revenue, users, shipments, health, alerts, routes, carriers (admins)')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(z.object({ json: z.boolean().default(false) }), opts);
        const api = await createApiClient(io, globalUrl(command));
        const m = await answer(api, api.signedIn.GET('/api/admin/metrics'));
        if (options.json) return printJson(io, m);
        const h = m.platformHealth;
        printFields(io.stdout, [
          ['Total revenue', usd(m.totalRevenue)],
          ['Last 30 days', usd(m.monthlyRevenue)],
          ['Average shipment', usd(m.averageShipmentValue)],
          ['Shipments', `${m.totalShipments} (${m.pendingShipments} under way, ${m.completedShipments} delivered, ${m.cancelledShipments} cancelled)`],
          ['Active users', `${m.activeUsers} (new: ${m.userGrowth.daily} today, ${m.userGrowth.weekly} this week, ${m.userGrowth.monthly} this month)`],
          ['Uptime', h.uptime === null ? '-' : `${h.uptime}%`],
          ['Response time', `${h.responseTime} ms mean, p95 <= ${h.p95ResponseTime} ms (${h.requestsInWindow} requests, ${h.windowSeconds / 60} min)`],
          ['Error rate', `${h.errorRate}%`],
          ['DB connections', `${h.dbConnections} (${h.dbIdleConnections} idle, ${h.dbWaitingClients} waiting)`],
        ]);
        io.stdout.write('\nAlerts\n');
        io.stdout.write(
          formatTable(
            [
              { header: 'TYPE', value: (a: AdminMetrics['systemAlerts'][number]) => a.type },
              { header: 'MESSAGE', value: (a) => a.message },
            ],
            m.systemAlerts,
          ),
        );
        io.stdout.write('\nTop routes\n');
        io.stdout.write(
          formatTable(
            [
              { header: 'ORIGIN', value: (r: AdminMetrics['topRoutes'][number]) => r.origin },
              { header: 'DESTINATION', value: (r) => r.destination },
              { header: 'SHIPMENTS', value: (r) => String(r.shipments) },
              { header: 'REVENUE', value: (r) => usd(r.revenue) },
            ],
            m.topRoutes.slice(0, 5),
          ),
        );
        io.stdout.write('\nCarriers\n');
        io.stdout.write(
          formatTable(
            [
              { header: 'CARRIER', value: (c: AdminMetrics['carrierPerformance'][number]) => c.carrier },
              { header: 'SHIPMENTS', value: (c) => String(c.shipments) },
              { header: 'DELIVERED', value: (c) => String(c.delivered) },
              { header: 'ON TIME', value: (c) => pct(c.onTimeRate) },
            ],
            m.carrierPerformance,
          ),
        );
      } catch (error) {
        handleError(error, io);
      }
    });
}
