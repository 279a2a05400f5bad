import type { MarketingSeedLocale } from './marketing-seed-texts';

/**
 * The demo reward tasks' and activities' texts in each of the main site's 17 locales (issue 15
 * item 5), as [title, description]. Plain text.
 */

type TitleDescription = readonly [title: string, description: string];

export const GROWTH_SEED_TASK_IDS = [
  'kyc_level_2',
  'first_spot_trade',
  'two_factor',
  'invite_friend',
  'login_days',
] as const;
export type GrowthSeedTaskId = (typeof GROWTH_SEED_TASK_IDS)[number];

export const GROWTH_SEED_ACTIVITY_IDS = [
  'spot_championship',
  'new_listing_week',
  'futures_cup',
  'autumn_festival',
  'referral_sprint',
] as const;
export type GrowthSeedActivityId = (typeof GROWTH_SEED_ACTIVITY_IDS)[number];

export interface GrowthSeedTexts {
  tasks: Readonly<Record<GrowthSeedTaskId, TitleDescription>>;
  activities: Readonly<Record<GrowthSeedActivityId, TitleDescription>>;
}

export const GROWTH_SEED_TEXTS: Readonly<Record<MarketingSeedLocale, GrowthSeedTexts>> = {
  en: {
    tasks: {
      kyc_level_2: ['Complete KYC level 2', 'Verify your identity to level 2 to unlock higher limits.'],
      first_spot_trade: ['Make your first spot trade', 'Buy or sell any coin on the spot market.'],
      two_factor: ['Turn on two-factor authentication', 'Protect your account with an authenticator app.'],
      invite_friend: ['Invite a friend', 'A friend signs up with your invite link.'],
      login_days: ['Log in on 7 days', 'Visit your account on seven different days.'],
    },
    activities: {
      spot_championship: [
        'Spot Trading Championship',
        'Climb the spot volume leaderboard and win a share of the prize pool.',
      ],
      new_listing_week: ['New Listing Week', 'Trade this week’s new coins and share the rewards.'],
      futures_cup: ['Futures Cup', 'Team up, trade USDT perpetuals and compete for the top prizes.'],
      autumn_festival: ['Autumn Trading Festival', 'Daily trading challenges with prizes for every level.'],
      referral_sprint: ['Referral Sprint', 'Invite the most friends and win extra rewards.'],
    },
  },
  cn: {
    tasks: {
      kyc_level_2: ['完成 KYC 二级认证', '完成二级身份认证，解锁更高额度。'],
      first_spot_trade: ['完成首笔现货交易', '在现货市场买入或卖出任意币种。'],
      two_factor: ['开启双重验证', '使用身份验证器应用保护您的账户。'],
      invite_friend: ['邀请一位好友', '好友通过您的邀请链接完成注册。'],
      login_days: ['登录满 7 天', '在七个不同的日子登录您的账户。'],
    },
    activities: {
      spot_championship: ['现货交易锦标赛', '冲击现货交易量排行榜，瓜分奖池。'],
      new_listing_week: ['新币上线周', '交易本周上线的新币，共享奖励。'],
      futures_cup: ['合约杯', '组队交易 USDT 永续合约，角逐最高奖励。'],
      autumn_festival: ['秋季交易节', '每日交易挑战，各级别均有奖励。'],
      referral_sprint: ['邀请冲刺赛', '邀请好友最多者赢取额外奖励。'],
    },
  },
  tw: {
    tasks: {
      kyc_level_2: ['完成 KYC 二級認證', '完成二級身分認證，解鎖更高額度。'],
      first_spot_trade: ['完成首筆現貨交易', '在現貨市場買入或賣出任一幣種。'],
      two_factor: ['開啟雙重驗證', '使用身分驗證器應用程式保護您的帳戶。'],
      invite_friend: ['邀請一位好友', '好友透過您的邀請連結完成註冊。'],
      login_days: ['登入滿 7 天', '在七個不同的日子登入您的帳戶。'],
    },
    activities: {
      spot_championship: ['現貨交易錦標賽', '衝刺現貨交易量排行榜，瓜分獎池。'],
      new_listing_week: ['新幣上線週', '交易本週上線的新幣，共享獎勵。'],
      futures_cup: ['合約盃', '組隊交易 USDT 永續合約，角逐最高獎勵。'],
      autumn_festival: ['秋季交易節', '每日交易挑戰，各級別皆有獎勵。'],
      referral_sprint: ['邀請衝刺賽', '邀請最多好友者贏取額外獎勵。'],
    },
  },
  ja: {
    tasks: {
      kyc_level_2: ['KYCレベル2を完了する', '本人確認をレベル2まで進めて、上限を引き上げましょう。'],
      first_spot_trade: ['初めての現物取引', '現物市場で任意の通貨を売買しましょう。'],
      two_factor: ['二段階認証を有効にする', '認証アプリでアカウントを保護しましょう。'],
      invite_friend: ['友達を招待する', '友達があなたの招待リンクから登録します。'],
      login_days: ['7日間ログインする', '7つの異なる日にアカウントにアクセスしましょう。'],
    },
    activities: {
      spot_championship: [
        '現物取引チャンピオンシップ',
        '現物取引量ランキングで上位を目指し、賞金プールを獲得しましょう。',
      ],
      new_listing_week: ['新規上場ウィーク', '今週上場した新しい通貨を取引して報酬を分け合いましょう。'],
      futures_cup: ['先物カップ', 'チームを組んでUSDT無期限先物を取引し、上位賞を競いましょう。'],
      autumn_festival: ['秋の取引フェスティバル', '毎日の取引チャレンジで、どのレベルにも賞品があります。'],
      referral_sprint: ['紹介スプリント', '最も多くの友達を招待して追加報酬を獲得しましょう。'],
    },
  },
  kr: {
    tasks: {
      kyc_level_2: ['KYC 2단계 완료', '신원 인증을 2단계까지 완료하고 더 높은 한도를 이용하세요.'],
      first_spot_trade: ['첫 현물 거래하기', '현물 시장에서 아무 코인이나 매수하거나 매도하세요.'],
      two_factor: ['2단계 인증 켜기', '인증 앱으로 계정을 보호하세요.'],
      invite_friend: ['친구 초대하기', '친구가 회원님의 초대 링크로 가입합니다.'],
      login_days: ['7일 동안 로그인하기', '서로 다른 7일에 계정에 접속하세요.'],
    },
    activities: {
      spot_championship: ['현물 거래 챔피언십', '현물 거래량 순위에 올라 상금 풀을 나눠 받으세요.'],
      new_listing_week: ['신규 상장 주간', '이번 주 새로 상장된 코인을 거래하고 보상을 나눠 받으세요.'],
      futures_cup: ['선물 컵', '팀을 이뤄 USDT 무기한 선물을 거래하고 최고 상금에 도전하세요.'],
      autumn_festival: ['가을 트레이딩 페스티벌', '매일 열리는 거래 챌린지, 모든 레벨에 상품이 있습니다.'],
      referral_sprint: ['추천 스프린트', '가장 많은 친구를 초대하고 추가 보상을 받으세요.'],
    },
  },
  vn: {
    tasks: {
      kyc_level_2: ['Hoàn tất KYC cấp 2', 'Xác minh danh tính đến cấp 2 để mở hạn mức cao hơn.'],
      first_spot_trade: [
        'Thực hiện giao dịch giao ngay đầu tiên',
        'Mua hoặc bán bất kỳ đồng coin nào trên thị trường giao ngay.',
      ],
      two_factor: ['Bật xác thực hai yếu tố', 'Bảo vệ tài khoản của bạn bằng ứng dụng xác thực.'],
      invite_friend: ['Mời một người bạn', 'Bạn bè đăng ký bằng liên kết mời của bạn.'],
      login_days: ['Đăng nhập 7 ngày', 'Truy cập tài khoản của bạn vào bảy ngày khác nhau.'],
    },
    activities: {
      spot_championship: [
        'Giải vô địch giao dịch giao ngay',
        'Leo bảng xếp hạng khối lượng giao ngay và nhận phần thưởng từ quỹ giải.',
      ],
      new_listing_week: ['Tuần niêm yết mới', 'Giao dịch các đồng coin mới trong tuần này và chia sẻ phần thưởng.'],
      futures_cup: ['Cúp hợp đồng tương lai', 'Lập đội, giao dịch hợp đồng vĩnh cửu USDT và tranh giải cao nhất.'],
      autumn_festival: ['Lễ hội giao dịch mùa thu', 'Thử thách giao dịch hằng ngày với giải thưởng cho mọi cấp độ.'],
      referral_sprint: ['Chạy nước rút giới thiệu', 'Mời nhiều bạn bè nhất để nhận thêm phần thưởng.'],
    },
  },
  tr: {
    tasks: {
      kyc_level_2: [
        'KYC 2. seviyeyi tamamlayın',
        'Daha yüksek limitler için kimliğinizi 2. seviyeye kadar doğrulayın.',
      ],
      first_spot_trade: ['İlk spot işleminizi yapın', 'Spot piyasada herhangi bir coin alın veya satın.'],
      two_factor: ['İki adımlı doğrulamayı açın', 'Hesabınızı bir doğrulama uygulamasıyla koruyun.'],
      invite_friend: ['Bir arkadaşınızı davet edin', 'Arkadaşınız davet bağlantınızla kaydolur.'],
      login_days: ['7 gün giriş yapın', 'Hesabınızı yedi farklı günde ziyaret edin.'],
    },
    activities: {
      spot_championship: ['Spot İşlem Şampiyonası', 'Spot hacim sıralamasında yükselin ve ödül havuzundan pay alın.'],
      new_listing_week: ['Yeni Listeleme Haftası', 'Bu haftanın yeni coinleriyle işlem yapın ve ödülleri paylaşın.'],
      futures_cup: [
        'Vadeli İşlemler Kupası',
        'Takım kurun, USDT süresiz sözleşmelerle işlem yapın ve büyük ödüller için yarışın.',
      ],
      autumn_festival: ['Sonbahar İşlem Festivali', 'Her seviyeye ödüllü günlük işlem görevleri.'],
      referral_sprint: ['Davet Yarışı', 'En çok arkadaşı davet edin, ek ödüller kazanın.'],
    },
  },
  ar: {
    tasks: {
      kyc_level_2: ['أكمل المستوى الثاني من التحقق', 'وثّق هويتك حتى المستوى الثاني لرفع حدودك.'],
      first_spot_trade: ['نفّذ أول صفقة فورية', 'اشترِ أو بِع أي عملة في السوق الفوري.'],
      two_factor: ['فعّل المصادقة الثنائية', 'احمِ حسابك بتطبيق مصادقة.'],
      invite_friend: ['ادعُ صديقًا', 'يسجّل صديقك عبر رابط الدعوة الخاص بك.'],
      login_days: ['سجّل الدخول 7 أيام', 'ادخل إلى حسابك في سبعة أيام مختلفة.'],
    },
    activities: {
      spot_championship: ['بطولة التداول الفوري', 'تصدّر لوحة حجم التداول الفوري واربح حصة من مجموع الجوائز.'],
      new_listing_week: ['أسبوع الإدراجات الجديدة', 'تداول العملات المُدرجة هذا الأسبوع وتقاسم المكافآت.'],
      futures_cup: ['كأس العقود الآجلة', 'كوّن فريقًا وتداول العقود الدائمة بعملة USDT وتنافس على الجوائز الكبرى.'],
      autumn_festival: ['مهرجان تداول الخريف', 'تحديات تداول يومية بجوائز لكل المستويات.'],
      referral_sprint: ['سباق الإحالات', 'ادعُ أكبر عدد من الأصدقاء واربح مكافآت إضافية.'],
    },
  },
  ru: {
    tasks: {
      kyc_level_2: ['Пройдите KYC уровня 2', 'Подтвердите личность до уровня 2, чтобы повысить лимиты.'],
      first_spot_trade: ['Совершите первую спотовую сделку', 'Купите или продайте любую монету на спотовом рынке.'],
      two_factor: ['Включите двухфакторную аутентификацию', 'Защитите аккаунт с помощью приложения-аутентификатора.'],
      invite_friend: ['Пригласите друга', 'Друг регистрируется по вашей пригласительной ссылке.'],
      login_days: ['Заходите 7 дней', 'Заходите в аккаунт в семь разных дней.'],
    },
    activities: {
      spot_championship: [
        'Чемпионат по спотовой торговле',
        'Поднимитесь в рейтинге спотового объёма и получите долю призового фонда.',
      ],
      new_listing_week: ['Неделя новых листингов', 'Торгуйте монетами, добавленными на этой неделе, и делите награды.'],
      futures_cup: [
        'Кубок фьючерсов',
        'Соберите команду, торгуйте бессрочными контрактами в USDT и боритесь за главные призы.',
      ],
      autumn_festival: ['Осенний торговый фестиваль', 'Ежедневные торговые задания с призами для каждого уровня.'],
      referral_sprint: ['Реферальный спринт', 'Пригласите больше всех друзей и получите дополнительные награды.'],
    },
  },
  es: {
    tasks: {
      kyc_level_2: [
        'Completa el nivel 2 de KYC',
        'Verifica tu identidad hasta el nivel 2 para desbloquear límites más altos.',
      ],
      first_spot_trade: [
        'Haz tu primera operación al contado',
        'Compra o vende cualquier moneda en el mercado al contado.',
      ],
      two_factor: ['Activa la autenticación en dos pasos', 'Protege tu cuenta con una aplicación de autenticación.'],
      invite_friend: ['Invita a un amigo', 'Un amigo se registra con tu enlace de invitación.'],
      login_days: ['Inicia sesión 7 días', 'Entra en tu cuenta en siete días distintos.'],
    },
    activities: {
      spot_championship: [
        'Campeonato de trading al contado',
        'Sube en la clasificación de volumen al contado y gana parte del bote de premios.',
      ],
      new_listing_week: [
        'Semana de nuevos listados',
        'Opera con las monedas nuevas de esta semana y comparte las recompensas.',
      ],
      futures_cup: ['Copa de futuros', 'Forma un equipo, opera perpetuos en USDT y compite por los mejores premios.'],
      autumn_festival: ['Festival de trading de otoño', 'Retos de trading diarios con premios para todos los niveles.'],
      referral_sprint: ['Sprint de referidos', 'Invita a más amigos que nadie y gana recompensas extra.'],
    },
  },
  'pt-br': {
    tasks: {
      kyc_level_2: ['Conclua o KYC nível 2', 'Verifique sua identidade até o nível 2 para liberar limites maiores.'],
      first_spot_trade: ['Faça sua primeira negociação à vista', 'Compre ou venda qualquer moeda no mercado à vista.'],
      two_factor: ['Ative a autenticação de dois fatores', 'Proteja sua conta com um aplicativo autenticador.'],
      invite_friend: ['Convide um amigo', 'Um amigo se cadastra com o seu link de convite.'],
      login_days: ['Entre por 7 dias', 'Acesse sua conta em sete dias diferentes.'],
    },
    activities: {
      spot_championship: [
        'Campeonato de Trading à Vista',
        'Suba no ranking de volume à vista e ganhe parte do prêmio total.',
      ],
      new_listing_week: ['Semana de Novas Listagens', 'Negocie as moedas novas desta semana e divida as recompensas.'],
      futures_cup: ['Copa de Futuros', 'Monte uma equipe, negocie perpétuos em USDT e dispute os maiores prêmios.'],
      autumn_festival: [
        'Festival de Trading de Outono',
        'Desafios diários de negociação com prêmios para todos os níveis.',
      ],
      referral_sprint: ['Corrida de Indicações', 'Convide mais amigos do que todos e ganhe recompensas extras.'],
    },
  },
  fr: {
    tasks: {
      kyc_level_2: ['Terminez le KYC niveau 2', 'Vérifiez votre identité jusqu’au niveau 2 pour relever vos plafonds.'],
      first_spot_trade: [
        'Passez votre premier ordre au comptant',
        'Achetez ou vendez n’importe quelle crypto sur le marché au comptant.',
      ],
      two_factor: [
        'Activez la double authentification',
        'Protégez votre compte avec une application d’authentification.',
      ],
      invite_friend: ['Invitez un ami', 'Un ami s’inscrit avec votre lien d’invitation.'],
      login_days: ['Connectez-vous 7 jours', 'Rendez-vous sur votre compte sept jours différents.'],
    },
    activities: {
      spot_championship: [
        'Championnat de trading au comptant',
        'Grimpez au classement du volume au comptant et remportez une part de la cagnotte.',
      ],
      new_listing_week: [
        'Semaine des nouvelles cotations',
        'Tradez les nouvelles cryptos de la semaine et partagez les récompenses.',
      ],
      futures_cup: [
        'Coupe des contrats à terme',
        'Formez une équipe, tradez les perpétuels en USDT et visez les premiers prix.',
      ],
      autumn_festival: [
        'Festival de trading d’automne',
        'Des défis de trading quotidiens avec des prix à chaque niveau.',
      ],
      referral_sprint: ['Sprint de parrainage', 'Invitez le plus d’amis et gagnez des récompenses en plus.'],
    },
  },
  de: {
    tasks: {
      kyc_level_2: ['KYC-Stufe 2 abschließen', 'Verifizieren Sie Ihre Identität bis Stufe 2 für höhere Limits.'],
      first_spot_trade: ['Ersten Spot-Handel tätigen', 'Kaufen oder verkaufen Sie eine beliebige Coin am Spotmarkt.'],
      two_factor: ['Zwei-Faktor-Authentifizierung aktivieren', 'Schützen Sie Ihr Konto mit einer Authenticator-App.'],
      invite_friend: ['Einen Freund einladen', 'Ein Freund registriert sich über Ihren Einladungslink.'],
      login_days: ['An 7 Tagen anmelden', 'Besuchen Sie Ihr Konto an sieben verschiedenen Tagen.'],
    },
    activities: {
      spot_championship: [
        'Spot-Trading-Meisterschaft',
        'Steigen Sie in der Spot-Volumen-Rangliste auf und sichern Sie sich einen Teil des Preispools.',
      ],
      new_listing_week: [
        'Woche der Neulistungen',
        'Handeln Sie die neuen Coins dieser Woche und teilen Sie sich die Prämien.',
      ],
      futures_cup: [
        'Futures-Cup',
        'Bilden Sie ein Team, handeln Sie USDT-Perpetuals und kämpfen Sie um die Hauptpreise.',
      ],
      autumn_festival: ['Herbst-Trading-Festival', 'Tägliche Trading-Aufgaben mit Preisen für jedes Level.'],
      referral_sprint: ['Empfehlungssprint', 'Laden Sie die meisten Freunde ein und erhalten Sie zusätzliche Prämien.'],
    },
  },
  it: {
    tasks: {
      kyc_level_2: [
        'Completa il KYC di livello 2',
        'Verifica la tua identità fino al livello 2 per sbloccare limiti più alti.',
      ],
      first_spot_trade: ['Fai il tuo primo scambio spot', 'Compra o vendi una qualsiasi moneta sul mercato spot.'],
      two_factor: ['Attiva l’autenticazione a due fattori', 'Proteggi il tuo conto con un’app di autenticazione.'],
      invite_friend: ['Invita un amico', 'Un amico si registra con il tuo link di invito.'],
      login_days: ['Accedi per 7 giorni', 'Visita il tuo conto in sette giorni diversi.'],
    },
    activities: {
      spot_championship: [
        'Campionato di trading spot',
        'Scala la classifica dei volumi spot e vinci una parte del montepremi.',
      ],
      new_listing_week: [
        'Settimana dei nuovi listing',
        'Fai trading con le nuove monete della settimana e condividi le ricompense.',
      ],
      futures_cup: [
        'Coppa dei futures',
        'Forma una squadra, fai trading di perpetui in USDT e gareggia per i premi principali.',
      ],
      autumn_festival: ['Festival d’autunno del trading', 'Sfide di trading quotidiane con premi per ogni livello.'],
      referral_sprint: ['Sprint dei referral', 'Invita più amici di tutti e ottieni ricompense extra.'],
    },
  },
  id: {
    tasks: {
      kyc_level_2: [
        'Selesaikan KYC level 2',
        'Verifikasi identitas Anda hingga level 2 untuk membuka limit lebih tinggi.',
      ],
      first_spot_trade: ['Lakukan trading spot pertama', 'Beli atau jual koin apa pun di pasar spot.'],
      two_factor: ['Aktifkan autentikasi dua faktor', 'Lindungi akun Anda dengan aplikasi autentikator.'],
      invite_friend: ['Undang seorang teman', 'Teman Anda mendaftar melalui tautan undangan Anda.'],
      login_days: ['Masuk selama 7 hari', 'Kunjungi akun Anda pada tujuh hari yang berbeda.'],
    },
    activities: {
      spot_championship: [
        'Kejuaraan Trading Spot',
        'Naiki papan peringkat volume spot dan menangkan bagian dari total hadiah.',
      ],
      new_listing_week: ['Pekan Listing Baru', 'Trading koin baru minggu ini dan bagi hadiahnya.'],
      futures_cup: ['Piala Futures', 'Bentuk tim, trading kontrak perpetual USDT, dan perebutkan hadiah utama.'],
      autumn_festival: ['Festival Trading Musim Gugur', 'Tantangan trading harian dengan hadiah untuk setiap level.'],
      referral_sprint: ['Sprint Referral', 'Undang teman terbanyak dan dapatkan hadiah tambahan.'],
    },
  },
  th: {
    tasks: {
      kyc_level_2: ['ยืนยันตัวตน KYC ระดับ 2', 'ยืนยันตัวตนถึงระดับ 2 เพื่อปลดล็อกวงเงินที่สูงขึ้น'],
      first_spot_trade: ['เทรดสปอตครั้งแรก', 'ซื้อหรือขายเหรียญใดก็ได้ในตลาดสปอต'],
      two_factor: ['เปิดการยืนยันตัวตนสองขั้นตอน', 'ปกป้องบัญชีของคุณด้วยแอปยืนยันตัวตน'],
      invite_friend: ['ชวนเพื่อน', 'เพื่อนสมัครสมาชิกผ่านลิงก์เชิญของคุณ'],
      login_days: ['เข้าสู่ระบบครบ 7 วัน', 'เข้าบัญชีของคุณในเจ็ดวันที่แตกต่างกัน'],
    },
    activities: {
      spot_championship: ['การแข่งขันเทรดสปอต', 'ไต่อันดับปริมาณการเทรดสปอตและรับส่วนแบ่งจากเงินรางวัลรวม'],
      new_listing_week: ['สัปดาห์เหรียญใหม่', 'เทรดเหรียญที่เพิ่งลิสต์สัปดาห์นี้และแบ่งรางวัลกัน'],
      futures_cup: ['ฟิวเจอร์สคัพ', 'รวมทีม เทรดสัญญาถาวร USDT และชิงรางวัลใหญ่'],
      autumn_festival: ['เทศกาลเทรดฤดูใบไม้ร่วง', 'ภารกิจเทรดรายวันพร้อมรางวัลสำหรับทุกระดับ'],
      referral_sprint: ['แข่งชวนเพื่อน', 'ชวนเพื่อนมากที่สุดเพื่อรับรางวัลพิเศษ'],
    },
  },
  uk: {
    tasks: {
      kyc_level_2: ['Пройдіть KYC рівня 2', 'Підтвердьте особу до рівня 2, щоб підвищити ліміти.'],
      first_spot_trade: ['Здійсніть першу спотову угоду', 'Купіть або продайте будь-яку монету на спотовому ринку.'],
      two_factor: ['Увімкніть двофакторну автентифікацію', 'Захистіть акаунт за допомогою застосунку-автентифікатора.'],
      invite_friend: ['Запросіть друга', 'Друг реєструється за вашим запрошувальним посиланням.'],
      login_days: ['Заходьте 7 днів', 'Заходьте в акаунт у сім різних днів.'],
    },
    activities: {
      spot_championship: [
        'Чемпіонат зі спотової торгівлі',
        'Підніміться в рейтингу спотового обсягу та отримайте частку призового фонду.',
      ],
      new_listing_week: ['Тиждень нових лістингів', 'Торгуйте монетами, доданими цього тижня, і діліть винагороди.'],
      futures_cup: [
        'Кубок ф’ючерсів',
        'Зберіть команду, торгуйте безстроковими контрактами в USDT і змагайтеся за головні призи.',
      ],
      autumn_festival: ['Осінній торговий фестиваль', 'Щоденні торгові завдання з призами для кожного рівня.'],
      referral_sprint: ['Реферальний спринт', 'Запросіть найбільше друзів і отримайте додаткові винагороди.'],
    },
  },
};
