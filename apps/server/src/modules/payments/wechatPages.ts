import { formatYuan } from './sandboxPage.ts';

/**
 * The school's own WeChat Pay pages, server-rendered like the sandbox's: the JSAPI page (inside
 * WeChat: one button that opens WeChat's payment sheet through WeixinJSBridge; its script runs
 * under a per-response nonce) and the Native page (a desktop: the QR code to scan with WeChat,
 * reloaded every 3 s until paid). Chinese first, English beneath, as the app's other texts.
 */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Helvetica Neue",Arial,sans-serif;background:#f5f6f8;color:#222}
main{max-width:480px;margin:0 auto;padding:24px 16px;text-align:center}.card{background:#fff;border-radius:12px;padding:24px 16px;margin:16px 0}
.amount{font-size:34px;font-weight:700;margin:8px 0}.muted{color:#888;font-size:14px}.qr svg{width:220px;height:220px}
button,a.link{display:block;width:100%;padding:14px;border:0;border-radius:24px;font-size:17px;margin:12px 0;background:#07c160;color:#fff;text-decoration:none}
a.link{background:#fff;color:#07c160;border:1px solid #07c160}`;

function page(title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${head}
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The CSP of a page with one inline script (its nonce) and inline styles. */
export const pageCsp = (nonce?: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'${nonce ? `; script-src 'nonce-${nonce}'` : ''}`;

export function renderJsapiPage(
  v: { subject: string; amount: number; params: object; resultUrl: string },
  nonce: string,
) {
  // JSON in a script: "<" escaped so no text can close the script element.
  const data = JSON.stringify({ params: v.params, resultUrl: v.resultUrl }).replace(
    /</g,
    '\\u003c',
  );
  const script = `<script nonce="${nonce}">
var d=${data};
function pay(){
  if(typeof WeixinJSBridge==='undefined'){document.getElementById('hint').textContent='请在微信中打开 / Open this page in WeChat';return;}
  WeixinJSBridge.invoke('getBrandWCPayRequest',d.params,function(){location.replace(d.resultUrl);});
}
document.getElementById('pay').addEventListener('click',pay);
if(typeof WeixinJSBridge!=='undefined'){pay();}else{document.addEventListener('WeixinJSBridgeReady',pay,false);}
</script>`;
  return page(
    '微信支付',
    `<div class="card"><div class="muted">${escapeHtml(v.subject)}</div>
<div class="amount">${formatYuan(v.amount)}</div>
<button id="pay" type="button">微信支付 · Pay with WeChat</button>
<p id="hint" class="muted"></p></div>
<a class="link" href="${escapeHtml(v.resultUrl)}">已支付，查看结果 · I have paid</a>${script}`,
  );
}

export async function renderNativePage(v: { codeUrl: string; amount: number; resultUrl: string }) {
  // qrcode is loaded on the first desktop payment, not at the server's start.
  const { toString } = await import('qrcode');
  const svg = await toString(v.codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return page(
    '微信扫码支付',
    `<div class="card"><h1>微信扫码支付</h1><p class="muted">Scan with WeChat to pay</p>
<div class="amount">${formatYuan(v.amount)}</div>
<div class="qr" role="img" aria-label="微信支付二维码 WeChat Pay QR code" data-testid="wechat-qr">${svg}</div>
<p class="muted">请打开手机微信，使用“扫一扫”完成支付 · Open WeChat on your phone and scan</p></div>
<a class="link" href="${escapeHtml(v.resultUrl)}">已支付，查看结果 · I have paid</a>`,
    '<meta http-equiv="refresh" content="3">',
  );
}

export function renderWechatMessage(title: string, text: string, resultUrl?: string) {
  return page(
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p></div>${
      resultUrl
        ? `<a class="link" href="${escapeHtml(resultUrl)}">查看订单 · View the order</a>`
        : ''
    }`,
  );
}
