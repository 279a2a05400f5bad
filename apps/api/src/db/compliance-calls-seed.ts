import {
  BUSINESS_MESSAGE_TYPES,
  DEFAULT_AGREEMENT_SCENE,
  LANGUAGE_LOCALES,
  type LANGUAGES,
  RISK_USER_GUIDE_DEFAULT_FREQUENCY_HOURS,
  RISK_USER_GUIDE_DEFAULT_URL,
  SITE_IDS,
} from '@meridian/domain';

/**
 * What the compliance calls' tables start with (decision 0049): the texts of the business
 * messages, the risk-user guide and the user agreement in each of the main site's 17 locales, the
 * per-site switches, and the agreement's two versions. Plain text (no ICU syntax). Operators change
 * the rows afterwards; the seed leaves existing rows alone.
 */

/** The locale codes of the main site's languages ('en' for English, which has no prefix). */
type MainSiteLocaleCode = Exclude<(typeof LANGUAGES)[number]['prefix'], ''> | 'en';

interface MessageText {
  title: string;
  content: string;
  okButton: string;
  cancelButton?: string;
}

/**
 * widgets §3 type customer-understand-declaration: a bar for Turkey-site accounts that have not
 * signed; widgets §4 "For type customer-understand-declaration the primary button only closes it"
 * (the declaration dialog itself follows the declaration status).
 */
export const DECLARATION_MESSAGE_TEXTS = {
  en: {
    title: 'Customer Understanding Declaration',
    content:
      'Under Turkish regulations, you need to read and sign the Customer Understanding Declaration on the risks of crypto assets before you can trade.',
    okButton: 'Got it',
  },
  cn: {
    title: '客户理解声明',
    content: '根据土耳其相关法规，您需要先阅读并签署关于加密资产风险的《客户理解声明》，方可进行交易。',
    okButton: '知道了',
  },
  tw: {
    title: '客戶理解聲明',
    content: '根據土耳其相關法規，您需要先閱讀並簽署關於加密資產風險的《客戶理解聲明》，方可進行交易。',
    okButton: '知道了',
  },
  ja: {
    title: 'お客様理解に関する宣誓書',
    content:
      'トルコの規制により、取引を開始する前に、暗号資産のリスクに関する「お客様理解に関する宣誓書」をお読みいただき、署名していただく必要があります。',
    okButton: '了解しました',
  },
  kr: {
    title: '고객 이해 확인서',
    content: '튀르키예 규정에 따라 거래하기 전에 암호화폐 자산의 위험에 관한 고객 이해 확인서를 읽고 서명해야 합니다.',
    okButton: '확인',
  },
  vn: {
    title: 'Bản cam kết hiểu biết của khách hàng',
    content:
      'Theo quy định của Thổ Nhĩ Kỳ, bạn cần đọc và ký Bản cam kết hiểu biết của khách hàng về rủi ro của tài sản tiền mã hóa trước khi có thể giao dịch.',
    okButton: 'Đã hiểu',
  },
  tr: {
    title: 'Müşteri Bilgilendirme ve Anlama Beyanı',
    content:
      'Türkiye mevzuatı gereğince, işlem yapabilmeniz için kripto varlıkların risklerine ilişkin Müşteri Bilgilendirme ve Anlama Beyanı’nı okuyup imzalamanız gerekmektedir.',
    okButton: 'Anladım',
  },
  ar: {
    title: 'إقرار فهم العميل',
    content:
      'وفقًا للوائح التركية، يجب عليك قراءة إقرار فهم العميل بشأن مخاطر الأصول المشفرة والتوقيع عليه قبل أن تتمكن من التداول.',
    okButton: 'حسنًا',
  },
  ru: {
    title: 'Декларация о понимании рисков клиентом',
    content:
      'В соответствии с законодательством Турции, прежде чем начать торговлю, вам необходимо ознакомиться с декларацией о понимании рисков криптоактивов и подписать её.',
    okButton: 'Понятно',
  },
  es: {
    title: 'Declaración de comprensión del cliente',
    content:
      'Según la normativa turca, debes leer y firmar la Declaración de comprensión del cliente sobre los riesgos de los criptoactivos antes de poder operar.',
    okButton: 'Entendido',
  },
  'pt-br': {
    title: 'Declaração de compreensão do cliente',
    content:
      'De acordo com a regulamentação turca, você precisa ler e assinar a Declaração de compreensão do cliente sobre os riscos dos criptoativos antes de negociar.',
    okButton: 'Entendi',
  },
  fr: {
    title: 'Déclaration de compréhension du client',
    content:
      'Conformément à la réglementation turque, vous devez lire et signer la déclaration de compréhension du client relative aux risques des crypto-actifs avant de pouvoir trader.',
    okButton: 'J’ai compris',
  },
  de: {
    title: 'Kundenerklärung zum Risikoverständnis',
    content:
      'Nach türkischem Recht müssen Sie die Kundenerklärung zu den Risiken von Krypto-Assets lesen und unterschreiben, bevor Sie handeln können.',
    okButton: 'Verstanden',
  },
  it: {
    title: 'Dichiarazione di comprensione del cliente',
    content:
      'In base alla normativa turca, devi leggere e firmare la Dichiarazione di comprensione del cliente sui rischi delle cripto-attività prima di poter fare trading.',
    okButton: 'Ho capito',
  },
  id: {
    title: 'Pernyataan Pemahaman Nasabah',
    content:
      'Sesuai peraturan Turki, Anda perlu membaca dan menandatangani Pernyataan Pemahaman Nasabah tentang risiko aset kripto sebelum dapat melakukan trading.',
    okButton: 'Mengerti',
  },
  th: {
    title: 'คำยืนยันความเข้าใจของลูกค้า',
    content:
      'ตามกฎระเบียบของตุรกี คุณต้องอ่านและลงนามในคำยืนยันความเข้าใจของลูกค้าเกี่ยวกับความเสี่ยงของสินทรัพย์คริปโตก่อนจึงจะสามารถซื้อขายได้',
    okButton: 'รับทราบ',
  },
  uk: {
    title: 'Декларація про розуміння ризиків клієнтом',
    content:
      'Відповідно до законодавства Туреччини, перш ніж почати торгівлю, вам потрібно ознайомитися з декларацією про розуміння ризиків криптоактивів і підписати її.',
    okButton: 'Зрозуміло',
  },
} as const satisfies Record<MainSiteLocaleCode, MessageText>;

