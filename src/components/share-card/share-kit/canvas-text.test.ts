import { describe, expect, test } from 'vitest';
import { wrapText } from './canvas-text';

/** A context whose every character is 10 px wide (jsdom has no canvas). */
const ctx = {
  measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
} as unknown as CanvasRenderingContext2D;

describe('wrapping text on a canvas', () => {
  test('breaks at spaces within the width', () => {
    expect(wrapText(ctx, 'Owen Owner of Owen and Co', 100, 3)).toEqual({
      lines: ['Owen Owner', 'of Owen', 'and Co'],
      complete: true,
    });
  });

  test('breaks a word longer than a line inside the word', () => {
    expect(wrapText(ctx, 'Wolfeschlegelstein', 80, 3).lines).toEqual([
      'Wolfesch',
      'legelste',
      'in',
    ]);
  });

  test('ends the last line with an ellipsis when text is left over', () => {
    expect(wrapText(ctx, 'one two three four five six', 90, 2)).toEqual({
      lines: ['one two', 'three…'],
      complete: false,
    });
  });
});
