import { useRef, useState } from 'react';
import styles from './ZoomImage.module.css';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

interface View {
  scale: number;
  x: number;
  y: number;
}

/**
 * An image that zooms from 1 to 4 times: pinch with two fingers, double-tap to go 1 -> 2 -> 4 -> 1,
 * drag to move while zoomed. Resets when `src` changes (the key of the parent does that).
 */
export function ZoomImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [moving, setMoving] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ dist: number; scale: number } | null>(null);
  const pan = useRef<{ x: number; y: number; vx: number; vy: number } | null>(null);
  const lastTap = useRef(0);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const toggle = () =>
    setView((v) => {
      const next = v.scale < 2 ? 2 : v.scale < 4 ? 4 : 1;
      return next === 1 ? { scale: 1, x: 0, y: 0 } : { ...v, scale: next };
    });

  return (
    <div
      className={`${styles.frame} ${className ?? ''}`}
      data-zoom={view.scale}
      onDoubleClick={toggle}
      onPointerDown={(e) => {
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (pointers.current.size === 2) {
          pinch.current = { dist: distance(), scale: view.scale };
          pan.current = null;
        } else if (pointers.current.size === 1) {
          if (e.pointerType === 'touch') {
            const now = Date.now();
            if (now - lastTap.current < 300) {
              toggle();
              lastTap.current = 0;
            } else lastTap.current = now;
          }
          pan.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y };
        }
        setMoving(true);
      }}
      onPointerMove={(e) => {
        if (!pointers.current.has(e.pointerId)) return;
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const p = pinch.current;
        if (p && pointers.current.size >= 2 && p.dist > 0) {
          const scale = clampZoom((p.scale * distance()) / p.dist);
          setView((v) => (scale === 1 ? { scale, x: 0, y: 0 } : { ...v, scale }));
        } else if (pan.current && view.scale > 1) {
          const s = pan.current;
          setView((v) => ({ ...v, x: s.vx + e.clientX - s.x, y: s.vy + e.clientY - s.y }));
        }
      }}
      onPointerUp={(e) => {
        pointers.current.delete(e.pointerId);
        if (pointers.current.size < 2) pinch.current = null;
        if (pointers.current.size === 0) {
          pan.current = null;
          setMoving(false);
        }
      }}
      onPointerCancel={(e) => {
        pointers.current.delete(e.pointerId);
        pinch.current = null;
        pan.current = null;
        setMoving(false);
      }}
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        className={`${styles.img} ${moving ? styles.moving : ''}`}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
      />
    </div>
  );
}