/** widgets §4 "The 24h cool-down-end reminder is a notice modal: cancel closes, ok navigates." */
export const COOL_DOWN_MESSAGE_TEXTS = {
  en: {
    title: 'Your 24-hour cool-down has ended',
    content:
      'The 24-hour cool-down period on your account has ended, and trading is available again. Please trade responsibly and only with funds you can afford to lose.',
    okButton: 'Go to trading',
    cancelButton: 'Close',
  },
  cn: {
    title: '您的24小时冷静期已结束',
    content: '您账户的24小时冷静期已结束，现在可以重新进行交易。请理性交易，仅使用您能够承受损失的资金。',
    okButton: '去交易',
    cancelButton: '关闭',
  },
  tw: {
    title: '您的24小時冷靜期已結束',
    content: '您帳戶的24小時冷靜期已結束，現在可以重新進行交易。請理性交易，僅使用您能夠承受損失的資金。',
    okButton: '去交易',
    cancelButton: '關閉',
  },
  ja: {
    title: '24時間のクールダウン期間が終了しました',
    content:
      'お客様のアカウントの24時間のクールダウン期間が終了し、再び取引が可能になりました。失っても問題のない資金の範囲内で、責任ある取引を心がけてください。',
    okButton: '取引へ進む',
    cancelButton: '閉じる',
  },
  kr: {
    title: '24시간 냉각 기간이 종료되었습니다',
    content:
      '계정의 24시간 냉각 기간이 종료되어 다시 거래할 수 있습니다. 손실을 감당할 수 있는 자금으로만 책임감 있게 거래하세요.',
    okButton: '거래하러 가기',
    cancelButton: '닫기',
  },
  vn: {
    title: 'Thời gian tạm nghỉ 24 giờ của bạn đã kết thúc',
    content:
      'Thời gian tạm nghỉ 24 giờ trên tài khoản của bạn đã kết thúc và bạn có thể giao dịch trở lại. Hãy giao dịch có trách nhiệm và chỉ dùng số tiền mà bạn có thể chấp nhận mất.',
    okButton: 'Đi đến giao dịch',
    cancelButton: 'Đóng',
  },
  tr: {
    title: '24 saatlik bekleme süreniz sona erdi',
    content:
      'Hesabınızdaki 24 saatlik bekleme süresi sona erdi ve yeniden işlem yapabilirsiniz. Lütfen sorumlu bir şekilde ve yalnızca kaybetmeyi göze alabileceğiniz tutarlarla işlem yapın.',
    okButton: 'İşleme git',
    cancelButton: 'Kapat',
  },
  ar: {
    title: 'انتهت فترة التهدئة البالغة 24 ساعة',
    content:
      'انتهت فترة التهدئة البالغة 24 ساعة على حسابك، ويمكنك التداول مجددًا. يُرجى التداول بمسؤولية وبأموال يمكنك تحمّل خسارتها فقط.',
    okButton: 'الانتقال إلى التداول',
    cancelButton: 'إغلاق',
  },
  ru: {
    title: '24-часовой период охлаждения завершён',
    content:
      '24-часовой период охлаждения вашего аккаунта завершён, торговля снова доступна. Торгуйте ответственно и используйте только те средства, потерю которых вы можете себе позволить.',
    okButton: 'Перейти к торговле',
    cancelButton: 'Закрыть',
  },
  es: {
    title: 'Tu periodo de enfriamiento de 24 horas ha terminado',
    content:
      'El periodo de enfriamiento de 24 horas de tu cuenta ha terminado y ya puedes volver a operar. Opera de forma responsable y solo con fondos que puedas permitirte perder.',
    okButton: 'Ir a operar',
    cancelButton: 'Cerrar',
  },
  'pt-br': {
    title: 'Seu período de pausa de 24 horas terminou',
    content:
      'O período de pausa de 24 horas da sua conta terminou e você já pode negociar novamente. Negocie com responsabilidade e apenas com recursos que você pode se permitir perder.',
    okButton: 'Ir para negociação',
    cancelButton: 'Fechar',
  },
  fr: {
    title: 'Votre période de réflexion de 24 heures est terminée',
    content:
      'La période de réflexion de 24 heures de votre compte est terminée : vous pouvez de nouveau trader. Tradez de manière responsable et uniquement avec des fonds que vous pouvez vous permettre de perdre.',
    okButton: 'Aller au trading',
    cancelButton: 'Fermer',
  },
  de: {
    title: 'Ihre 24-stündige Abkühlphase ist beendet',
    content:
      'Die 24-stündige Abkühlphase Ihres Kontos ist beendet, der Handel ist wieder möglich. Bitte handeln Sie verantwortungsvoll und nur mit Geld, dessen Verlust Sie sich leisten können.',
    okButton: 'Zum Handel',
    cancelButton: 'Schließen',
  },
  it: {
    title: 'Il tuo periodo di pausa di 24 ore è terminato',
    content:
      'Il periodo di pausa di 24 ore del tuo account è terminato e puoi tornare a fare trading. Fai trading in modo responsabile e solo con fondi che puoi permetterti di perdere.',
    okButton: 'Vai al trading',
    cancelButton: 'Chiudi',
  },
  id: {
    title: 'Masa jeda 24 jam Anda telah berakhir',
    content:
      'Masa jeda 24 jam pada akun Anda telah berakhir dan Anda dapat melakukan trading kembali. Lakukan trading secara bertanggung jawab dan hanya dengan dana yang sanggup Anda tanggung kerugiannya.',
    okButton: 'Ke trading',
    cancelButton: 'Tutup',
  },
  th: {
    title: 'ช่วงพักการซื้อขาย 24 ชั่วโมงของคุณสิ้นสุดแล้ว',
    content:
      'ช่วงพักการซื้อขาย 24 ชั่วโมงของบัญชีคุณสิ้นสุดแล้ว และคุณสามารถซื้อขายได้อีกครั้ง โปรดซื้อขายอย่างมีความรับผิดชอบและใช้เฉพาะเงินที่คุณยอมรับการสูญเสียได้',
    okButton: 'ไปที่การซื้อขาย',
    cancelButton: 'ปิด',
  },
  uk: {
    title: 'Ваш 24-годинний період охолодження завершився',
    content:
      '24-годинний період охолодження вашого акаунта завершився, торгівля знову доступна. Торгуйте відповідально й використовуйте лише ті кошти, втрату яких можете собі дозволити.',
    okButton: 'Перейти до торгівлі',
    cancelButton: 'Закрити',
  },
} as const satisfies Record<MainSiteLocaleCode, MessageText>;

