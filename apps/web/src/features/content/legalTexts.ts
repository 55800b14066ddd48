/**
 * The user agreement and children's privacy policy shown on /pages/xieyi/index. Static for now; a
 * later issue loads the school's own texts from userAgreement/list and protectionPolicy/list.
 * White-label: the texts say "本平台" / "the platform", never a school's name.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  sections: LegalSection[];
}

const zhUser: LegalText = {
  title: '用户协议',
  sections: [
    {
      heading: '一、协议的范围',
      paragraphs: [
        '本协议是你（家长或其他监护人）与本平台之间关于使用本平台少儿在线英语课程服务的约定。使用本平台前，请你仔细阅读本协议。你点击同意或实际使用服务，即表示你已阅读并同意本协议。',
        '本平台的服务对象是儿童学员及其监护人。儿童使用本平台应在监护人的陪同和同意下进行。',
      ],
    },
    {
      heading: '二、账号',
      paragraphs: [
        '你可以使用中国大陆手机号通过短信验证码登录，首次登录即创建账号；也可以设置密码后使用手机号和密码登录。',
        '请妥善保管手机和密码。为保护账号安全，多次输错密码后密码登录会被暂时锁定，短信验证码登录不受影响。',
      ],
    },
    {
      heading: '三、课程与课时',
      paragraphs: [
        '课时通过购买次卡或课包获得，每份课时有有效期。预约一节课消耗一个课时，优先使用最早到期的课时。',
        '开课前 24 小时以上取消预约，课时退回；不足 24 小时取消，课时将被扣除；开课后不能取消。老师缺席时，课时退回并额外补偿一个课时。',
      ],
    },
    {
      heading: '四、订单与支付',
      paragraphs: [
        '订单金额以服务器计算为准。下单后 30 分钟内未支付的订单将自动关闭。支付成功以支付机构的通知为准。',
      ],
    },
    {
      heading: '五、行为规范',
      paragraphs: [
        '请文明上课，尊重老师和其他用户。未经同意，不得录制、传播课堂内容和老师的个人信息。',
      ],
    },
    {
      heading: '六、注销账号',
      paragraphs: [
        '你可以随时在“设置-注销账号”中注销账号。注销需短信验证码确认，注销后个人信息将被删除且无法恢复，未来的预约将被取消并退回课时。',
      ],
    },
    {
      heading: '七、联系我们',
      paragraphs: ['如对本协议有任何疑问，可以通过“关于我们”页面中的联系方式与我们联系。'],
    },
  ],
};

const zhPrivacy: LegalText = {
  title: '儿童隐私政策',
  sections: [
    {
      heading: '一、我们收集哪些信息',
      paragraphs: [
        '手机号：用于登录、接收验证码和上课通知。',
        '孩子的英文名、昵称、性别、出生日期和头像（可选）：用于老师称呼孩子、安排适合年龄和水平的课程。',
        '学习记录：预约、出勤、课程报告、测评成绩和课程回放，用于展示学习进度和改进教学。',
        '订单和支付记录：用于提供课时和售后服务。',
      ],
    },
    {
      heading: '二、我们如何使用这些信息',
      paragraphs: [
        '仅用于登录和账号安全、预约课程、上课、生成课程报告和学习建议，以及必要的客户服务。',
        '我们不会出售孩子或家长的个人信息，不会用于与上述目的无关的用途。',
      ],
    },
    {
      heading: '三、监护人同意',
      paragraphs: [
        '在创建账号前，我们会请监护人阅读并同意本政策，并记录同意的政策版本和时间。监护人不同意的，我们不会创建账号。',
      ],
    },
    {
      heading: '四、信息的存储与保护',
      paragraphs: [
        '我们采取加密传输、密码加盐散列存储、访问控制等措施保护信息安全。登录凭证只保存其散列值。',
      ],
    },
    {
      heading: '五、监护人的权利',
      paragraphs: [
        '监护人可以随时查看和修改孩子的资料，可以注销账号。注销后，手机号、姓名、出生日期、头像等个人信息将被删除，订单和支付记录仅以匿名方式保留。',
      ],
    },
    {
      heading: '六、政策更新',
      paragraphs: ['政策更新后，我们会在你下次登录前请你重新阅读并同意。'],
    },
  ],
};

const enUser: LegalText = {
  title: 'User Agreement',
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'This agreement is between you (the parent or guardian) and the platform about the use of its online English lessons for children. By agreeing or using the service you accept it.',
        'Children use the platform with the consent and company of their guardian.',
      ],
    },
    {
      heading: '2. Account',
      paragraphs: [
        'Log in with a mainland China mobile number and an SMS code; the first login creates the account. You can also set a password. Repeated wrong passwords lock password login for a while; SMS login keeps working.',
      ],
    },
    {
      heading: '3. Lessons and credits',
      paragraphs: [
        'Credits come from lesson cards and course packs and expire. A booking uses one credit, the one that expires first. Cancelling 24 hours or more ahead returns the credit; later cancellations spend it.',
      ],
    },
    {
      heading: '4. Orders and payment',
      paragraphs: [
        'Unpaid orders close after 30 minutes. A payment counts once the payment provider confirms it.',
      ],
    },
    {
      heading: '5. Deleting the account',
      paragraphs: [
        'You can delete the account at any time under Settings. Personal data is erased and cannot be restored.',
      ],
    },
  ],
};

const enPrivacy: LegalText = {
  title: "Children's Privacy Policy",
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: [
        'Phone number, the child’s English name, nickname, sex, birth date and optional avatar, lesson records, and orders.',
      ],
    },
    {
      heading: '2. Why',
      paragraphs: [
        'Only for login and security, booking and attending lessons, lesson reports and customer service. We never sell personal data.',
      ],
    },
    {
      heading: '3. Guardian consent',
      paragraphs: [
        'No account is created before the guardian accepts this policy; we record which version was accepted and when.',
      ],
    },
    {
      heading: '4. Your rights',
      paragraphs: [
        'You can view and correct the profile and delete the account at any time; personal data is then erased.',
      ],
    },
  ],
};

export const legalTexts = {
  zh: { user: zhUser, privacy: zhPrivacy },
  en: { user: enUser, privacy: enPrivacy },
} as const;

export type LegalKind = 'user' | 'privacy';

export function legalText(language: string, kind: LegalKind): LegalText {
  return (language === 'en' ? legalTexts.en : legalTexts.zh)[kind];
}
