import { useCallback, useEffect, useRef } from 'react';

export const LONG_PRESS_MS = 350;
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;

type Point = { x: number; y: number };

/**
 * Long press (spec §9): fires after 350 ms held with the pointer moved less than 10 px. Works for
 * touch, pen and mouse through pointer events. Spread the returned handlers on the element.
 */
export function useLongPress<E extends Element = Element>(
  onLongPress: (event: React.PointerEvent<E>) => void,
  { delay = LONG_PRESS_MS, tolerance = LONG_PRESS_MOVE_TOLERANCE_PX } = {},
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<Point | null>(null);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (event: React.PointerEvent<E>) => {
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      event.persist?.();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        start.current = null;
        callback.current(event);
      }, delay);
    },
    [cancel, delay],
  );

  const onPointerMove = useCallback(
    (event: React.PointerEvent<E>) => {
      const from = start.current;
      if (!from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) >= tolerance) cancel();
    },
    [cancel, tolerance],
  );

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
  };
}
