import { AUTONOMY_MESSAGES, CRISIS_LABELS, CRM_MESSAGES } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { crisisLabel, crisisName, describeOverride, holdLabel, overrideFailure, severityLabel, statusLabel } from './labels';

// ── The monitor's words come from the catalogue (en/autonomous.json); the spec's texts stay the contracts' ones ──

const t = () => i18n.getFixedT('en', 'autonomous');

describe('autonomous catalogue', () => {
  it('says the spec messages word for word, as the CLI (which reads them from the contracts) does', () => {
    expect(t()('override.success.title')).toBe(AUTONOMY_MESSAGES.overrideSuccess.title);
    expect(t()('override.failed.title')).toBe(AUTONOMY_MESSAGES.overrideFailed.title);
    expect(t()('override.failed.description')).toBe(AUTONOMY_MESSAGES.overrideFailed.description);
    expect(t()('crisisPanel.activation.title')).toBe(AUTONOMY_MESSAGES.crisisActivated.title);
    expect(t()('page.monitoringUnavailable.title')).toBe(AUTONOMY_MESSAGES.monitoringUnavailable.title);
    expect(t()('page.monitoringUnavailable.description')).toBe(AUTONOMY_MESSAGES.monitoringUnavailable.description);
    expect(t()('page.staffOnly')).toBe(CRM_MESSAGES.staffOnly);
    for (const [type, label] of Object.entries(CRISIS_LABELS)) expect(crisisLabel(t(), type)).toBe(label);
  });

  it('names protocols, severities, holds and statuses in words, and unknown ids readably', () => {
    expect(crisisName(t(), { crisisType: 'carrier_outage', carrierId: 'gls' })).toBe('Carrier outage · GLS');
    expect(crisisName(t(), { crisisType: 'carrier_outage', carrierId: 'dhl-express' }, { parentheses: true })).toBe('Carrier outage (DHL Express)');
    expect(crisisName(t(), { crisisType: 'demand_surge', carrierId: null })).toBe('Demand surge');
    expect([severityLabel(t(), 'critical'), severityLabel(t(), 'very_high')]).toEqual(['Critical', 'Very high']);
    expect([holdLabel(t(), 'surge'), holdLabel(t(), 'odd_code')]).toEqual(['Demand surge', 'Odd code']);
    expect([statusLabel(t(), 'degraded'), statusLabel(t(), undefined), statusLabel(t(), 'rebooting')]).toEqual(['degraded', 'unknown', 'rebooting']);
  });

  it('describes overrides and their failure in one sentence each', () => {
    expect(describeOverride(t(), { action: 'force_carrier', target: '2PG-2024-000001', carrier: 'ups' })).toBe('Forced UPS on 2PG-2024-000001');
    expect(describeOverride(t(), { action: 'force_carrier' })).toBe('Forced a carrier');
    expect(describeOverride(t(), { action: 'release_hold', target: 'X' })).toBe('Released the hold on X');
    expect(describeOverride(t(), { action: 'pause_automation', target: 'ignored' })).toBe('Paused automation');
    expect(overrideFailure(t(), 'Shipment not found')).toEqual({
      title: 'Override Failed',
      description: 'Failed to process human override. Please try again. Shipment not found.',
    });
    expect(overrideFailure(t()).description).toBe(AUTONOMY_MESSAGES.overrideFailed.description);
  });
});
