import { answeredBy, chatContext, chatMessage } from './chat-messages';

describe('chat context', () => {
  it('sends the last 5 messages (content and isBot only)', () => {
    const messages = Array.from({ length: 7 }, (_, i) => chatMessage(`m${i}`, i % 2 === 0));
    expect(chatContext(messages)).toEqual([
      { content: 'm2', isBot: true },
      { content: 'm3', isBot: false },
      { content: 'm4', isBot: true },
      { content: 'm5', isBot: false },
      { content: 'm6', isBot: true },
    ]);
    expect(chatContext(messages.slice(0, 1))).toEqual([{ content: 'm0', isBot: true }]);
  });

  it('gives every message its own id and a timestamp', () => {
    const a = chatMessage('a', false);
    const b = chatMessage('b', true, 'offline');
    expect(a.id).not.toBe(b.id);
    expect(b).toMatchObject({ content: 'b', isBot: true, mode: 'offline', timestamp: expect.any(Date) });
  });
});

describe('answered by', () => {
  it('names the offline assistant or the model', () => {
    expect(answeredBy(chatMessage('a', true, 'offline'))).toBe('offline assistant');
    expect(answeredBy(chatMessage('a', true, 'openai', 'gpt-4o-mini'))).toBe('AI · gpt-4o-mini');
    expect(answeredBy(chatMessage('a', true))).toBe('');
  });
});
