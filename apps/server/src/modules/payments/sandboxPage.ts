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

const STATE_TEXT: Record<Exclude<SandboxBill['state'], 'payable'>, string> = {
  paid: '该账单已支付',
  failed: '已取消支付，可返回订单重新支付',
  closed: '该账单已关闭',
  expired: '订单已超时或已关闭，不能支付',
};

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page for one bill: the amount, what is bought, and 确认支付 / 取消支付 when payable. */
export function renderSandboxPage(b: SandboxBill, resultUrl: string): string {
  const what = b.quantity > 1 ? `${b.productName} ×${b.quantity}` : b.productName;
  const summary = `<div class="card">
<div class="muted">支付金额</div>
<div class="amount">${escapeHtml(formatYuan(b.amount))}</div>
<div class="name">${escapeHtml(what)}</div>
<div class="muted">订单号 ${escapeHtml(b.orderNo)}</div></div>`;
  const actions =
    b.state === 'payable'
      ? `<form method="post">
<button class="pay" type="submit" name="action" value="pay">确认支付</button>
<button class="cancel" type="submit" name="action" value="cancel">取消支付</button></form>`
      : `<p class="muted" style="text-align:center">${escapeHtml(STATE_TEXT[b.state])}</p>
<a class="link" href="${escapeHtml(resultUrl)}">查看订单</a>`;
  return page(
    '沙箱支付',
    `<span class="badge">沙箱支付 · 测试环境，不会真实扣款</span>${summary}${actions}`,
  );
}

export function renderNotFoundPage(): string {
  return page(
    '沙箱支付',
    `<div class="card"><div class="name">账单不存在</div></div><a class="link" href="/#/pages/mine/order">我的订单</a>`,
  );
}
