import { describe, expect, it } from 'vitest';
import { BROADCAST_FOOTER, broadcastText, longestBroadcastMessage } from './broadcast-text';

describe('broadcastText', () => {
  it('signs the message with the restaurant and ends with how to stop', () => {
    expect(broadcastText('Diskon 20% hari ini', 'Warung Sari')).toBe(
      `Diskon 20% hari ini\n\n— Warung Sari\n${BROADCAST_FOOTER}`,
    );
  });

  it('leaves exactly the room the signature does not take', () => {
    const max = longestBroadcastMessage('Warung Sari', 1600);
    expect([...broadcastText('x'.repeat(max), 'Warung Sari')].length).toBe(1600);
    expect([...broadcastText('x'.repeat(max + 1), 'Warung Sari')].length).toBe(1601);
  });

  it('counts an emoji in the name as one character', () => {
    expect(longestBroadcastMessage('🍜', 100)).toBe(longestBroadcastMessage('A', 100));
  });
});