/** Where the cool-down reminder's OK button leads. */
export const COOL_DOWN_REMINDER_ROUTER = '/trade/BTC_USDT';

/** widgets §3 risk_user_guide_msg: the main site's, in its 17 locales. */
export const RISK_USER_GUIDE_TEXTS = {
  en: 'We have noticed access to your account from a network or location we consider high-risk. To keep your account secure and continue using all features, please complete identity verification.',
  cn: '我们发现您的账户存在来自高风险网络或地区的访问。为保障账户安全并继续使用全部功能，请完成身份认证。',
  tw: '我們發現您的帳戶存在來自高風險網路或地區的存取。為保障帳戶安全並繼續使用全部功能，請完成身分認證。',
  ja: 'お客様のアカウントに、リスクが高いと判断されるネットワークまたは地域からのアクセスが確認されました。アカウントの安全を守り、すべての機能を引き続きご利用いただくために、本人確認を完了してください。',
  kr: '고위험으로 판단되는 네트워크 또는 지역에서 회원님의 계정에 접속한 기록이 확인되었습니다. 계정을 안전하게 보호하고 모든 기능을 계속 이용하려면 본인 인증을 완료해 주세요.',
  vn: 'Chúng tôi nhận thấy tài khoản của bạn được truy cập từ mạng hoặc khu vực có rủi ro cao. Để bảo vệ tài khoản và tiếp tục sử dụng đầy đủ tính năng, vui lòng hoàn tất xác minh danh tính.',
  tr: 'Hesabınıza yüksek riskli olarak değerlendirdiğimiz bir ağdan veya konumdan erişildiğini tespit ettik. Hesabınızın güvenliğini korumak ve tüm özellikleri kullanmaya devam etmek için lütfen kimlik doğrulamasını tamamlayın.',
  ar: 'لاحظنا الوصول إلى حسابك من شبكة أو موقع نعتبره عالي المخاطر. للحفاظ على أمان حسابك ومواصلة استخدام جميع الميزات، يُرجى إكمال التحقق من الهوية.',
  ru: 'Мы заметили вход в ваш аккаунт из сети или региона с высоким уровнем риска. Чтобы защитить аккаунт и продолжить пользоваться всеми функциями, пройдите проверку личности.',
  es: 'Hemos detectado accesos a tu cuenta desde una red o ubicación que consideramos de alto riesgo. Para proteger tu cuenta y seguir usando todas las funciones, completa la verificación de identidad.',
  'pt-br':
    'Identificamos acessos à sua conta a partir de uma rede ou localização que consideramos de alto risco. Para manter sua conta segura e continuar usando todos os recursos, conclua a verificação de identidade.',
  fr: 'Nous avons constaté des accès à votre compte depuis un réseau ou un lieu que nous jugeons à risque. Pour sécuriser votre compte et continuer à utiliser toutes les fonctionnalités, veuillez effectuer la vérification d’identité.',
  de: 'Wir haben Zugriffe auf Ihr Konto aus einem Netzwerk oder von einem Ort festgestellt, den wir als risikoreich einstufen. Um Ihr Konto zu schützen und weiterhin alle Funktionen nutzen zu können, schließen Sie bitte die Identitätsprüfung ab.',
  it: 'Abbiamo rilevato accessi al tuo account da una rete o da una località che consideriamo ad alto rischio. Per proteggere il tuo account e continuare a usare tutte le funzioni, completa la verifica dell’identità.',
  id: 'Kami mendeteksi akses ke akun Anda dari jaringan atau lokasi yang kami anggap berisiko tinggi. Untuk menjaga keamanan akun dan tetap menggunakan semua fitur, silakan selesaikan verifikasi identitas.',
  th: 'เราตรวจพบการเข้าถึงบัญชีของคุณจากเครือข่ายหรือสถานที่ที่เราถือว่ามีความเสี่ยงสูง เพื่อรักษาความปลอดภัยของบัญชีและใช้งานฟีเจอร์ทั้งหมดต่อไป โปรดยืนยันตัวตนให้เสร็จสมบูรณ์',
  uk: 'Ми помітили доступ до вашого акаунта з мережі або місця, які вважаємо ризикованими. Щоб захистити акаунт і надалі користуватися всіма функціями, пройдіть перевірку особи.',
} as const satisfies Record<MainSiteLocaleCode, string>;

