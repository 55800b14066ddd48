import styles from './SkillChart.module.css';

export interface SkillValue {
  key: string;
  label: string;
  value: number;
}

export interface Point {
  x: number;
  y: number;
}

const SIZE = 260;
const CENTER = { x: SIZE / 2, y: SIZE / 2 + 6 };
const RADIUS = 88;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The corners of a radar polygon: axis i points up and then clockwise, at `value / max` of the
 * radius (values are clamped to 0..max). Pure, for the chart and its tests.
 */
export function radarPoints(
  values: readonly number[],
  max: number,
  center: Point = CENTER,
  radius: number = RADIUS,
): Point[] {
  return values.map((v, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / values.length;
    const r = (Math.max(0, Math.min(max, v)) / max) * radius;
    return { x: round(center.x + r * Math.cos(angle)), y: round(center.y + r * Math.sin(angle)) };
  });
}

const toPath = (points: Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

/**
 * The five skills of a lesson report as a radar chart drawn with plain SVG, and the same values
 * as a list (readable by screen readers and without the picture).
 */
export function SkillChart({
  skills,
  max = 5,
  title,
}: {
  skills: readonly SkillValue[];
  max?: number;
  title: string;
}) {
  const values = skills.map((s) => s.value);
  const rings = Array.from({ length: max }, (_, i) => i + 1);
  const outer = radarPoints(
    skills.map(() => max),
    max,
  );
  const labels = radarPoints(
    skills.map(() => max),
    max,
    CENTER,
    RADIUS + 22,
  );
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={title}
        data-testid="skill-chart"
      >
        {rings.map((ring) => (
          <polygon
            key={ring}
            className={styles.ring}
            points={toPath(
              radarPoints(
                skills.map(() => ring),
                max,
              ),
            )}
          />
        ))}
        {outer.map((p, i) => (
          <line
            key={skills[i]?.key}
            className={styles.axis}
            x1={CENTER.x}
            y1={CENTER.y}
            x2={p.x}
            y2={p.y}
          />
        ))}
        <polygon
          className={styles.area}
          points={toPath(radarPoints(values, max))}
          data-testid="skill-area"
        />
        {radarPoints(values, max).map((p, i) => (
          <circle key={skills[i]?.key} className={styles.dot} cx={p.x} cy={p.y} r={3.5} />
        ))}
        {labels.map((p, i) => (
          <text
            key={skills[i]?.key}
            className={styles.label}
            x={p.x}
            y={p.y}
            textAnchor={Math.abs(p.x - CENTER.x) < 4 ? 'middle' : p.x > CENTER.x ? 'start' : 'end'}
            dominantBaseline="middle"
          >
            {skills[i]?.label}
          </text>
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {skills.map((s) => (
            <li key={s.key}>
              <span>{s.label}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${(Math.max(0, Math.min(max, s.value)) / max) * 100}%` }} />
              </span>
              <strong>
                {s.value}/{max}
              </strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
