import type { SandboxBill } from './sandboxService.ts';

/**
 * The sandbox gateway's confirm page: small, server-rendered, styled for a phone, no script and
 * nothing external (the app's CSP allows inline styles, not inline script). Pay and decline are
 * the two buttons of a plain POST form.
 */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const formatYuan = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Helvetica Neue",Arial,sans-serif;background:#f5f6f8;color:#222}
main{max-width:480px;margin:0 auto;padding:24px 16px}
.badge{display:inline-block;padding:2px 8px;border-radius:10px;background:#fff3cd;color:#8a6d00;font-size:12px}
.card{background:#fff;border-radius:12px;padding:24px 16px;margin:16px 0;text-align:center}
.amount{font-size:36px;font-weight:700;margin:8px 0}.muted{color:#888;font-size:14px}
.name{font-size:17px;margin:4px 0;word-break:break-all}
button,.link{display:block;width:100%;padding:14px;border:0;border-radius:24px;font-size:17px;margin:12px 0;text-align:center;text-decoration:none}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#666;border:1px solid #ddd}
.link{background:#fff;color:#1677ff;border:1px solid #1677ff}`;

type Lang = 'zh' | 'en';

/** The page's texts in the family's language (docs/design/school-texts.md §9: `?lang=en` from the app's switch). */
const TEXTS = {
  zh: {
    title: '沙箱支付',
    badge: '沙箱支付 · 测试环境，不会真实扣款',
    amount: '支付金额',
    orderNo: '订单号',
    pay: '确认支付',
    cancel: '取消支付',
    viewOrder: '查看订单',
    notFound: '账单不存在',
    myOrders: '我的订单',
    state: {
      paid: '该账单已支付',
      failed: '已取消支付，可返回订单重新支付',
      closed: '该账单已关闭',
      expired: '订单已超时或已关闭，不能支付',
    },
  },
  en: {
    title: 'Sandbox payment',
    badge: 'Sandbox payment · a test, no money is taken',
    amount: 'Amount',
    orderNo: 'Order no.',
    pay: 'Pay',
    cancel: 'Cancel payment',
    viewOrder: 'View the order',
    notFound: 'No such bill',
    myOrders: 'My orders',
    state: {
      paid: 'This bill is paid',
      failed: 'Payment cancelled: you can pay again from the order',
      closed: 'This bill is closed',
      expired: 'The order timed out or was closed and cannot be paid',
    },
  },
} satisfies Record<
  Lang,
  Record<string, unknown> & { state: Record<Exclude<SandboxBill['state'], 'payable'>, string> }
>;

function page(title: string, body: string, lang: Lang) {
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The page for one bill: the amount, what is bought, and 确认支付 / 取消支付 when payable. The
 * product's name comes in the page's language from the caller (`productName`).
 */
export function renderSandboxPage(b: SandboxBill, resultUrl: string, lang: Lang = 'zh'): string {
  const x = TEXTS[lang];
  const what = b.quantity > 1 ? `${b.productName} ×${b.quantity}` : b.productName;
  const summary = `<div class="card">
<div class="muted">${x.amount}</div>
<div class="amount">${escapeHtml(formatYuan(b.amount))}</div>
<div class="name">${escapeHtml(what)}</div>
<div class="muted">${x.orderNo} ${escapeHtml(b.orderNo)}</div></div>`;
  const actions =
    b.state === 'payable'
      ? `<form method="post">
<button class="pay" type="submit" name="action" value="pay">${x.pay}</button>
<button class="cancel" type="submit" name="action" value="cancel">${x.cancel}</button></form>`
      : `<p class="muted" style="text-align:center">${escapeHtml(x.state[b.state])}</p>
<a class="link" href="${escapeHtml(resultUrl)}">${x.viewOrder}</a>`;
  return page(x.title, `<span class="badge">${x.badge}</span>${summary}${actions}`, lang);
}

export function renderNotFoundPage(lang: Lang = 'zh'): string {
  const x = TEXTS[lang];
  return page(
    x.title,
    `<div class="card"><div class="name">${x.notFound}</div></div><a class="link" href="/#/pages/mine/order">${x.myOrders}</a>`,
    lang,
  );
}
