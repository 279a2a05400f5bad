import {
  type ComplianceCountryFlag,
  type ComplianceFeatureCode,
  LANGUAGE_LOCALES,
  type LANGUAGES,
  SITE_IDS,
  type SiteId,
} from '@meridian/domain';

/**
 * The compliance rules the seed starts a database with (decision 0048): a country table like the
 * one compliance staff keep, and one tip. Operators change the rows afterwards (the seed leaves
 * existing rows alone); a change shows within 10 s.
 */
export interface ComplianceCountrySeed {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-1 numeric, as users.country stores it. */
  numericCode: number;
  name: string;
  prohibited?: boolean;
  siteClosed?: boolean;
  showTips?: boolean;
  menu?: readonly ComplianceFeatureCode[];
  flags?: readonly ComplianceCountryFlag[];
  servedBySites?: readonly SiteId[];
}

/** What a prohibited country may not open (shell §2 pattern list): every trading and funding product. */
const PROHIBITED_MENU: readonly ComplianceFeatureCode[] = [
  'c2c',
  'card',
  'crypto',
  'convert',
  'futures_center',
  'eth2',
  'staking_gt',
  'staking_trx',
  'staking_sol',
  'staking_ton',
  'cryptoloan',
  'c2cloan',
  'otc',
  'airdrop',
  'vip',
  'competition',
];

/** shell §8 "UK not accepting customers": what the UK's rules on crypto promotions close. */
const UK_MENU: readonly ComplianceFeatureCode[] = [
  'c2c',
  'card',
  'crypto',
  'convert',
  'etf',
  'futures_center',
  'cryptoloan',
  'competition',
  'airdrop',
];

/** shell §8 "Prohibited countries (examples: United States, Canada, Cambodia, Thailand ...)": notices, gated menu. */
const prohibited = { prohibited: true, showTips: true, menu: PROHIBITED_MENU } as const;
/** shell §8 "... Iran, North Korea": the whole site closed (shell §4 redirect). */
const closed = { prohibited: true, siteClosed: true } as const;
const eu = { servedBySites: [SITE_IDS.eu] } as const;

export const COMPLIANCE_COUNTRY_SEEDS: readonly ComplianceCountrySeed[] = [
  // The 27 member states of the European Union (served by the EU site).
  { country: 'AT', numericCode: 40, name: 'Austria', ...eu },
  { country: 'BE', numericCode: 56, name: 'Belgium', ...eu },
  { country: 'BG', numericCode: 100, name: 'Bulgaria', ...eu },
  { country: 'HR', numericCode: 191, name: 'Croatia', ...eu },
  { country: 'CY', numericCode: 196, name: 'Cyprus', ...eu },
  { country: 'CZ', numericCode: 203, name: 'Czechia', ...eu },
  { country: 'DK', numericCode: 208, name: 'Denmark', ...eu },
  { country: 'EE', numericCode: 233, name: 'Estonia', ...eu },
  { country: 'FI', numericCode: 246, name: 'Finland', ...eu },
  { country: 'FR', numericCode: 250, name: 'France', ...eu },
  { country: 'DE', numericCode: 276, name: 'Germany', ...eu },
  { country: 'GR', numericCode: 300, name: 'Greece', ...eu },
  { country: 'HU', numericCode: 348, name: 'Hungary', ...eu },
  { country: 'IE', numericCode: 372, name: 'Ireland', ...eu },
  { country: 'IT', numericCode: 380, name: 'Italy', flags: ['is_italy_limit'], ...eu },
  { country: 'LV', numericCode: 428, name: 'Latvia', ...eu },
  { country: 'LT', numericCode: 440, name: 'Lithuania', flags: ['ltw_toast'], ...eu },
  { country: 'LU', numericCode: 442, name: 'Luxembourg', ...eu },
  { country: 'MT', numericCode: 470, name: 'Malta', ...eu },
  { country: 'NL', numericCode: 528, name: 'Netherlands', flags: ['is_nl_limit'], ...eu },
  { country: 'PL', numericCode: 616, name: 'Poland', ...eu },
  { country: 'PT', numericCode: 620, name: 'Portugal', ...eu },
  { country: 'RO', numericCode: 642, name: 'Romania', ...eu },
  { country: 'SK', numericCode: 703, name: 'Slovakia', ...eu },
  { country: 'SI', numericCode: 705, name: 'Slovenia', ...eu },
  { country: 'ES', numericCode: 724, name: 'Spain', ...eu },
  { country: 'SE', numericCode: 752, name: 'Sweden', ...eu },
  // Limited or prohibited elsewhere; served by their own regional site where they have one.
  {
    country: 'GB',
    numericCode: 826,
    name: 'United Kingdom',
    flags: ['is_uk_limit'],
    showTips: true,
    menu: UK_MENU,
    servedBySites: [SITE_IDS.uk],
  },
  { country: 'US', numericCode: 840, name: 'United States', ...prohibited, servedBySites: [SITE_IDS.us] },
  { country: 'CA', numericCode: 124, name: 'Canada', ...prohibited },
  { country: 'KH', numericCode: 116, name: 'Cambodia', ...prohibited },
  { country: 'TH', numericCode: 764, name: 'Thailand', ...prohibited },
  // Prohibited but not closed: the restricted demo account (a resident of Cuba) browses, reads the
  // prohibited-country notice and can still reach its assets (README "Demo accounts").
  { country: 'CU', numericCode: 192, name: 'Cuba', ...prohibited },
  { country: 'IR', numericCode: 364, name: 'Iran', ...closed },
  { country: 'KP', numericCode: 408, name: 'North Korea', ...closed },
  { country: 'BR', numericCode: 76, name: 'Brazil', flags: ['brazil_toast'] },
  { country: 'UZ', numericCode: 860, name: 'Uzbekistan', flags: ['is_uzbekistan_toast'] },
  // No rules, so every demo account's country has a row.
  { country: 'HK', numericCode: 344, name: 'Hong Kong', servedBySites: [SITE_IDS.hongKong] },
  { country: 'TR', numericCode: 792, name: 'Türkiye', servedBySites: [SITE_IDS.turkey] },
  { country: 'JP', numericCode: 392, name: 'Japan', servedBySites: [SITE_IDS.japan] },
  { country: 'AE', numericCode: 784, name: 'United Arab Emirates', servedBySites: [SITE_IDS.uae] },
  { country: 'AU', numericCode: 36, name: 'Australia', servedBySites: [SITE_IDS.australia] },
  { country: 'SG', numericCode: 702, name: 'Singapore', servedBySites: [SITE_IDS.singapore] },
  { country: 'BS', numericCode: 44, name: 'Bahamas', servedBySites: [SITE_IDS.bahamas] },
];