interface AgreementText {
  content: string;
  submitButton: string;
  linkText: string;
}

/** The user agreement's current version (2): what changed, the accept button, the link to the whole text. */
export const USER_AGREEMENT_TEXTS = {
  en: {
    content:
      'We have updated our User Agreement. The main changes: clearer rules on when we may restrict or close an account, and what happens to its assets; updated terms for margin, liquidation and fees on perpetual futures; and a new section on how complaints and disputes are handled. Please read the updated agreement and accept it to keep using your account.',
    submitButton: 'I have read and agree',
    linkText: 'Read the full User Agreement',
  },
  cn: {
    content:
      '我们更新了《用户协议》。主要变更包括：更明确地说明我们在何种情况下可能限制或关闭账户，以及账户资产的处理方式；更新了永续合约的保证金、强平和费用条款；新增了投诉与争议处理章节。请阅读更新后的协议并同意，以继续使用您的账户。',
    submitButton: '我已阅读并同意',
    linkText: '阅读完整《用户协议》',
  },
  tw: {
    content:
      '我們更新了《用戶協議》。主要變更包括：更明確地說明我們在何種情況下可能限制或關閉帳戶，以及帳戶資產的處理方式；更新了永續合約的保證金、強制平倉和費用條款；新增了投訴與爭議處理章節。請閱讀更新後的協議並同意，以繼續使用您的帳戶。',
    submitButton: '我已閱讀並同意',
    linkText: '閱讀完整《用戶協議》',
  },
  ja: {
    content:
      '利用規約を更新しました。主な変更点：アカウントを制限または閉鎖する場合の条件と、その資産の取り扱いを明確にしました。無期限先物の証拠金、ロスカット、手数料に関する条項を更新しました。苦情および紛争の取り扱いに関する章を新設しました。アカウントを引き続きご利用いただくには、更新後の規約をお読みのうえ同意してください。',
    submitButton: '内容を確認し同意します',
    linkText: '利用規約の全文を読む',
  },
  kr: {
    content:
      '이용약관이 개정되었습니다. 주요 변경 사항: 계정을 제한하거나 해지할 수 있는 경우와 해당 자산의 처리 방식을 더 명확히 했습니다. 무기한 선물의 증거금, 강제 청산 및 수수료 조항을 개정했습니다. 불만 및 분쟁 처리에 관한 조항을 새로 추가했습니다. 계정을 계속 이용하려면 개정된 약관을 읽고 동의해 주세요.',
    submitButton: '읽었으며 동의합니다',
    linkText: '이용약관 전문 보기',
  },
  vn: {
    content:
      'Chúng tôi đã cập nhật Thỏa thuận người dùng. Các thay đổi chính: quy định rõ hơn về trường hợp chúng tôi có thể hạn chế hoặc đóng tài khoản và cách xử lý tài sản trong đó; cập nhật điều khoản ký quỹ, thanh lý và phí đối với hợp đồng vĩnh cửu; bổ sung mục mới về cách xử lý khiếu nại và tranh chấp. Vui lòng đọc và đồng ý với thỏa thuận đã cập nhật để tiếp tục sử dụng tài khoản.',
    submitButton: 'Tôi đã đọc và đồng ý',
    linkText: 'Đọc toàn bộ Thỏa thuận người dùng',
  },
  tr: {
    content:
      'Kullanıcı Sözleşmemizi güncelledik. Başlıca değişiklikler: bir hesabı hangi durumlarda kısıtlayabileceğimiz veya kapatabileceğimiz ve hesaptaki varlıklara ne olacağı daha açık hale getirildi; sürekli vadeli işlemlerde teminat, tasfiye ve ücret koşulları güncellendi; şikâyet ve uyuşmazlıkların nasıl ele alınacağına dair yeni bir bölüm eklendi. Hesabınızı kullanmaya devam etmek için lütfen güncellenmiş sözleşmeyi okuyup kabul edin.',
    submitButton: 'Okudum ve kabul ediyorum',
    linkText: 'Kullanıcı Sözleşmesinin tamamını okuyun',
  },
  ar: {
    content:
      'قمنا بتحديث اتفاقية المستخدم. أبرز التغييرات: قواعد أوضح بشأن الحالات التي قد نقيّد فيها الحساب أو نغلقه ومصير الأصول الموجودة فيه؛ وشروط محدّثة للهامش والتصفية والرسوم في العقود الآجلة الدائمة؛ وقسم جديد حول كيفية معالجة الشكاوى والنزاعات. يُرجى قراءة الاتفاقية المحدّثة والموافقة عليها لمواصلة استخدام حسابك.',
    submitButton: 'قرأت وأوافق',
    linkText: 'اقرأ اتفاقية المستخدم كاملة',
  },
  ru: {
    content:
      'Мы обновили Пользовательское соглашение. Основные изменения: более чёткие правила о том, когда мы можем ограничить или закрыть аккаунт и что происходит с его активами; обновлённые условия маржи, ликвидации и комиссий для бессрочных фьючерсов; новый раздел о рассмотрении жалоб и споров. Чтобы продолжить пользоваться аккаунтом, ознакомьтесь с обновлённым соглашением и примите его.',
    submitButton: 'Я прочитал(а) и согласен(на)',
    linkText: 'Читать полный текст соглашения',
  },
  es: {
    content:
      'Hemos actualizado nuestro Acuerdo de usuario. Los cambios principales: normas más claras sobre cuándo podemos restringir o cerrar una cuenta y qué ocurre con sus activos; condiciones actualizadas de margen, liquidación y comisiones en los futuros perpetuos; y una nueva sección sobre cómo se tramitan las reclamaciones y disputas. Lee el acuerdo actualizado y acéptalo para seguir usando tu cuenta.',
    submitButton: 'He leído y acepto',
    linkText: 'Leer el Acuerdo de usuario completo',
  },
  'pt-br': {
    content:
      'Atualizamos nosso Contrato de Usuário. As principais mudanças: regras mais claras sobre quando podemos restringir ou encerrar uma conta e o que acontece com os ativos dela; termos atualizados de margem, liquidação e taxas dos futuros perpétuos; e uma nova seção sobre como reclamações e disputas são tratadas. Leia o contrato atualizado e aceite-o para continuar usando sua conta.',
    submitButton: 'Li e concordo',
    linkText: 'Ler o Contrato de Usuário completo',
  },
  fr: {
    content:
      'Nous avons mis à jour notre Contrat d’utilisation. Principaux changements : des règles plus claires sur les cas où nous pouvons restreindre ou fermer un compte et sur le sort de ses actifs ; des conditions de marge, de liquidation et de frais mises à jour pour les contrats à terme perpétuels ; une nouvelle section sur le traitement des réclamations et des litiges. Veuillez lire le contrat mis à jour et l’accepter pour continuer à utiliser votre compte.',
    submitButton: 'J’ai lu et j’accepte',
    linkText: 'Lire l’intégralité du Contrat d’utilisation',
  },
  de: {
    content:
      'Wir haben unsere Nutzungsvereinbarung aktualisiert. Die wichtigsten Änderungen: klarere Regeln dazu, wann wir ein Konto einschränken oder schließen dürfen und was mit seinen Vermögenswerten geschieht; aktualisierte Bedingungen zu Margin, Liquidation und Gebühren bei unbefristeten Futures; ein neuer Abschnitt zum Umgang mit Beschwerden und Streitigkeiten. Bitte lesen Sie die aktualisierte Vereinbarung und stimmen Sie ihr zu, um Ihr Konto weiter zu nutzen.',
    submitButton: 'Gelesen und zugestimmt',
    linkText: 'Vollständige Nutzungsvereinbarung lesen',
  },
  it: {
    content:
      'Abbiamo aggiornato il nostro Contratto utente. Le modifiche principali: regole più chiare su quando possiamo limitare o chiudere un account e su cosa accade ai suoi asset; condizioni aggiornate su margine, liquidazione e commissioni dei futures perpetui; una nuova sezione sulla gestione di reclami e controversie. Leggi il contratto aggiornato e accettalo per continuare a usare il tuo account.',
    submitButton: 'Ho letto e accetto',
    linkText: 'Leggi il Contratto utente completo',
  },
  id: {
    content:
      'Kami telah memperbarui Perjanjian Pengguna. Perubahan utama: aturan yang lebih jelas tentang kapan kami dapat membatasi atau menutup akun dan apa yang terjadi pada asetnya; ketentuan margin, likuidasi, dan biaya futures perpetual yang diperbarui; serta bagian baru tentang cara penanganan keluhan dan sengketa. Silakan baca dan setujui perjanjian yang diperbarui untuk tetap menggunakan akun Anda.',
    submitButton: 'Saya telah membaca dan setuju',
    linkText: 'Baca Perjanjian Pengguna selengkapnya',
  },
  th: {
    content:
      'เราได้ปรับปรุงข้อตกลงผู้ใช้ การเปลี่ยนแปลงหลัก ได้แก่ กฎที่ชัดเจนขึ้นเกี่ยวกับกรณีที่เราอาจจำกัดหรือปิดบัญชี และสิ่งที่จะเกิดขึ้นกับสินทรัพย์ในบัญชี ข้อกำหนดที่ปรับปรุงใหม่เกี่ยวกับมาร์จิ้น การชำระบัญชี และค่าธรรมเนียมของสัญญาฟิวเจอร์สแบบไม่มีวันหมดอายุ และหมวดใหม่ว่าด้วยการจัดการข้อร้องเรียนและข้อพิพาท โปรดอ่านและยอมรับข้อตกลงฉบับปรับปรุงเพื่อใช้งานบัญชีของคุณต่อไป',
    submitButton: 'ฉันได้อ่านและยอมรับแล้ว',
    linkText: 'อ่านข้อตกลงผู้ใช้ฉบับเต็ม',
  },
  uk: {
    content:
      'Ми оновили Угоду користувача. Основні зміни: чіткіші правила щодо того, коли ми можемо обмежити або закрити акаунт і що відбувається з його активами; оновлені умови маржі, ліквідації та комісій для безстрокових ф’ючерсів; новий розділ про розгляд скарг і спорів. Щоб і надалі користуватися акаунтом, ознайомтеся з оновленою угодою та прийміть її.',
    submitButton: 'Я прочитав(-ла) і погоджуюся',
    linkText: 'Читати повний текст угоди',
  },
} as const satisfies Record<MainSiteLocaleCode, AgreementText>;

