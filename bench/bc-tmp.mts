import { measureBookAndCancel } from './lib/scaleBooking.ts';
const base = process.argv[2]!;
const day = (o: number) => new Date(Date.now() + o * 86400000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const tokens = Array.from({ length: 1000 }, (_, n) => `scale-1-${n}`);
const r = await measureBookAndCancel(base, { teacherId: 11, today: day(0), day }, tokens, Number(process.argv[3] ?? 8));
console.log(JSON.stringify(r));
