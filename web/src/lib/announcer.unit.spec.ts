import { ANNOUNCEMENT_CLEAR_MS, announce, currentAnnouncement, subscribeToAnnouncements } from './announcer';

describe('announcer (the store the live region reads)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells subscribers of a message and clears it after the clear delay', () => {
    const heard: string[] = [];
    const stop = subscribeToAnnouncements(() => heard.push(currentAnnouncement()));
    announce('Large text on.');
    expect(currentAnnouncement()).toBe('Large text on.');
    jest.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS - 1);
    expect(currentAnnouncement()).toBe('Large text on.');
    jest.advanceTimersByTime(1);
    expect(currentAnnouncement()).toBe('');
    expect(heard).toEqual(['Large text on.', '']);
    stop();
    announce('unheard');
    expect(heard).toEqual(['Large text on.', '']);
  });

  it('a newer message restarts the clear delay', () => {
    announce('first');
    jest.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS - 100);
    announce('second');
    jest.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS - 100);
    expect(currentAnnouncement()).toBe('second');
    jest.advanceTimersByTime(100);
    expect(currentAnnouncement()).toBe('');
  });
});