/** The first version's text (history: every demo account but one has accepted version 2). */
const FIRST_AGREEMENT_TEXT: AgreementText = {
  content: 'Welcome to Meridian. Please read and accept our User Agreement to open your account.',
  submitButton: 'I agree',
  linkText: 'Read the User Agreement',
};

const DAY_MS = 86_400_000;

/** The user agreement's versions: 1 a year before the seed, 2 (the current one) a day before it. */
export const USER_AGREEMENT_CURRENT_VERSION = 2;
export const USER_AGREEMENT_FIRST_VERSION = 1;

/** Every main-site locale's row of a text table. */
function perLocale<T>(texts: Readonly<Record<MainSiteLocaleCode, T>>): Array<{ locale: string; text: T }> {
  const byCode: Readonly<Record<string, T | undefined>> = texts;
  return LANGUAGE_LOCALES.map(({ code }) => {
    const text = byCode[code];
    if (text === undefined) throw new Error(`no text for locale ${code}`);
    return { locale: code, text };
  });
}

/** The rows the seed inserts (each table's existing rows are left alone). */
export function complianceCallsSeedRows(now: Date) {
  const scene = DEFAULT_AGREEMENT_SCENE;
  return {
    businessMessages: [
      ...perLocale<MessageText>(DECLARATION_MESSAGE_TEXTS).map(({ locale, text }) => ({
        type: BUSINESS_MESSAGE_TYPES.customerUnderstandDeclaration,
        locale,
        title: text.title,
        content: text.content,
        okButton: text.okButton,
        cancelButton: '',
        okButtonRouter: '',
        textLink: [],
        // Its primary button only closes it (widgets §4): no second close button.
        noCloseButton: true,
        updatedAt: now,
      })),
      ...perLocale<MessageText>(COOL_DOWN_MESSAGE_TEXTS).map(({ locale, text }) => ({
        type: BUSINESS_MESSAGE_TYPES.coolDownEndReminder,
        locale,
        title: text.title,
        content: text.content,
        okButton: text.okButton,
        cancelButton: text.cancelButton ?? '',
        okButtonRouter: COOL_DOWN_REMINDER_ROUTER,
        textLink: [],
        noCloseButton: false,
        updatedAt: now,
      })),
    ],
    // widgets §5 "The IP check runs only when enabled": on for the main site only.
    siteSettings: Object.values(SITE_IDS).map((siteId) => ({
      siteId,
      ipCheckEnabled: siteId === SITE_IDS.main,
      riskGuideFrequencyHours: RISK_USER_GUIDE_DEFAULT_FREQUENCY_HOURS,
      riskGuideClosable: false,
      riskGuideUrl: RISK_USER_GUIDE_DEFAULT_URL,
      updatedAt: now,
    })),
    riskGuideTexts: perLocale<string>(RISK_USER_GUIDE_TEXTS).map(({ locale, text }) => ({
      siteId: SITE_IDS.main,
      locale,
      message: text,
      updatedAt: now,
    })),
    agreementVersions: [
      {
        scene,
        version: USER_AGREEMENT_FIRST_VERSION,
        publishedAt: new Date(now.getTime() - 365 * DAY_MS),
        link: '/user-agreement',
      },
      {
        scene,
        version: USER_AGREEMENT_CURRENT_VERSION,
        publishedAt: new Date(now.getTime() - DAY_MS),
        link: '/user-agreement',
      },
    ],
    agreementTexts: [
      { scene, version: USER_AGREEMENT_FIRST_VERSION, locale: 'en', ...FIRST_AGREEMENT_TEXT },
      ...perLocale<AgreementText>(USER_AGREEMENT_TEXTS).map(({ locale, text }) => ({
        scene,
        version: USER_AGREEMENT_CURRENT_VERSION,
        locale,
        ...text,
      })),
    ],
  };
}
