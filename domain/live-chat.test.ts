import { describe, expect, it } from 'vitest';
import {
  chatSessionCounts,
  contrastRatio,
  defaultLiveChatSettings,
  normalizeHexColor,
  openChatSessions,
  parseLiveChatSettings,
  readableTextColor,
  withLatestMessage,
} from './live-chat';
import { sampleChatMessages, sampleChatSessions } from './samples';

describe('normalizeHexColor', () => {
  it.each([
    ['#1C3D7A', '#1c3d7a'],
    [' #abc ', '#aabbcc'],
    ['#000000', '#000000'],
  ])('accepts %j as %j', (input, output) => {
    expect(normalizeHexColor(input)).toBe(output);
  });

  it.each(['1c3d7a', '#1c3d7', '#1c3d7ag', 'blue', '', '#abcd'])('rejects %j', (input) => {
    expect(normalizeHexColor(input)).toBeNull();
  });
});

describe('readableTextColor', () => {
  it('picks white on dark colours and black on light ones', () => {
    expect(readableTextColor('#1c3d7a')).toBe('#ffffff');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#ffff00')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });

  it('always reaches at least 4.5:1 (AA for normal text), whatever the colour', () => {
    // the better of black and white is never below ~4.58:1 against any sRGB colour
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const background = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(readableTextColor(background), background)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('parseLiveChatSettings', () => {
  it('keeps every valid stored field', () => {
    const stored = {
      enabled: false,
      autoAssign: false,
      position: 'top-left',
      primaryColor: '#ABC',
      welcomeMessage: 'Hi',
      offlineMessage: 'Bye',
    };
    expect(parseLiveChatSettings(stored)).toEqual({ ...stored, primaryColor: '#aabbcc' });
  });

  it('falls back to the default for anything missing or malformed', () => {
    expect(parseLiveChatSettings(null)).toEqual(defaultLiveChatSettings);
    expect(parseLiveChatSettings('nonsense')).toEqual(defaultLiveChatSettings);
    expect(
      parseLiveChatSettings({ enabled: 'yes', position: 'middle', primaryColor: 'red', welcomeMessage: 3 }),
    ).toEqual(defaultLiveChatSettings);
  });
});

describe('sessions', () => {
  it('counts active and waiting sessions of the sample data', () => {
    expect(chatSessionCounts(sampleChatSessions)).toEqual({ active: 2, waiting: 2 });
  });

  it('lists only chats that are not closed', () => {
    expect(openChatSessions(sampleChatSessions).map((session) => session.id)).toEqual([
      'chat-1',
      'chat-2',
      'chat-3',
      'chat-4',
    ]);
  });

  it('shows the newest message of the thread as the last message', () => {
    const [session] = sampleChatSessions;
    const thread = [
      ...(sampleChatMessages[session.id] ?? []),
      { id: 'x', sender: 'agent' as const, message: 'On it!', timestamp: '', status: 'sent' as const },
    ];
    expect(withLatestMessage(session, thread).lastMessage).toBe('On it!');
    expect(withLatestMessage(session, []).lastMessage).toBe(session.lastMessage);
  });
});
