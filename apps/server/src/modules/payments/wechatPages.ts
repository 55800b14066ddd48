import { formatYuan } from './sandboxPage.ts';

/**
 * The school's own WeChat Pay pages, server-rendered like the sandbox's: the JSAPI page (inside
 * WeChat: one button that opens WeChat's payment sheet through WeixinJSBridge; its script runs
 * under a per-response nonce) and the Native page (a desktop: the QR code to scan with WeChat,
 * reloaded every 3 s until paid). Each in one language, the family's: `?lang=en` from the app's
 * switch, else the browser's Accept-Language (as the sandbox page, decision 0019).
 */

export type Lang = 'zh' | 'en';

/** The page's language: `?lang=en|zh` (the app adds it in English mode), else Accept-Language. */
export const pageLang = (query: { lang?: string }, acceptLanguage?: string): Lang =>
  query.lang === 'en' || query.lang === 'zh'
    ? query.lang
    : /^\s*en/i.test(acceptLanguage ?? '')
      ? 'en'
      : 'zh';

const TEXTS = {
  zh: {
    pay: '微信支付',
    openInWechat: '请在微信中打开此页面',
    paid: '已支付，查看结果',
    scanTitle: '微信扫码支付',
    scanHint: '请打开手机微信，使用“扫一扫”完成支付',
    qr: '微信支付二维码',
    viewOrder: '查看订单',
    notSetUp: ['微信支付未开通', '请选择其他支付方式'],
    noBill: ['账单不存在', '请返回订单重新支付'],
    ended: ['订单已支付或已关闭', '请查看订单'],
    signInFailed: ['授权失败', '请返回订单重新支付'],
  },
  en: {
    pay: 'Pay with WeChat',
    openInWechat: 'Open this page in WeChat',
    paid: 'I have paid: see the result',
    scanTitle: 'Scan with WeChat to pay',
    scanHint: 'Open WeChat on your phone and scan this code',
    qr: 'WeChat Pay QR code',
    viewOrder: 'View the order',
    notSetUp: ['WeChat Pay is not set up', 'Please choose another way to pay'],
    noBill: ['No such bill', 'Go back to the order and pay again'],
    ended: ['The order is paid or closed', 'See the order'],
    signInFailed: ['WeChat sign-in failed', 'Go back to the order and pay again'],
  },
} as const;

/** The messages a WeChat page can show instead of paying. */
export type WechatMessage = 'notSetUp' | 'noBill' | 'ended' | 'signInFailed';

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

function page(lang: Lang, title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
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
  lang: Lang,
) {
  const t = TEXTS[lang];
  // JSON in a script: "<" escaped so no text can close the script element.
  const data = JSON.stringify({
    params: v.params,
    resultUrl: v.resultUrl,
    hint: t.openInWechat,
  }).replace(/</g, '\\u003c');
  const script = `<script nonce="${nonce}">
var d=${data};
function pay(){
  if(typeof WeixinJSBridge==='undefined'){document.getElementById('hint').textContent=d.hint;return;}
  WeixinJSBridge.invoke('getBrandWCPayRequest',d.params,function(){location.replace(d.resultUrl);});
}
document.getElementById('pay').addEventListener('click',pay);
if(typeof WeixinJSBridge!=='undefined'){pay();}else{document.addEventListener('WeixinJSBridgeReady',pay,false);}
</script>`;
  return page(
    lang,
    t.pay,
    `<div class="card"><div class="muted">${escapeHtml(v.subject)}</div>
<div class="amount">${formatYuan(v.amount)}</div>
<button id="pay" type="button">${t.pay}</button>
<p id="hint" class="muted"></p></div>
<a class="link" href="${escapeHtml(v.resultUrl)}">${t.paid}</a>${script}`,
  );
}

export async function renderNativePage(
  v: { codeUrl: string; amount: number; resultUrl: string },
  lang: Lang,
) {
  const t = TEXTS[lang];
  // qrcode is loaded on the first desktop payment, not at the server's start.
  const { toString } = await import('qrcode');
  const svg = await toString(v.codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return page(
    lang,
    t.scanTitle,
    `<div class="card"><h1>${t.scanTitle}</h1>
<div class="amount">${formatYuan(v.amount)}</div>
<div class="qr" role="img" aria-label="${t.qr}" data-testid="wechat-qr">${svg}</div>
<p class="muted">${t.scanHint}</p></div>
<a class="link" href="${escapeHtml(v.resultUrl)}">${t.paid}</a>`,
    '<meta http-equiv="refresh" content="3">',
  );
}

export function renderWechatMessage(what: WechatMessage, lang: Lang, resultUrl?: string) {
  const [title, text] = TEXTS[lang][what];
  return page(
    lang,
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p></div>${
      resultUrl
        ? `<a class="link" href="${escapeHtml(resultUrl)}">${TEXTS[lang].viewOrder}</a>`
        : ''
    }`,
  );
}
