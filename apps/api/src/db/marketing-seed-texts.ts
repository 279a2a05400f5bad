import type { LANGUAGES } from '@meridian/domain';

/**
 * The demo campaigns' texts in each of the main site's 17 locales (issue 15). Plain text. `{coin}`
 * in the alpha titles is the card's coin symbol.
 */

/** The locale codes of the main site's languages ('en' for English, which has no prefix). */
export type MarketingSeedLocale = Exclude<(typeof LANGUAGES)[number]['prefix'], ''> | 'en';

type TitleContent = readonly [title: string, content: string];
type VipPopup = readonly [title: string, content: string, button: string];

export interface MarketingSeedTexts {
  welcome: TitleContent;
  tradeRewards: TitleContent;
  copyTrading: TitleContent;
  appDownload: TitleContent;
  competition: TitleContent;
  vipBenefits: readonly [title: string, fees: string, support: string, withdrawals: string];
  vipUpgraded: VipPopup;
  vipInactive: VipPopup;
  vipExpired: VipPopup;
  alphaEarly: string;
  alphaTrending: string;
  alphaAll: string;
}

export const MARKETING_SEED_TEXTS: Readonly<Record<MarketingSeedLocale, MarketingSeedTexts>> = {
  en: {
    welcome: [
      'Your welcome rewards are waiting',
      'Sign up, complete a few simple tasks and unlock your new-user rewards.',
    ],
    tradeRewards: [
      'Trade more, earn more',
      'Complete trading tasks this month to collect extra rewards in the Rewards Hub.',
    ],
    copyTrading: [
      'Copy top traders in one click',
      'Follow experienced traders and mirror their strategies automatically.',
    ],
    appDownload: ['Trade anywhere with our app', 'Get real-time prices, alerts and your whole account in your pocket.'],
    competition: ['The trading competition is on', 'Join now, climb the leaderboard and share the prize pool.'],
    vipBenefits: ['Your VIP benefits', 'Lower trading fees', 'Priority customer support', 'Higher withdrawal limits'],
    vipUpgraded: [
      'Congratulations, you have been upgraded',
      'Your new VIP tier is active now. Enjoy the benefits below.',
      'View my benefits',
    ],
    vipInactive: [
      'Your VIP benefits are ready to use',
      'Make a trade to put your VIP privileges to work.',
      'Start trading',
    ],
    vipExpired: [
      'Bring your VIP benefits back',
      'Reach the VIP trading volume again to enjoy lower fees and more.',
      'See how',
    ],
    alphaEarly: 'Trade {coin} early on Alpha',
    alphaTrending: '{coin} is trending on Alpha',
    alphaAll: 'Discover new tokens first on Alpha',
  },
  cn: {
    welcome: ['新用户奖励等你领取', '注册并完成几个简单任务，即可解锁新用户专属奖励。'],
    tradeRewards: ['交易越多，奖励越多', '本月完成交易任务，即可在奖励中心领取额外奖励。'],
    copyTrading: ['一键跟随顶尖交易员', '跟随经验丰富的交易员，自动复制他们的交易策略。'],
    appDownload: ['随时随地，用 App 交易', '实时行情、价格提醒和完整账户，尽在掌中。'],
    competition: ['交易大赛火热进行中', '立即参赛，冲击排行榜，瓜分奖池。'],
    vipBenefits: ['您的 VIP 权益', '更低的交易手续费', '优先客户服务', '更高的提现额度'],
    vipUpgraded: ['恭喜您，VIP 等级已提升', '新的 VIP 等级现已生效，尽享以下权益。', '查看我的权益'],
    vipInactive: ['您的 VIP 权益已就绪', '完成一笔交易，让您的 VIP 特权发挥作用。', '开始交易'],
    vipExpired: ['重新找回您的 VIP 权益', '再次达到 VIP 交易量要求，即可重新享受更低手续费等权益。', '了解详情'],
    alphaEarly: '在 Alpha 抢先交易 {coin}',
    alphaTrending: '{coin} 正在 Alpha 上热门',
    alphaAll: '在 Alpha 率先发现新代币',
  },
  tw: {
    welcome: ['新用戶獎勵等你領取', '註冊並完成幾個簡單任務，即可解鎖新用戶專屬獎勵。'],
    tradeRewards: ['交易越多，獎勵越多', '本月完成交易任務，即可在獎勵中心領取額外獎勵。'],
    copyTrading: ['一鍵跟隨頂尖交易員', '跟隨經驗豐富的交易員，自動複製他們的交易策略。'],
    appDownload: ['隨時隨地，用 App 交易', '即時行情、價格提醒和完整帳戶，盡在掌中。'],
    competition: ['交易大賽熱烈進行中', '立即參賽，衝上排行榜，瓜分獎池。'],
    vipBenefits: ['您的 VIP 權益', '更低的交易手續費', '優先客戶服務', '更高的提領額度'],
    vipUpgraded: ['恭喜您，VIP 等級已提升', '新的 VIP 等級現已生效，盡享以下權益。', '查看我的權益'],
    vipInactive: ['您的 VIP 權益已準備就緒', '完成一筆交易，讓您的 VIP 特權發揮作用。', '開始交易'],
    vipExpired: ['重新找回您的 VIP 權益', '再次達到 VIP 交易量要求，即可重新享受更低手續費等權益。', '了解詳情'],
    alphaEarly: '在 Alpha 搶先交易 {coin}',
    alphaTrending: '{coin} 正在 Alpha 上熱門',
    alphaAll: '在 Alpha 率先發現新代幣',
  },
  ja: {
    welcome: ['新規登録特典をご用意しています', '登録して簡単なタスクを完了すると、新規ユーザー特典を受け取れます。'],
    tradeRewards: [
      '取引するほど、報酬アップ',
      '今月の取引タスクを達成して、リワードハブで追加報酬を受け取りましょう。',
    ],
    copyTrading: [
      'トップトレーダーをワンクリックでコピー',
      '経験豊富なトレーダーをフォローして、その戦略を自動で再現します。',
    ],
    appDownload: ['アプリでいつでもどこでも取引', 'リアルタイム価格、アラート、アカウントのすべてを手のひらに。'],
    competition: ['トレードコンテスト開催中', '今すぐ参加してランキング上位を目指し、賞金プールを分け合いましょう。'],
    vipBenefits: ['VIP特典', '取引手数料の割引', '優先カスタマーサポート', '出金上限の引き上げ'],
    vipUpgraded: [
      'おめでとうございます！ランクアップしました',
      '新しいVIPランクが有効になりました。以下の特典をお楽しみください。',
      '特典を見る',
    ],
    vipInactive: ['VIP特典をご利用いただけます', '取引を行って、VIP特典を活用しましょう。', '取引を始める'],
    vipExpired: [
      'VIP特典を取り戻しましょう',
      'VIPの取引量を再び達成すると、手数料割引などの特典を再びご利用いただけます。',
      '詳しく見る',
    ],
    alphaEarly: 'Alphaで{coin}をいち早く取引',
    alphaTrending: '{coin}がAlphaで話題に',
    alphaAll: 'Alphaで新しいトークンをいち早く発見',
  },
  kr: {
    welcome: ['신규 가입 보상이 기다리고 있어요', '가입하고 간단한 미션을 완료하면 신규 회원 보상을 받을 수 있습니다.'],
    tradeRewards: ['거래할수록 더 많은 보상', '이번 달 거래 미션을 완료하고 리워드 허브에서 추가 보상을 받으세요.'],
    copyTrading: [
      '클릭 한 번으로 탑 트레이더 따라 하기',
      '경험 많은 트레이더를 팔로우하고 그들의 전략을 자동으로 따라 하세요.',
    ],
    appDownload: ['앱으로 언제 어디서나 거래하세요', '실시간 시세, 알림, 계정 전체를 손안에서 확인하세요.'],
    competition: ['트레이딩 대회가 진행 중입니다', '지금 참가해 순위를 올리고 상금 풀을 나눠 가지세요.'],
    vipBenefits: ['VIP 혜택', '더 낮은 거래 수수료', '우선 고객 지원', '더 높은 출금 한도'],
    vipUpgraded: [
      '축하합니다, 등급이 올랐습니다',
      '새 VIP 등급이 지금 적용되었습니다. 아래 혜택을 누려 보세요.',
      '내 혜택 보기',
    ],
    vipInactive: ['VIP 혜택을 바로 사용할 수 있어요', '거래를 시작해 VIP 특권을 활용해 보세요.', '거래 시작하기'],
    vipExpired: [
      'VIP 혜택을 다시 누려 보세요',
      'VIP 거래량을 다시 달성하면 낮은 수수료 등 혜택을 다시 받을 수 있습니다.',
      '자세히 보기',
    ],
    alphaEarly: 'Alpha에서 {coin}을(를) 먼저 거래하세요',
    alphaTrending: 'Alpha에서 지금 뜨는 {coin}',
    alphaAll: 'Alpha에서 새로운 토큰을 가장 먼저 만나보세요',
  },
  vn: {
    welcome: [
      'Phần thưởng chào mừng đang chờ bạn',
      'Đăng ký, hoàn thành vài nhiệm vụ đơn giản và mở khóa phần thưởng cho người dùng mới.',
    ],
    tradeRewards: [
      'Giao dịch nhiều hơn, nhận thưởng nhiều hơn',
      'Hoàn thành nhiệm vụ giao dịch trong tháng này để nhận thêm phần thưởng tại Trung tâm phần thưởng.',
    ],
    copyTrading: [
      'Sao chép nhà giao dịch hàng đầu chỉ với một cú nhấp',
      'Theo dõi các nhà giao dịch giàu kinh nghiệm và tự động sao chép chiến lược của họ.',
    ],
    appDownload: [
      'Giao dịch mọi lúc mọi nơi với ứng dụng',
      'Giá theo thời gian thực, cảnh báo và toàn bộ tài khoản ngay trong túi bạn.',
    ],
    competition: ['Cuộc thi giao dịch đang diễn ra', 'Tham gia ngay, leo bảng xếp hạng và chia sẻ quỹ giải thưởng.'],
    vipBenefits: [
      'Quyền lợi VIP của bạn',
      'Phí giao dịch thấp hơn',
      'Hỗ trợ khách hàng ưu tiên',
      'Hạn mức rút tiền cao hơn',
    ],
    vipUpgraded: [
      'Chúc mừng, bạn đã được nâng hạng',
      'Hạng VIP mới của bạn đã có hiệu lực. Hãy tận hưởng các quyền lợi dưới đây.',
      'Xem quyền lợi',
    ],
    vipInactive: [
      'Quyền lợi VIP của bạn đã sẵn sàng',
      'Thực hiện một giao dịch để tận dụng đặc quyền VIP của bạn.',
      'Bắt đầu giao dịch',
    ],
    vipExpired: [
      'Lấy lại quyền lợi VIP của bạn',
      'Đạt lại khối lượng giao dịch VIP để tiếp tục hưởng phí thấp hơn và nhiều ưu đãi khác.',
      'Xem cách thực hiện',
    ],
    alphaEarly: 'Giao dịch {coin} sớm trên Alpha',
    alphaTrending: '{coin} đang được quan tâm trên Alpha',
    alphaAll: 'Khám phá token mới đầu tiên trên Alpha',
  },
  tr: {
    welcome: [
      'Hoş geldin ödüllerin seni bekliyor',
      'Kaydol, birkaç basit görevi tamamla ve yeni kullanıcı ödüllerinin kilidini aç.',
    ],
    tradeRewards: [
      'Daha çok işlem, daha çok ödül',
      'Bu ayki işlem görevlerini tamamla, Ödül Merkezi’nden ek ödüllerini al.',
    ],
    copyTrading: [
      'En iyi yatırımcıları tek tıkla kopyala',
      'Deneyimli yatırımcıları takip et, stratejilerini otomatik olarak uygula.',
    ],
    appDownload: ['Uygulamamızla her yerden işlem yap', 'Anlık fiyatlar, bildirimler ve tüm hesabın cebinde.'],
    competition: ['İşlem yarışması başladı', 'Hemen katıl, sıralamada yüksel ve ödül havuzundan payını al.'],
    vipBenefits: [
      'VIP ayrıcalıkların',
      'Daha düşük işlem ücretleri',
      'Öncelikli müşteri desteği',
      'Daha yüksek çekim limitleri',
    ],
    vipUpgraded: [
      'Tebrikler, seviyen yükseldi',
      'Yeni VIP seviyen şimdi etkin. Aşağıdaki ayrıcalıkların tadını çıkar.',
      'Ayrıcalıklarımı gör',
    ],
    vipInactive: [
      'VIP ayrıcalıkların kullanıma hazır',
      'VIP ayrıcalıklarından yararlanmak için bir işlem yap.',
      'İşleme başla',
    ],
    vipExpired: [
      'VIP ayrıcalıklarını geri kazan',
      'Düşük ücretlerden ve diğer avantajlardan yeniden yararlanmak için VIP işlem hacmine tekrar ulaş.',
      'Nasıl yapılır',
    ],
    alphaEarly: '{coin} ile Alpha’da erkenden işlem yap',
    alphaTrending: '{coin} Alpha’da gündemde',
    alphaAll: 'Yeni tokenleri Alpha’da ilk sen keşfet',
  },
  ar: {
    welcome: ['مكافآت الترحيب بانتظارك', 'سجّل وأكمل بعض المهام البسيطة لتحصل على مكافآت المستخدمين الجدد.'],
    tradeRewards: ['تداول أكثر واربح أكثر', 'أكمل مهام التداول هذا الشهر لتحصل على مكافآت إضافية من مركز المكافآت.'],
    copyTrading: ['انسخ كبار المتداولين بنقرة واحدة', 'تابع متداولين ذوي خبرة وطبّق استراتيجياتهم تلقائيًا.'],
    appDownload: ['تداول من أي مكان عبر تطبيقنا', 'أسعار لحظية وتنبيهات وحسابك بالكامل في جيبك.'],
    competition: ['مسابقة التداول انطلقت', 'انضم الآن وتقدّم في لوحة الصدارة وشارك في مجموع الجوائز.'],
    vipBenefits: ['مزايا VIP الخاصة بك', 'رسوم تداول أقل', 'دعم عملاء ذو أولوية', 'حدود سحب أعلى'],
    vipUpgraded: ['تهانينا، تمت ترقيتك', 'مستوى VIP الجديد مفعّل الآن. استمتع بالمزايا أدناه.', 'عرض مزاياي'],
    vipInactive: ['مزايا VIP جاهزة لك', 'نفّذ صفقة لتستفيد من امتيازات VIP الخاصة بك.', 'ابدأ التداول'],
    vipExpired: ['استعد مزايا VIP الخاصة بك', 'حقّق حجم تداول VIP مجددًا لتستمتع برسوم أقل ومزايا أخرى.', 'اعرف الطريقة'],
    alphaEarly: 'تداول {coin} مبكرًا على Alpha',
    alphaTrending: '{coin} رائجة الآن على Alpha',
    alphaAll: 'اكتشف الرموز الجديدة أولًا على Alpha',
  },
  ru: {
    welcome: [
      'Вас ждут приветственные бонусы',
      'Зарегистрируйтесь, выполните несколько простых заданий и получите награды для новых пользователей.',
    ],
    tradeRewards: [
      'Больше сделок — больше наград',
      'Выполняйте торговые задания в этом месяце и получайте дополнительные награды в Центре наград.',
    ],
    copyTrading: [
      'Копируйте лучших трейдеров в один клик',
      'Подписывайтесь на опытных трейдеров и автоматически повторяйте их стратегии.',
    ],
    appDownload: [
      'Торгуйте где угодно с нашим приложением',
      'Котировки в реальном времени, уведомления и весь ваш аккаунт всегда под рукой.',
    ],
    competition: ['Торговый турнир уже идёт', 'Участвуйте, поднимайтесь в рейтинге и получите долю призового фонда.'],
    vipBenefits: [
      'Ваши VIP-привилегии',
      'Сниженные торговые комиссии',
      'Приоритетная поддержка',
      'Повышенные лимиты на вывод',
    ],
    vipUpgraded: [
      'Поздравляем, ваш уровень повышен',
      'Новый VIP-уровень уже действует. Пользуйтесь привилегиями ниже.',
      'Мои привилегии',
    ],
    vipInactive: [
      'Ваши VIP-привилегии ждут вас',
      'Совершите сделку, чтобы воспользоваться VIP-привилегиями.',
      'Начать торговлю',
    ],
    vipExpired: [
      'Верните свои VIP-привилегии',
      'Снова достигните VIP-объёма торгов, чтобы пользоваться сниженными комиссиями и другими преимуществами.',
      'Узнать как',
    ],
    alphaEarly: 'Торгуйте {coin} раньше других на Alpha',
    alphaTrending: '{coin} сейчас в тренде на Alpha',
    alphaAll: 'Находите новые токены первыми на Alpha',
  },
  es: {
    welcome: [
      'Tus recompensas de bienvenida te esperan',
      'Regístrate, completa algunas tareas sencillas y desbloquea tus recompensas de nuevo usuario.',
    ],
    tradeRewards: [
      'Opera más, gana más',
      'Completa las tareas de trading de este mes y recoge recompensas extra en el Centro de recompensas.',
    ],
    copyTrading: [
      'Copia a los mejores traders con un clic',
      'Sigue a traders con experiencia y replica sus estrategias automáticamente.',
    ],
    appDownload: [
      'Opera desde cualquier lugar con nuestra app',
      'Precios en tiempo real, alertas y toda tu cuenta en el bolsillo.',
    ],
    competition: [
      'La competición de trading ya empezó',
      'Únete ahora, sube en la clasificación y comparte el bote de premios.',
    ],
    vipBenefits: [
      'Tus ventajas VIP',
      'Comisiones de trading más bajas',
      'Atención al cliente prioritaria',
      'Límites de retiro más altos',
    ],
    vipUpgraded: [
      '¡Enhorabuena, has subido de nivel!',
      'Tu nuevo nivel VIP ya está activo. Disfruta de las ventajas que verás abajo.',
      'Ver mis ventajas',
    ],
    vipInactive: [
      'Tus ventajas VIP están listas',
      'Haz una operación para aprovechar tus privilegios VIP.',
      'Empezar a operar',
    ],
    vipExpired: [
      'Recupera tus ventajas VIP',
      'Vuelve a alcanzar el volumen de trading VIP para disfrutar de comisiones más bajas y mucho más.',
      'Ver cómo',
    ],
    alphaEarly: 'Opera {coin} antes que nadie en Alpha',
    alphaTrending: '{coin} es tendencia en Alpha',
    alphaAll: 'Descubre los nuevos tokens primero en Alpha',
  },
  'pt-br': {
    welcome: [
      'Suas recompensas de boas-vindas estão esperando',
      'Cadastre-se, conclua algumas tarefas simples e desbloqueie suas recompensas de novo usuário.',
    ],
    tradeRewards: [
      'Negocie mais, ganhe mais',
      'Conclua as tarefas de negociação deste mês e resgate recompensas extras na Central de recompensas.',
    ],
    copyTrading: [
      'Copie os melhores traders com um clique',
      'Siga traders experientes e replique as estratégias deles automaticamente.',
    ],
    appDownload: [
      'Negocie de qualquer lugar com nosso app',
      'Preços em tempo real, alertas e sua conta inteira no bolso.',
    ],
    competition: ['A competição de trading começou', 'Participe agora, suba no ranking e divida o prêmio.'],
    vipBenefits: [
      'Seus benefícios VIP',
      'Taxas de negociação menores',
      'Atendimento prioritário',
      'Limites de saque maiores',
    ],
    vipUpgraded: [
      'Parabéns, você subiu de nível',
      'Seu novo nível VIP já está ativo. Aproveite os benefícios abaixo.',
      'Ver meus benefícios',
    ],
    vipInactive: [
      'Seus benefícios VIP estão prontos',
      'Faça uma negociação para aproveitar seus privilégios VIP.',
      'Começar a negociar',
    ],
    vipExpired: [
      'Recupere seus benefícios VIP',
      'Alcance novamente o volume de negociação VIP para voltar a ter taxas menores e muito mais.',
      'Saiba como',
    ],
    alphaEarly: 'Negocie {coin} antes de todos na Alpha',
    alphaTrending: '{coin} está em alta na Alpha',
    alphaAll: 'Descubra novos tokens primeiro na Alpha',
  },
  fr: {
    welcome: [
      'Vos récompenses de bienvenue vous attendent',
      'Inscrivez-vous, accomplissez quelques tâches simples et débloquez vos récompenses de nouvel utilisateur.',
    ],
    tradeRewards: [
      'Tradez plus, gagnez plus',
      'Accomplissez les missions de trading du mois et récupérez des récompenses supplémentaires dans le Centre des récompenses.',
    ],
    copyTrading: [
      'Copiez les meilleurs traders en un clic',
      'Suivez des traders expérimentés et reproduisez automatiquement leurs stratégies.',
    ],
    appDownload: [
      'Tradez partout avec notre application',
      'Cours en temps réel, alertes et tout votre compte dans votre poche.',
    ],
    competition: [
      'La compétition de trading est lancée',
      'Participez dès maintenant, grimpez dans le classement et partagez la cagnotte.',
    ],
    vipBenefits: [
      'Vos avantages VIP',
      'Frais de trading réduits',
      'Assistance client prioritaire',
      'Plafonds de retrait plus élevés',
    ],
    vipUpgraded: [
      'Félicitations, vous passez au niveau supérieur',
      'Votre nouveau niveau VIP est actif dès maintenant. Profitez des avantages ci-dessous.',
      'Voir mes avantages',
    ],
    vipInactive: [
      'Vos avantages VIP sont prêts',
      'Passez un ordre pour profiter de vos privilèges VIP.',
      'Commencer à trader',
    ],
    vipExpired: [
      'Retrouvez vos avantages VIP',
      'Atteignez à nouveau le volume de trading VIP pour bénéficier de frais réduits et bien plus.',
      'Voir comment',
    ],
    alphaEarly: 'Tradez {coin} en avant-première sur Alpha',
    alphaTrending: '{coin} a le vent en poupe sur Alpha',
    alphaAll: 'Découvrez les nouveaux tokens en premier sur Alpha',
  },
  de: {
    welcome: [
      'Deine Willkommensprämien warten auf dich',
      'Registriere dich, erledige ein paar einfache Aufgaben und schalte deine Prämien für Neukunden frei.',
    ],
    tradeRewards: [
      'Mehr handeln, mehr verdienen',
      'Erfülle diesen Monat die Trading-Aufgaben und hole dir zusätzliche Prämien im Prämien-Center.',
    ],
    copyTrading: [
      'Top-Trader mit einem Klick kopieren',
      'Folge erfahrenen Tradern und übernimm ihre Strategien automatisch.',
    ],
    appDownload: [
      'Handle überall mit unserer App',
      'Echtzeitkurse, Benachrichtigungen und dein ganzes Konto in der Hosentasche.',
    ],
    competition: [
      'Der Trading-Wettbewerb läuft',
      'Mach jetzt mit, klettere in der Rangliste nach oben und sichere dir deinen Anteil am Preispool.',
    ],
    vipBenefits: [
      'Deine VIP-Vorteile',
      'Niedrigere Handelsgebühren',
      'Bevorzugter Kundensupport',
      'Höhere Auszahlungslimits',
    ],
    vipUpgraded: [
      'Glückwunsch, du bist aufgestiegen',
      'Deine neue VIP-Stufe ist ab sofort aktiv. Genieße die Vorteile unten.',
      'Meine Vorteile ansehen',
    ],
    vipInactive: [
      'Deine VIP-Vorteile sind startklar',
      'Tätige einen Trade, um deine VIP-Privilegien zu nutzen.',
      'Jetzt handeln',
    ],
    vipExpired: [
      'Hol dir deine VIP-Vorteile zurück',
      'Erreiche wieder das VIP-Handelsvolumen und profitiere erneut von niedrigeren Gebühren und mehr.',
      'So geht’s',
    ],
    alphaEarly: '{coin} früh auf Alpha handeln',
    alphaTrending: '{coin} ist gerade gefragt auf Alpha',
    alphaAll: 'Entdecke neue Token zuerst auf Alpha',
  },
  it: {
    welcome: [
      'I tuoi premi di benvenuto ti aspettano',
      'Registrati, completa alcune semplici attività e sblocca i premi per i nuovi utenti.',
    ],
    tradeRewards: [
      'Fai più trading, guadagna di più',
      'Completa le attività di trading di questo mese e ritira premi extra nel Centro premi.',
    ],
    copyTrading: [
      'Copia i migliori trader con un clic',
      'Segui trader esperti e replica automaticamente le loro strategie.',
    ],
    appDownload: [
      'Fai trading ovunque con la nostra app',
      'Prezzi in tempo reale, avvisi e tutto il tuo conto a portata di mano.',
    ],
    competition: ['La gara di trading è iniziata', 'Partecipa ora, scala la classifica e dividi il montepremi.'],
    vipBenefits: [
      'I tuoi vantaggi VIP',
      'Commissioni di trading più basse',
      'Assistenza clienti prioritaria',
      'Limiti di prelievo più alti',
    ],
    vipUpgraded: [
      'Congratulazioni, sei salito di livello',
      'Il tuo nuovo livello VIP è già attivo. Goditi i vantaggi qui sotto.',
      'Vedi i miei vantaggi',
    ],
    vipInactive: [
      'I tuoi vantaggi VIP sono pronti',
      'Fai un’operazione per sfruttare i tuoi privilegi VIP.',
      'Inizia a fare trading',
    ],
    vipExpired: [
      'Riprenditi i tuoi vantaggi VIP',
      'Raggiungi di nuovo il volume di trading VIP per tornare a godere di commissioni più basse e altro ancora.',
      'Scopri come',
    ],
    alphaEarly: 'Fai trading di {coin} in anticipo su Alpha',
    alphaTrending: '{coin} è di tendenza su Alpha',
    alphaAll: 'Scopri per primo i nuovi token su Alpha',
  },
  id: {
    welcome: [
      'Hadiah sambutanmu sudah menunggu',
      'Daftar, selesaikan beberapa tugas sederhana, dan buka hadiah untuk pengguna baru.',
    ],
    tradeRewards: [
      'Makin sering trading, makin banyak hadiah',
      'Selesaikan tugas trading bulan ini dan klaim hadiah tambahan di Pusat Hadiah.',
    ],
    copyTrading: [
      'Salin trader terbaik dengan sekali klik',
      'Ikuti trader berpengalaman dan tiru strategi mereka secara otomatis.',
    ],
    appDownload: [
      'Trading di mana saja dengan aplikasi kami',
      'Harga real-time, notifikasi, dan seluruh akunmu dalam genggaman.',
    ],
    competition: [
      'Kompetisi trading sedang berlangsung',
      'Ikut sekarang, naiki papan peringkat, dan bagi total hadiahnya.',
    ],
    vipBenefits: [
      'Keuntungan VIP-mu',
      'Biaya trading lebih rendah',
      'Layanan pelanggan prioritas',
      'Batas penarikan lebih tinggi',
    ],
    vipUpgraded: [
      'Selamat, levelmu naik',
      'Level VIP barumu sudah aktif. Nikmati keuntungan di bawah ini.',
      'Lihat keuntunganku',
    ],
    vipInactive: [
      'Keuntungan VIP-mu siap digunakan',
      'Lakukan transaksi untuk memanfaatkan hak istimewa VIP-mu.',
      'Mulai trading',
    ],
    vipExpired: [
      'Dapatkan kembali keuntungan VIP-mu',
      'Capai lagi volume trading VIP untuk kembali menikmati biaya lebih rendah dan lainnya.',
      'Lihat caranya',
    ],
    alphaEarly: 'Trading {coin} lebih awal di Alpha',
    alphaTrending: '{coin} sedang tren di Alpha',
    alphaAll: 'Temukan token baru lebih dulu di Alpha',
  },
  th: {
    welcome: ['รางวัลต้อนรับรอคุณอยู่', 'สมัครสมาชิก ทำภารกิจง่าย ๆ ไม่กี่อย่าง แล้วปลดล็อกรางวัลสำหรับผู้ใช้ใหม่'],
    tradeRewards: ['เทรดมากขึ้น รับรางวัลมากขึ้น', 'ทำภารกิจการเทรดของเดือนนี้ให้สำเร็จ แล้วรับรางวัลเพิ่มเติมที่ศูนย์รางวัล'],
    copyTrading: ['คัดลอกเทรดเดอร์ชั้นนำได้ในคลิกเดียว', 'ติดตามเทรดเดอร์ที่มีประสบการณ์และทำตามกลยุทธ์ของพวกเขาโดยอัตโนมัติ'],
    appDownload: ['เทรดได้ทุกที่ด้วยแอปของเรา', 'ราคาเรียลไทม์ การแจ้งเตือน และบัญชีทั้งหมดของคุณอยู่ในมือ'],
    competition: ['การแข่งขันเทรดเริ่มแล้ว', 'เข้าร่วมตอนนี้ ไต่อันดับบนกระดานผู้นำ และแบ่งเงินรางวัลรวม'],
    vipBenefits: ['สิทธิประโยชน์ VIP ของคุณ', 'ค่าธรรมเนียมการเทรดที่ต่ำลง', 'บริการลูกค้าแบบเร่งด่วน', 'วงเงินถอนที่สูงขึ้น'],
    vipUpgraded: ['ยินดีด้วย คุณได้เลื่อนระดับแล้ว', 'ระดับ VIP ใหม่ของคุณมีผลแล้ว เพลิดเพลินกับสิทธิประโยชน์ด้านล่าง', 'ดูสิทธิประโยชน์ของฉัน'],
    vipInactive: ['สิทธิประโยชน์ VIP ของคุณพร้อมใช้งานแล้ว', 'ทำการเทรดเพื่อใช้สิทธิพิเศษ VIP ของคุณ', 'เริ่มเทรด'],
    vipExpired: [
      'รับสิทธิประโยชน์ VIP ของคุณกลับคืน',
      'ทำปริมาณการเทรดให้ถึงเกณฑ์ VIP อีกครั้ง เพื่อรับค่าธรรมเนียมที่ต่ำลงและสิทธิพิเศษอื่น ๆ',
      'ดูวิธีการ',
    ],
    alphaEarly: 'เทรด {coin} ก่อนใครบน Alpha',
    alphaTrending: '{coin} กำลังมาแรงบน Alpha',
    alphaAll: 'ค้นพบโทเค็นใหม่ก่อนใครบน Alpha',
  },
  uk: {
    welcome: [
      'На вас чекають вітальні бонуси',
      'Зареєструйтеся, виконайте кілька простих завдань і отримайте нагороди для нових користувачів.',
    ],
    tradeRewards: [
      'Більше угод — більше нагород',
      'Виконуйте торгові завдання цього місяця та отримуйте додаткові нагороди в Центрі нагород.',
    ],
    copyTrading: [
      'Копіюйте найкращих трейдерів в один клік',
      'Стежте за досвідченими трейдерами й автоматично повторюйте їхні стратегії.',
    ],
    appDownload: [
      'Торгуйте будь-де з нашим застосунком',
      'Ціни в реальному часі, сповіщення й увесь ваш акаунт завжди під рукою.',
    ],
    competition: [
      'Торговий турнір уже триває',
      'Долучайтеся, піднімайтеся в рейтингу та отримайте частку призового фонду.',
    ],
    vipBenefits: ['Ваші VIP-привілеї', 'Нижчі торгові комісії', 'Пріоритетна підтримка', 'Вищі ліміти на виведення'],
    vipUpgraded: [
      'Вітаємо, ваш рівень підвищено',
      'Новий VIP-рівень уже діє. Користуйтеся привілеями нижче.',
      'Мої привілеї',
    ],
    vipInactive: [
      'Ваші VIP-привілеї готові',
      'Здійсніть угоду, щоб скористатися своїми VIP-привілеями.',
      'Почати торгувати',
    ],
    vipExpired: [
      'Поверніть свої VIP-привілеї',
      'Знову досягніть VIP-обсягу торгів, щоб користуватися нижчими комісіями та іншими перевагами.',
      'Дізнатися як',
    ],
    alphaEarly: 'Торгуйте {coin} раніше за інших на Alpha',
    alphaTrending: '{coin} зараз у тренді на Alpha',
    alphaAll: 'Відкривайте нові токени першими на Alpha',
  },
};
