import { webhookDisabledMail } from './webhooks.service';

// ── The mail to an endpoint's owner when the sender disables it: mail.json, English (accounts keep no language yet) ──

describe('webhookDisabledMail', () => {
  it('is the English mail, word for word as before', () => {
    expect(webhookDisabledMail('https://hooks.example.com/w', 'HTTP 500 for 3 days')).toEqual({
      kind: 'webhook-disabled',
      subject: 'A Waypost webhook endpoint was disabled',
      text: [
        'Hello,',
        '',
        'Waypost disabled your webhook endpoint https://hooks.example.com/w: HTTP 500 for 3 days',
        'Nothing more is sent to it until you enable it again (Account menu, Webhooks). Deliveries queued meanwhile are',
        'kept, and a replay re-delivers anything from a past position or date.',
        '',
        'Waypost',
      ].join('\n'),
    });
  });

  it('can be worded in another language once the owner’s is known', () => {
    const mail = webhookDisabledMail('https://hooks.example.com/w', 'HTTP 500', 'de');
    expect(mail.subject).toBe('Ein Waypost-Webhook-Endpoint wurde deaktiviert');
    expect(mail.text).toContain('Waypost hat Ihren Webhook-Endpoint https://hooks.example.com/w deaktiviert: HTTP 500');
  });
});
