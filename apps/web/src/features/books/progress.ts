/** The last page read of each picture book, kept in localStorage on this device. */
const KEY = 'bookProgress';

function readAll(): Record<string, number> {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The remembered 1-based page of a book, or 1. */
export function lastPage(bookId: number): number {
  const n = readAll()[String(bookId)];
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : 1;
}

export function rememberPage(bookId: number, page: number) {
  try {
    const all = readAll();
    all[String(bookId)] = page;
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Private mode or a full storage: the player still works, it just forgets.
  }
}
