import { AUTONOMY_MESSAGES, FALLBACK_INTELLIGENCE, statusColour } from '@waypost/contracts';
import { crisisPayload } from './crises';

// Spec sections 4, 7, 8: the crisis payloads, the status colours, the fallback values and the monitor's messages.
describe('autonomous monitor', () => {
  it('sends each protocol with its severity and the manual trigger; the carrier only for an outage', () => {
    expect(crisisPayload('carrier_outage', 'dhl')).toEqual({ crisisType: 'carrier_outage', severity: 'high', context: { trigger: 'manual_activation' }, carrier: 'dhl' });
    expect(crisisPayload('payment_failure', 'dhl')).toEqual({ crisisType: 'payment_failure', severity: 'critical', context: { trigger: 'manual_activation' } });
    expect(crisisPayload('demand_surge')).toEqual({ crisisType: 'demand_surge', severity: 'medium', context: { trigger: 'manual_activation' } });
  });

  it('colours statuses as the spec says', () => {
    expect(['operational', 'optimal', 'degraded', 'offline', 'critical', 'unknown', undefined].map(statusColour)).toEqual([
      'green',
      'green',
      'yellow',
      'red',
      'red',
      'grey',
      'grey',
    ]);
  });

  it('falls back to overall critical, subsystems offline, errorRate 1 and other metrics 0', () => {
    expect(FALLBACK_INTELLIGENCE.systemHealth).toEqual({
      overallStatus: 'critical',
      subsystems: { aiEngine: 'offline', carriers: 'offline', payments: 'offline', compliance: 'offline' },
      performanceMetrics: { responseTime: 0, successRate: 0, errorRate: 1, throughput: 0 },
      predictiveAlerts: [],
    });
    expect([
      FALLBACK_INTELLIGENCE.autonomyLevel,
      FALLBACK_INTELLIGENCE.decisionsMadeToday,
      FALLBACK_INTELLIGENCE.learningProgress,
      FALLBACK_INTELLIGENCE.contingencyReadiness,
    ]).toEqual([0, 0, 0, 0]);
  });

  it('uses the spec texts', () => {
    expect(`${AUTONOMY_MESSAGES.overrideFailed.title}: ${AUTONOMY_MESSAGES.overrideFailed.description}`).toBe(
      'Override Failed: Failed to process human override. Please try again.',
    );
    expect(`${AUTONOMY_MESSAGES.monitoringUnavailable.title}: ${AUTONOMY_MESSAGES.monitoringUnavailable.description}`).toBe(
      'System Monitoring Unavailable: Unable to connect to autonomous monitoring systems. Please check system status.',
    );
    expect([AUTONOMY_MESSAGES.overrideSuccess.title, AUTONOMY_MESSAGES.crisisActivated.title]).toEqual(['Override Successful', 'Crisis Response Activated']);
  });
});
