import type { AssistantHandoffEvent } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decideHandoff, evolveHandoff, handoffReference, initialHandoffState, type RequestHandoff } from './handoff';

// ── A signed-out chat's handoff as specifications: given events, when requested, then events ──

const spec = DeciderSpecification.for({ decide: decideHandoff, evolve: evolveHandoff, initialState: initialHandoffState });
const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const request = (overrides: Partial<RequestHandoff> = {}): RequestHandoff => ({
  handoffId: ID,
  userId: null,
  email: 'ann@example.com',
  summary: 'Parcel stuck in customs',
  transcript: [
    { content: 'Where is my parcel?', isBot: false },
    { content: 'Let me get a person.', isBot: true },
  ],
  now: '2026-03-01T12:00:00.000Z',
  ...overrides,
});
const requested = (data: Partial<Extract<AssistantHandoffEvent, { type: 'AssistantHandoffRequested' }>['data']> = {}): AssistantHandoffEvent => ({
  type: 'AssistantHandoffRequested',
  data: {
    handoffId: ID,
    reference: 'HO-0A1B2C3D',
    userId: null,
    email: 'ann@example.com',
    summary: 'Parcel stuck in customs',
    transcript: [
      { content: 'Where is my parcel?', isBot: false },
      { content: 'Let me get a person.', isBot: true },
    ],
    requestedAt: '2026-03-01T12:00:00.000Z',
    ...data,
  },
});

describe('assistant handoff', () => {
  it('records a request for a person, with a reference to read out', () => spec.given([]).when(request()).then([requested()]));
  it('a repeated request on the same stream decides nothing', () => spec.given([requested()]).when(request()).thenNothingHappened());
  it('keeps the summary to 500 characters and the last six messages, each to 2000 characters', () => {
    const transcript = Array.from({ length: 8 }, (_, i) => ({ content: `${i}`.repeat(i === 7 ? 2500 : 1), isBot: i % 2 === 1 }));
    spec
      .given([])
      .when(request({ summary: 's'.repeat(600), transcript }))
      .then([requested({ summary: 's'.repeat(500), transcript: [...transcript.slice(2, 7), { content: '7'.repeat(2000), isBot: true }] })]);
  });
  it('the reference is HO- and the first eight hex digits of the id', () => expect(handoffReference('abcdef01-2345-4678-9abc-def012345678')).toBe('HO-ABCDEF01'));
});
