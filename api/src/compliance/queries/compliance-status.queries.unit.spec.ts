import type { Pool } from 'pg';
import { ComplianceStatusQueries } from './compliance-status.queries';

const missingTable = Object.assign(new Error('relation "shipments" does not exist'), { code: '42P01' });
const poolThat = (query: jest.Mock) => ({ query }) as unknown as Pool;

describe('compliance status queries tolerate a missing read model', () => {
  it('answers zeros when the shipments table does not exist', async () => {
    const q = new ComplianceStatusQueries(poolThat(jest.fn().mockRejectedValue(missingTable)));
    await expect(q.status()).resolves.toMatchObject({ totalRevenue: 0, totalTaxCollected: 0, shipments: 0, complianceStatus: 'pending' });
  });
  it('answers day 0 when there is no events table or no event', async () => {
    const q = new ComplianceStatusQueries(poolThat(jest.fn().mockRejectedValue(missingTable)));
    expect((await q.apiStatus(new Date('2026-11-22T00:00:00Z'))).complianceWindow).toEqual({ daysSinceDeployment: 0, maxDaysAllowed: 90, riskLevel: 'low' });
  });
  it('counts whole days since the first event and raises the risk level', async () => {
    const q = new ComplianceStatusQueries(poolThat(jest.fn().mockResolvedValue({ rows: [{ first: new Date('2026-08-20T12:00:00Z') }] })));
    expect((await q.apiStatus(new Date('2026-11-22T00:00:00Z'))).complianceWindow).toEqual({ daysSinceDeployment: 93, maxDaysAllowed: 90, riskLevel: 'critical' });
  });
  it('rethrows other database errors', async () => {
    const q = new ComplianceStatusQueries(poolThat(jest.fn().mockRejectedValue(new Error('connection refused'))));
    await expect(q.status()).rejects.toThrow('connection refused');
  });
});
