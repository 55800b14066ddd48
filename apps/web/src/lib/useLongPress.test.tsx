import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { useLongPress } from './useLongPress.ts';

function Target({ onLongPress }: { onLongPress: () => void }) {
  const handlers = useLongPress(onLongPress);
  return (
    <button type="button" {...handlers}>
      hold me
    </button>
  );
}

let onLongPress: Mock<() => void>;
beforeEach(() => {
  vi.useFakeTimers();
  onLongPress = vi.fn<() => void>();
  render(<Target onLongPress={onLongPress} />);
});
afterEach(() => vi.useRealTimers());

const button = () => screen.getByRole('button', { name: 'hold me' });
const down = (x = 100, y = 100) => fireEvent.pointerDown(button(), { clientX: x, clientY: y });
const move = (x: number, y: number) => fireEvent.pointerMove(button(), { clientX: x, clientY: y });

describe('useLongPress', () => {
  it('fires after 350 ms held', () => {
    down();
    vi.advanceTimersByTime(349);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('does not fire when released before 350 ms', () => {
    down();
    vi.advanceTimersByTime(300);
    fireEvent.pointerUp(button());
    vi.advanceTimersByTime(500);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('tolerates movement under 10 px', () => {
    down(100, 100);
    move(106, 107); // 9.2 px away
    vi.advanceTimersByTime(350);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by movement of 10 px or more', () => {
    down(100, 100);
    move(106, 108); // exactly 10 px away
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('is cancelled when the pointer leaves or is cancelled', () => {
    down();
    fireEvent.pointerLeave(button());
    down();
    fireEvent.pointerCancel(button());
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
