import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export type Unit = 'req/s' | 'ms' | 's' | 'kB' | 'MB' | 'score';
export type Status = 'PASS' | 'FAIL' | 'INFO' | 'N/A';

/** A budget on the figure's value or on its ratio to the baseline. */
export interface Budget {
  on: 'value' | 'ratio';
  op: '>=' | '<=';
  limit: number;
}

export interface FigureInput {
  group: string;
  name: string;
  unit: Unit;
  /** null when the figure could not be measured; `note` says why. */
  value: number | null;
  baseline?: { label: string; value: number | null };
  budget?: Budget;
  /** Failed requests during a load test: any makes the figure fail. */
  errors?: number;
  note?: string;
}

export interface Figure extends FigureInput {
  ratio: number | null;
  status: Status;
  /**
   * How far the figure is from its budget, as a share of the budget: 0.25 means 25% better than
   * the limit, negative a miss. null without a budget or a figure.
   */
  spare: number | null;
}

/** Every budget should be met with this much to spare, so a busy machine does not fail it. */
export const WANTED_SPARE = 0.2;

export function figure(input: FigureInput): Figure {
  const base = input.baseline?.value;
  const ratio = input.value !== null && base ? input.value / base : null;
  let status: Status;
  let spare: number | null = null;
  if (input.budget && input.value !== null) {
    const x = input.budget.on === 'value' ? input.value : ratio;
    const { op, limit } = input.budget;
    if (x !== null && limit !== 0) spare = op === '>=' ? (x - limit) / limit : (limit - x) / limit;
  }
  if (input.value === null) status = 'N/A';
  else if (input.errors) status = 'FAIL';
  else if (!input.budget) status = 'INFO';
  else {
    const x = input.budget.on === 'value' ? input.value : ratio;
    if (x === null) status = 'N/A';
    else
      status = (input.budget.op === '>=' ? x >= input.budget.limit : x <= input.budget.limit)
        ? 'PASS'
        : 'FAIL';
  }
  return { ...input, ratio, status, spare };
}

const formatSpare = (f: Figure) =>
  f.spare === null ? '-' : `${f.spare >= 0 ? '+' : ''}${Math.round(f.spare * 100)}%`;

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export function formatValue(v: number | null | undefined, unit: Unit): string {
  if (v === null || v === undefined) return 'unavailable';
  switch (unit) {
    case 'req/s':
      return `${int.format(v)} req/s`;
    case 'ms':
      return `${int.format(v)} ms`;
    case 's':
      return `${v.toFixed(2)} s`;
    case 'kB':
      return `${v.toFixed(1)} kB`;
    case 'MB':
      return `${int.format(v)} MB`;
    case 'score':
      return v.toFixed(2);
  }
}

function formatBudget(f: Figure): string {
  const parts: string[] = [];
  if (f.budget) {
    parts.push(
      f.budget.on === 'ratio'
        ? `ratio ${f.budget.op} ${f.budget.limit}x`
        : `${f.budget.op} ${formatValue(f.budget.limit, f.unit)}`,
    );
  }
  if (f.errors !== undefined) parts.push('0 errors');
  return parts.join(', ') || '-';
}

/**
 * The table printed at the end of a run: figure, value, baseline, ratio, budget, spare (how far
 * the figure is from its budget), result. A budget met with less than 20% to spare says so.
 */
export function renderTable(figures: Figure[]): string {
  const header = ['figure', 'value', 'baseline', 'ratio', 'budget', 'spare', 'result'];
  const rows: string[][] = [];
  const notes: string[] = [];
  let group = '';
  for (const f of figures) {
    if (f.group !== group) {
      group = f.group;
      rows.push([`[${group}]`, '', '', '', '', '', '']);
    }
    let result: string = f.status;
    if (f.status === 'PASS' && f.spare !== null && f.spare < WANTED_SPARE) result += ', tight';
    if (f.note) {
      notes.push(f.note);
      result += ` (${notes.length})`;
    }
    rows.push([
      `  ${f.name}`,
      formatValue(f.value, f.unit),
      f.baseline && f.baseline.value !== null
        ? `${formatValue(f.baseline.value, f.unit)} ${f.baseline.label}`
        : '-',
      f.ratio === null ? '-' : `${f.ratio.toFixed(2)}x`,
      formatBudget(f),
      formatSpare(f),
      result,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === 1 || i === 3 || i === 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  if (notes.length > 0) {
    out.push('', ...notes.map((n, i) => `(${i + 1}) ${n}`));
  }
  return out.join('\n');
}

export function summarize(figures: Figure[]) {
  const count = (s: Status) => figures.filter((f) => f.status === s).length;
  const budgeted = figures.filter((f) => f.budget || f.errors !== undefined);
  return {
    pass: count('PASS'),
    /** Met, but with less than WANTED_SPARE to spare. */
    tight: figures.filter((f) => f.status === 'PASS' && f.spare !== null && f.spare < WANTED_SPARE)
      .length,
    fail: count('FAIL'),
    /** Budgeted figures that could not be measured: the budget is not shown to be met. */
    unavailable: budgeted.filter((f) => f.status === 'N/A').length,
  };
}

export async function writeResults(
  file: string,
  data: {
    startedAt: Date;
    durationMs: number;
    figures: Figure[];
    details: Record<string, unknown>;
  },
): Promise<void> {
  const summary = summarize(data.figures);
  const json = {
    startedAt: data.startedAt.toISOString(),
    durationMs: Math.round(data.durationMs),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    summary,
    ok: summary.fail === 0 && summary.unavailable === 0,
    figures: data.figures,
    details: data.details,
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(json, null, 2) + '\n');
}
