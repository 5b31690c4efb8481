/**
 * The mock merchant's site configuration: white-label switches, registration rules, app
 * downloads, customer service (encrypted as the platform does), CDNs and settings.
 */
import { desEncrypt } from '../../src/api/crypto';
import { CONTENT_TIME } from './core/catalog';
import { DAY } from './core/clock';
import type { ScenarioName } from './core/scenarios';
import { DEFAULT_PASSWORD } from './core/state';

/** White-label modules switched on for the demo merchant (others are off). */
export const WHITE_LABEL: Record<string, '1' | '0'> = {
  USERNAMEREG3: '1',
  MOBILENUMREG3: '1',
  REGMOBVERF3: '1',
  MOBILENUMPASSREG3: '1',
  FREEPLAY3: '1',
  PWDEXPFORCECHANGE3: '1',
  MOBILEVERCODELOGIN3: '1',
  CHNGPASSVERIF3: '1',
  UPDATEMOBILEICC3: '1',
  DISABLEDMOBILEICC3: '0',
  REWCEN3: '1',
  FEEDBACK3: '1',
  AGETRANSFERUP3: '1',
  DEPOSIT: '1',
  WITHDRAW: '1',
  DIRECTREG3: '1',
  THIRDPARTYLOGIN3: '1',
  CAPTCHA3: '0',
};

export function whiteLabelTree(scenario: ScenarioName = 'default') {
  interface Node {
    modId: string;
    enabled: '1' | '0';
    childrenNodes: Node[];
  }
  const node = (modId: string, childrenNodes: Node[] = []): Node => ({
    modId,
    enabled: scenario === 'email-reset' && modId === 'CHNGPASSVERIF3' ? '0' : (WHITE_LABEL[modId] ?? '1'),
    childrenNodes,
  });
  return [
    node('REGISTRATION', [node('DIRECTREG3'), node('CAPTCHA3'), node('USERNAMEREG3'), node('MOBILENUMREG3', [node('REGMOBVERF3'), node('MOBILENUMPASSREG3')])]),
    node('LOGIN', [node('THIRDPARTYLOGIN3'), node('FREEPLAY3'), node('PWDEXPFORCECHANGE3'), node('MOBILEVERCODELOGIN3'), node('CHNGPASSVERIF3')]),
    node('PROFILE', [node('UPDATEMOBILEICC3'), node('DISABLEDMOBILEICC3')]),
    node('MEMBERCENTRE', [node('REWCEN3'), node('FEEDBACK3'), node('AGETRANSFERUP3'), node('DEPOSIT'), node('WITHDRAW')]),
  ];
}

const rule = (enabled: boolean, required: boolean, minLength: number, maxLength: number, acceptedPattern: string, patternId: number) => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});

/** Registration rules by field (pattern ids follow the spec's list of pattern kinds, 1-based). */
export function registerRules() {
  return {
    username: rule(true, true, 6, 16, '^[a-zA-Z][a-zA-Z0-9]*$', 2),
    password: rule(true, true, 6, 20, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6),
    confirmPassword: rule(true, true, 6, 20, '*', 1),
    payeeName: rule(true, false, 2, 50, '^[a-zA-Z ]+$', 9),
    email: rule(true, false, 5, 64, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 4),
    mobileNum: rule(true, true, 9, 11, '^\\d+$', 7),
    captcha: rule(false, false, 4, 4, '^\\d+$', 7),
    verificationCode: rule(true, true, 1, 255, '*', 1),
    affiliateCode: rule(true, false, 0, 32, '^[a-zA-Z0-9]*$', 5),
    paymentPassword: rule(false, true, 6, 6, '^\\d+$', 7),
    line: rule(false, false, 0, 50, '*', 1),
    whatsapp: rule(false, false, 0, 20, '^\\d+$', 7),
    facebook: rule(false, false, 0, 50, '*', 1),
    wechat: rule(false, false, 0, 50, '*', 1),
    telegram: rule(true, false, 0, 50, '^\\S*$', 10),
    zalo: rule(true, false, 0, 20, '^\\d*$', 7),
    birthday: rule(true, false, 10, 10, '^\\d{4}-\\d{2}-\\d{2}$', 12),
    nickname: rule(false, false, 2, 20, '*', 1),
  };
}

