import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { radarPoints, SkillChart } from './SkillChart.tsx';

describe('radarPoints', () => {
  const center = { x: 100, y: 100 };
  it('puts each value on its axis at value / max of the radius, first axis up, clockwise', () => {
    const [up, right] = radarPoints([5, 5, 5, 5], 5, center, 80);
    expect(up).toEqual({ x: 100, y: 20 });
    expect(right).toEqual({ x: 180, y: 100 });
    const [half] = radarPoints([2.5, 0, 0, 0], 5, center, 80);
    expect(half).toEqual({ x: 100, y: 60 });
  });

  it('keeps values inside 0..max', () => {
    const [over, under] = radarPoints([9, -3], 5, center, 80);
    expect(over).toEqual({ x: 100, y: 20 });
    expect(under).toEqual({ x: 100, y: 100 });
  });
});

describe('SkillChart', () => {
  it('draws the values and lists them for reading', () => {
    const skills = [
      { key: 'pronunciation', label: '发音', value: 4 },
      { key: 'vocabulary', label: '词汇', value: 5 },
      { key: 'grammar', label: '语法', value: 3 },
      { key: 'fluency', label: '流利度', value: 4 },
      { key: 'confidence', label: '自信心', value: 2 },
    ];
    render(<SkillChart skills={skills} title="五项能力评分图" />);
    expect(screen.getByRole('img', { name: '五项能力评分图' })).toBeInTheDocument();
    const area = screen.getByTestId('skill-area').getAttribute('points');
    const expected = radarPoints([4, 5, 3, 4, 2], 5)
      .map((p) => `${p.x},${p.y}`)
      .join(' ');
    expect(area).toBe(expected);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '发音4/5',
      '词汇5/5',
      '语法3/5',
      '流利度4/5',
      '自信心2/5',
    ]);
  });
});
