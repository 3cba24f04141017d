import { Injectable } from '@nestjs/common';

// ── Readiness checks that contexts register (the platform imports no context) ──
// GET /api/health runs each and reports it; any that is not ok makes the overall status "degraded".

export interface HealthReport {
  status: string;
  [detail: string]: unknown;
}

@Injectable()
export class HealthChecks {
  private readonly checks = new Map<string, () => Promise<HealthReport | null>>();

  /** A named check; null from it means "not in use here" (left out of the report). */
  register(name: string, check: () => Promise<HealthReport | null>): void {
    this.checks.set(name, check);
  }

  async run(): Promise<{ ok: boolean; reports: Record<string, HealthReport> }> {
    const reports: Record<string, HealthReport> = {};
    let ok = true;
    for (const [name, check] of this.checks) {
      const report = await check().catch((error: unknown) => ({ status: 'error', detail: error instanceof Error ? error.message : String(error) }));
      if (!report) continue;
      reports[name] = report;
      if (report.status !== 'ok') ok = false;
    }
    return { ok, reports };
  }
}