function customerServicePath(link: string, key: string): string {
  return desEncrypt(link, key) + key;
}

/**
 * The apps to download (docs/design/issue15.md, part 4): Android, iOS and the iOS web clip,
 * each with a QR code of its address drawn by the mock CDN (cdn.ts); none in the `empty` scenario.
 */
export function appResources(origin: string, scenario: ScenarioName) {
  if (scenario === 'empty') return [];
  const cdn = `${origin}/mock-cdn`;
  const updatedAt = CONTENT_TIME - 10 * DAY;
  const app = (resourceType: string, slug: string, url: string, fileSizeMb: number, minOsVersion: string) => ({
    resourceType,
    url,
    qrCodeUrl: `${cdn}/qr/${slug}.svg?data=${encodeURIComponent(url)}`,
    version: '3.8.2',
    fileSizeMb,
    minOsVersion,
    updatedAt,
  });
  return [
    app('ANDROID', 'android', `${origin}/down/app-demo.apk`, 48.6, '8.0'),
    app('IOS', 'ios', `${origin}/down/app-demo.ipa`, 62.1, '14.0'),
    app('IOS_LITE', 'ios-lite', `${origin}/down/lite`, 0, '14.0'),
  ];
}

export function siteInfo(origin: string, scenario: ScenarioName) {
  const cdn = `${origin}/mock-cdn`;
  return {
    whitelabel: whiteLabelTree(scenario),
    register: registerRules(),
    resources: appResources(origin, scenario),
    customerService: [
      { type: 'LIVECHAT', title: 'Live chat 24/7', csPosition: 0, path: customerServicePath('https://chat.example.com/livechat?merchant=DEMO', 'Lc8Xq2Pz') },
      { type: 'VIP', title: 'VIP service', csPosition: 0, path: customerServicePath('https://vip.example.com/chat?merchant=DEMO', 'Vp4Mn7Rt') },
      { type: 'TELEGRAM', title: 'Telegram', csPosition: 1, path: customerServicePath('https://t.me/example_support', 'Tg1Ab2Cd') },
      { type: 'TELEGRAM', title: 'Telegram promotions', csPosition: 2, path: customerServicePath('https://t.me/example_promo', 'Tg3Ef4Gh') },
      { type: 'VIBER', title: 'Viber', csPosition: 3, path: customerServicePath('https://invite.viber.com/?g2=AQBexampleDEMO', 'Vb5Ij6Kl') },
    ],
    imageCDNs: [cdn],
    launchGameCDNs: [origin],
    domainRoute: {
      domainList: [
        { domain: 'vn.example.com', speed: 82 },
        { domain: 'th.example.com', speed: 140 },
        { domain: 'mm.example.com', speed: 215 },
      ],
      resources: appResources(origin, scenario),
    },
    mainDomain: new URL(origin).hostname,
    settings: {
      loginedToHomePage: scenario === 'login-required',
      defaultPassword: DEFAULT_PASSWORD,
      defaultLanguage: 'MY',
      languages: ['MY', 'EN', 'CN'],
      vipService: false,
      minimumAge: 18,
      feedbackMinWords: 5,
      feedbackMaxWords: 300,
      rightBar: {
        liveChat: true,
        telegram1: 'https://t.me/example_support',
        telegram2: 'https://t.me/example_promo',
        viber: 'https://invite.viber.com/?g2=AQBexampleDEMO',
        appDownload: true,
        promotions: true,
      },
      socialLogin: { google: true, facebook: true },
      // The mock platform's own sign-in page (mocks/platform/identity-page.ts) on this origin.
      firebase: { apiKey: 'mock-api-key', authDomain: new URL(origin).host, projectId: 'wps-mock' },
      copyright: `Copyright © ${new Date().getFullYear()} WPS Gaming. All rights reserved.`,
    },
  };
}
