import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { startFakeWechat, type FakeWechat } from '../../providers/payment/wechatFake.ts';
import { hasCjk, saveSchoolTexts } from '../i18n/schoolTexts.ts';
import { addProduct, deliverWechatByInject, placeOrder, wechatEnv } from './testing.ts';
import { payOrderWechat } from '@school/contract/api/mall';

/**
 * The WeChat pay pages speak the app's language, one at a time (issue 24 item 4, decision 0019):
 * the school's own QR (Native) and JSAPI pages take `?lang=en` from the app as the sandbox page
 * does, across WeChat's OAuth round trip too; the local fake's H5 page takes it as well.
 */
describe("WeChat's pay pages in the app's language", () => {
  let fake: FakeWechat;
  let t: TestApp;
  let card: number;
  beforeAll(async () => {
    fake = await startFakeWechat();
    t = await createTestApp({
      JOBS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://school.example',
      ...wechatEnv(fake),
    });
    deliverWechatByInject(t, fake);
    card = await addProduct(t, { price: 120_000, lessonCount: 10, validityDays: 180 });
    await saveSchoolTexts(t.database.db, [{ zh: '10节次卡', en: '10-lesson card' }]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function payUrl(scene: 'h5' | 'jsapi' | 'native', lang: 'zh' | 'en') {
    const kid = await createStudent(t.database.db, t.clock.now());
    const order = await placeOrder(t, kid.token, card);
    const start = await t.api(
      payOrderWechat,
      { orderId: order.id, scene },
      { token: kid.token, headers: { 'accept-language': lang === 'en' ? 'en' : 'zh-CN' } },
    );
    expect(start.body.code, start.body.message).toBe(0);
    return new URL(start.body.data.payUrl);
  }
  const inject = (url: URL | string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: typeof url === 'string' ? url : `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    });
  /** The page's words, without its markup, script and the QR code's drawing. */
  const words = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>|<svg[\s\S]*?<\/svg>|<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ');

  it('the QR page: English only in English mode, Chinese only in Chinese mode', async () => {
    const en = await inject(await payUrl('native', 'en'));
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(words(en.body)).toContain('Scan with WeChat to pay');
    expect(hasCjk(words(en.body))).toBe(false);

    const zh = await inject(await payUrl('native', 'zh'));
    expect(words(zh.body)).toContain('微信扫码支付');
    expect(words(zh.body)).not.toMatch(/Scan with WeChat|I have paid/);
    // A bill that is not there says so in the page's language.
    const missing = await inject('/api/pay/wechat/native/NOPE?code=weixin://x&sig=x&lang=en');
    expect(missing.statusCode).toBe(404);
    expect(words(missing.body)).toContain('No such bill');
    expect(hasCjk(words(missing.body))).toBe(false);
  });

  it('the JSAPI page keeps English across OAuth; its Chinese version has no English', async () => {
    const page = async (lang: 'zh' | 'en') => {
      const url = await payUrl('jsapi', lang);
      const first = await inject(url);
      expect(first.statusCode).toBe(302);
      const oauth = await fetch(first.headers.location as string, { redirect: 'manual' });
      const back = new URL(oauth.headers.get('location')!);
      const cb = await inject(back);
      expect(cb.statusCode).toBe(302);
      const cookie = String(cb.headers['set-cookie']).split(';')[0]!;
      const again = new URL(cb.headers.location as string);
      return inject(again, cookie);
    };
    const en = await page('en');
    expect(en.statusCode).toBe(200);
    expect(words(en.body)).toContain('Pay with WeChat');
    expect(words(en.body)).toContain('10-lesson card');
    expect(hasCjk(words(en.body))).toBe(false);
    expect(en.body).toContain('"hint":"Open this page in WeChat"');
    const zh = await page('zh');
    expect(words(zh.body)).toContain('微信支付');
    expect(words(zh.body)).not.toMatch(/Pay with WeChat|I have paid/);
  });

  it("the fake's H5 page follows ?lang= and else the browser's language", async () => {
    const url = await payUrl('h5', 'en');
    const asked = await fetch(`${url.href}&lang=en`);
    const body = await asked.text();
    expect(body).toContain('Confirm payment');
    // The trade's description is what the school sent WeChat: shown as sent, in any language.
    expect(hasCjk(words(body).replace('10节次卡', ''))).toBe(false);
    const browser = await fetch(url, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(await browser.text()).toContain('Confirm payment');
    const zh = await (await fetch(url, { headers: { 'accept-language': 'zh-CN' } })).text();
    expect(zh).toContain('确认支付');
    expect(zh).not.toContain('Confirm payment');
  });
});
