import { emailSubject, PERSONAL_DATA } from '../platform/event-store/personal-data';

// ── Personal data in the assistant's events: sealed per person, forgettable (see platform/event-store/personal-data.ts) ──
// The person: the signed-in user, else the email they gave, else the handoff itself (an anonymous chat still
// holds whatever the visitor typed).
PERSONAL_DATA.register('AssistantHandoffRequested', {
  subject: (d) =>
    typeof d.userId === 'string' && d.userId ? d.userId : typeof d.email === 'string' && d.email ? emailSubject(d.email) : `assistant-handoff:${String(d.handoffId)}`,
  paths: ['email', 'summary', 'transcript'],
});