/** The locale codes of the main site's languages ('en' for English, which has no prefix). */
type MainSiteLocaleCode = Exclude<(typeof LANGUAGES)[number]['prefix'], ''> | 'en';

interface TipText {
  title: string;
  content: string;
  okButton: string;
  cancelButton: string;
}

/**
 * The main site's tip for visitors from Brazil (widgets §3 "Compliance tip"), in each of the main
 * site's 17 locales (by the locale code the web sends).
 */
export const BRAZIL_TIP_TEXTS = {
  en: {
    title: 'Notice for users in Brazil',
    content:
      'To comply with Brazilian regulations, users located in Brazil must complete identity verification to keep using our services. Please verify your identity to continue trading.',
    okButton: 'Verify now',
    cancelButton: 'Later',
  },
  cn: {
    title: '巴西用户须知',
    content: '为遵守巴西相关法规，位于巴西的用户须完成身份认证后方可继续使用我们的服务。请完成身份认证以继续交易。',
    okButton: '立即认证',
    cancelButton: '稍后',
  },
  tw: {
    title: '巴西用戶須知',
    content: '為遵守巴西相關法規，位於巴西的用戶須完成身分認證後方可繼續使用我們的服務。請完成身分認證以繼續交易。',
    okButton: '立即認證',
    cancelButton: '稍後',
  },
  ja: {
    title: 'ブラジルのお客様へのお知らせ',
    content:
      'ブラジルの規制に従い、ブラジルにお住まいのお客様は、引き続きサービスをご利用いただくために本人確認を完了する必要があります。取引を続けるには本人確認を行ってください。',
    okButton: '今すぐ確認',
    cancelButton: '後で',
  },
  kr: {
    title: '브라질 사용자 안내',
    content:
      '브라질 규정을 준수하기 위해 브라질에 있는 사용자는 서비스를 계속 이용하려면 본인 인증을 완료해야 합니다. 거래를 계속하려면 본인 인증을 진행해 주세요.',
    okButton: '지금 인증',
    cancelButton: '나중에',
  },
  vn: {
    title: 'Thông báo dành cho người dùng tại Brazil',
    content:
      'Để tuân thủ quy định của Brazil, người dùng tại Brazil cần hoàn tất xác minh danh tính để tiếp tục sử dụng dịch vụ của chúng tôi. Vui lòng xác minh danh tính để tiếp tục giao dịch.',
    okButton: 'Xác minh ngay',
    cancelButton: 'Để sau',
  },
  tr: {
    title: 'Brezilya’daki kullanıcılar için bildirim',
    content:
      'Brezilya düzenlemelerine uymak amacıyla, Brezilya’da bulunan kullanıcıların hizmetlerimizi kullanmaya devam edebilmesi için kimlik doğrulamasını tamamlaması gerekmektedir. İşlem yapmaya devam etmek için lütfen kimliğinizi doğrulayın.',
    okButton: 'Şimdi doğrula',
    cancelButton: 'Daha sonra',
  },
  ar: {
    title: 'إشعار للمستخدمين في البرازيل',
    content:
      'امتثالًا للوائح البرازيلية، يجب على المستخدمين الموجودين في البرازيل إكمال التحقق من الهوية لمواصلة استخدام خدماتنا. يُرجى التحقق من هويتك لمتابعة التداول.',
    okButton: 'تحقق الآن',
    cancelButton: 'لاحقًا',
  },
  ru: {
    title: 'Уведомление для пользователей из Бразилии',
    content:
      'В соответствии с законодательством Бразилии пользователи, находящиеся в Бразилии, должны пройти проверку личности, чтобы продолжить пользоваться нашими услугами. Пожалуйста, подтвердите свою личность, чтобы продолжить торговлю.',
    okButton: 'Пройти проверку',
    cancelButton: 'Позже',
  },
  es: {
    title: 'Aviso para usuarios en Brasil',
    content:
      'Para cumplir con la normativa brasileña, los usuarios ubicados en Brasil deben completar la verificación de identidad para seguir utilizando nuestros servicios. Verifica tu identidad para continuar operando.',
    okButton: 'Verificar ahora',
    cancelButton: 'Más tarde',
  },
  'pt-br': {
    title: 'Aviso para usuários no Brasil',
    content:
      'Para cumprir a regulamentação brasileira, os usuários localizados no Brasil precisam concluir a verificação de identidade para continuar usando nossos serviços. Verifique sua identidade para continuar negociando.',
    okButton: 'Verificar agora',
    cancelButton: 'Mais tarde',
  },
  fr: {
    title: 'Avis aux utilisateurs au Brésil',
    content:
      'Conformément à la réglementation brésilienne, les utilisateurs situés au Brésil doivent effectuer la vérification d’identité pour continuer à utiliser nos services. Veuillez vérifier votre identité pour poursuivre vos opérations.',
    okButton: 'Vérifier maintenant',
    cancelButton: 'Plus tard',
  },
  de: {
    title: 'Hinweis für Nutzer in Brasilien',
    content:
      'Zur Einhaltung der brasilianischen Vorschriften müssen Nutzer in Brasilien eine Identitätsprüfung abschließen, um unsere Dienste weiterhin nutzen zu können. Bitte bestätigen Sie Ihre Identität, um weiter zu handeln.',
    okButton: 'Jetzt verifizieren',
    cancelButton: 'Später',
  },
  it: {
    title: 'Avviso per gli utenti in Brasile',
    content:
      'Per rispettare la normativa brasiliana, gli utenti che si trovano in Brasile devono completare la verifica dell’identità per continuare a utilizzare i nostri servizi. Verifica la tua identità per continuare a fare trading.',
    okButton: 'Verifica ora',
    cancelButton: 'Più tardi',
  },
  id: {
    title: 'Pemberitahuan untuk pengguna di Brasil',
    content:
      'Untuk mematuhi peraturan Brasil, pengguna yang berada di Brasil harus menyelesaikan verifikasi identitas agar dapat terus menggunakan layanan kami. Silakan verifikasi identitas Anda untuk melanjutkan trading.',
    okButton: 'Verifikasi sekarang',
    cancelButton: 'Nanti',
  },
  th: {
    title: 'ประกาศสำหรับผู้ใช้ในบราซิล',
    content:
      'เพื่อปฏิบัติตามกฎระเบียบของบราซิล ผู้ใช้ที่อยู่ในบราซิลจะต้องยืนยันตัวตนให้เสร็จสมบูรณ์เพื่อใช้บริการของเราต่อไป โปรดยืนยันตัวตนของคุณเพื่อทำการซื้อขายต่อ',
    okButton: 'ยืนยันตอนนี้',
    cancelButton: 'ภายหลัง',
  },
  uk: {
    title: 'Повідомлення для користувачів у Бразилії',
    content:
      'Відповідно до законодавства Бразилії користувачі, які перебувають у Бразилії, мають пройти перевірку особи, щоб і надалі користуватися нашими послугами. Будь ласка, підтвердьте свою особу, щоб продовжити торгівлю.',
    okButton: 'Пройти перевірку',
    cancelButton: 'Пізніше',
  },
} as const satisfies Record<MainSiteLocaleCode, TipText>;

/** The tip rows: main site, visitors from Brazil, every main-site locale. */
const tipTexts: Readonly<Record<string, TipText | undefined>> = BRAZIL_TIP_TEXTS;

export const COMPLIANCE_TIP_SEEDS = LANGUAGE_LOCALES.map(({ code }) => {
  const text = tipTexts[code];
  if (!text) throw new Error(`no Brazil tip text for locale ${code}`);
  return {
    siteId: SITE_IDS.main,
    locale: code,
    country: 'BR',
    ...text,
    okButtonRouter: '/myaccount/kyc_home',
    textLink: [],
    maxCount: 2,
    enabled: true,
    paths: ['register', 'home', 'login'],
  };
});
