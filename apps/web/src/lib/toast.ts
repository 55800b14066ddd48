/**
 * Toasts (spec §9): 1500 ms by default with no blocking mask; error toasts stay 2000 ms. The
 * antd-mobile Toast (and its animation library) loads on first use or first interaction, so it is
 * not part of the first download; antdRender.ts has already given it React 19's createRoot.
 * When that code cannot be fetched (the network is down, which is when "server unknown error"
 * must still be said), a plain toast made of one element says it instead.
 */
import type * as AntdToast from './antdToast.ts';

export const TOAST_MS = 1500;
export const ERROR_TOAST_MS = 2000;

type ToastModule = typeof AntdToast;
let loading: Promise<ToastModule> | null = null;

/** Starts loading the toast code (called on the first pointer or key press). */
export function warmToast(): Promise<ToastModule> {
  loading ??= import('./antdToast.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function plainToast(content: string, duration: number) {
  document.querySelector('[data-plain-toast]')?.remove();
  const el = document.createElement('div');
  el.dataset.plainToast = '';
  el.setAttribute('role', 'alert');
  el.textContent = content;
  el.style.cssText =
    'position:fixed;left:50%;top:50%;z-index:1000;max-width:70%;padding:12px 16px;' +
    'transform:translate(-50%,-50%);border-radius:8px;background:rgba(0,0,0,.75);color:#fff;' +
    'font-size:15px;line-height:1.4;text-align:center;pointer-events:none';
  document.body.append(el);
  setTimeout(() => el.remove(), duration);
}

function show(content: string, duration: number, icon?: 'success') {
  warmToast().then(
    ({ Toast, TOAST_CLASS }) =>
      Toast.show({ content, duration, icon, maskClickable: true, maskClassName: TOAST_CLASS }),
    () => plainToast(content, duration),
  );
}

export const showToast = (content: string, duration = TOAST_MS) => show(content, duration);
export const showErrorToast = (content: string) => show(content, ERROR_TOAST_MS);
export const showSuccessToast = (content: string) => show(content, TOAST_MS, 'success');
