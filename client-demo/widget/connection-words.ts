// Why this exists: what the status line says about the connection (lost, offline, retrying, busy, moved to another
// window), and why the server refused something, in the consult's language, so a Spanish patient whose network
// drops does not read English, and nobody reads the server's developer text ("consult has ended (closed)",
// "unknown or expired requestId"); kept beside the connection (the widget's other words are in i18n.ts).
import { fmt, uiLang, type UiLocale } from './i18n.ts';

export type ConnectionNotice =
  | 'connecting' | 'lost' | 'unreachable' | 'offline' | 'busy' | 'movedAway' | 'noAnswer' | 'startFailed' | 'startLimited';

const WORDS: Record<UiLocale, Record<ConnectionNotice, string>> = {
  en: {
    connecting: 'Connecting…',
    lost: 'Connection lost. Reconnecting…',
    unreachable: 'Cannot reach Helios. Retrying…',
    offline: 'You are offline. What you type is kept and sent when the connection is back.',
    busy: 'Helios is busy. Retrying…',
    movedAway: 'This consult continued in another window. Reload this page to continue here.',
    noAnswer: 'No answer from Helios. Retrying…',
    startFailed: 'Could not start a consult: {err}',
    startLimited: 'Too many consults were started from this network. Helios tries again in a minute; in an emergency, call your local emergency number.',
  },
  es: {
    connecting: 'Conectando…',
    lost: 'Se perdió la conexión. Reconectando…',
    unreachable: 'No se puede contactar con Helios. Reintentando…',
    offline: 'Está sin conexión. Lo que escriba se guarda y se enviará cuando vuelva la conexión.',
    busy: 'Helios está ocupado. Reintentando…',
    movedAway: 'Esta consulta continuó en otra ventana. Recargue esta página para continuar aquí.',
    noAnswer: 'Helios no responde. Reintentando…',
    startFailed: 'No se pudo iniciar una consulta: {err}',
    startLimited: 'Se han iniciado demasiadas consultas desde esta red. Helios lo intentará de nuevo en un minuto; en una emergencia, llame a su número de emergencias local.',
  },
  fr: {
    connecting: 'Connexion…',
    lost: 'Connexion perdue. Reconnexion…',
    unreachable: 'Impossible de joindre Helios. Nouvel essai…',
    offline: 'Vous êtes hors ligne. Ce que vous écrivez est gardé et sera envoyé au retour de la connexion.',
    busy: 'Helios est occupé. Nouvel essai…',
    movedAway: 'Cette consultation a continué dans une autre fenêtre. Rechargez cette page pour continuer ici.',
    noAnswer: 'Helios ne répond pas. Nouvel essai…',
    startFailed: 'Impossible de commencer une consultation : {err}',
    startLimited: 'Trop de consultations ont été commencées depuis ce réseau. Helios réessaie dans une minute ; en cas d’urgence, appelez votre numéro d’urgence local.',
  },
  pt: {
    connecting: 'Conectando…',
    lost: 'A conexão caiu. Reconectando…',
    unreachable: 'Não foi possível falar com o Helios. Tentando de novo…',
    offline: 'Você está sem conexão. O que você digitar fica guardado e será enviado quando a conexão voltar.',
    busy: 'O Helios está ocupado. Tentando de novo…',
    movedAway: 'Esta consulta continuou em outra janela. Recarregue esta página para continuar aqui.',
    noAnswer: 'O Helios não responde. Tentando de novo…',
    startFailed: 'Não foi possível iniciar uma consulta: {err}',
    startLimited: 'Muitas consultas foram iniciadas a partir desta rede. O Helios tenta de novo em um minuto; em uma emergência, ligue para o número de emergência local.',
  },
  zh: {
    connecting: '正在连接…',
    lost: '连接已断开。正在重新连接…',
    unreachable: '无法连接 Helios。正在重试…',
    offline: '您已离线。您输入的内容会被保留，并在连接恢复后发送。',
    busy: 'Helios 正忙。正在重试…',
    movedAway: '此问诊已在另一个窗口中继续。请重新加载此页面以在此继续。',
    noAnswer: 'Helios 没有响应。正在重试…',
    startFailed: '无法开始问诊：{err}',
    startLimited: '从此网络开始的问诊过多。Helios 将在一分钟后重试；如遇紧急情况，请拨打当地急救电话。',
  },
  ar: {
    connecting: 'جارٍ الاتصال…',
    lost: 'انقطع الاتصال. جارٍ إعادة الاتصال…',
    unreachable: 'تعذّر الوصول إلى Helios. جارٍ إعادة المحاولة…',
    offline: 'أنت غير متصل. ما تكتبه محفوظ وسيُرسل عند عودة الاتصال.',
    busy: 'Helios مشغول. جارٍ إعادة المحاولة…',
    movedAway: 'استمرت هذه الاستشارة في نافذة أخرى. أعد تحميل هذه الصفحة للمتابعة هنا.',
    noAnswer: 'لا يوجد رد من Helios. جارٍ إعادة المحاولة…',
    startFailed: 'تعذّر بدء استشارة: {err}',
    startLimited: 'بدأت استشارات كثيرة جدًا من هذه الشبكة. سيحاول Helios مرة أخرى بعد دقيقة؛ في حالة الطوارئ، اتصل برقم الطوارئ المحلي.',
  },
  hi: {
    connecting: 'जुड़ रहा है…',
    lost: 'कनेक्शन टूट गया। फिर से जोड़ रहे हैं…',
    unreachable: 'Helios तक नहीं पहुँच पा रहे। फिर से कोशिश कर रहे हैं…',
    offline: 'आप ऑफ़लाइन हैं। आप जो लिखेंगे वह रखा जाएगा और कनेक्शन लौटने पर भेजा जाएगा।',
    busy: 'Helios व्यस्त है। फिर से कोशिश कर रहे हैं…',
    movedAway: 'यह परामर्श दूसरी विंडो में जारी है। यहाँ जारी रखने के लिए यह पेज फिर से लोड करें।',
    noAnswer: 'Helios से कोई उत्तर नहीं। फिर से कोशिश कर रहे हैं…',
    startFailed: 'परामर्श शुरू नहीं हो सका: {err}',
    startLimited: 'इस नेटवर्क से बहुत सारे परामर्श शुरू किए गए हैं। Helios एक मिनट में फिर कोशिश करेगा; आपातकाल में अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
  },
};

/** The status line's words for a connection notice, in the widget's current language. */
export function connectionText(notice: ConnectionNotice, err = ''): string {
  return fmt(WORDS[uiLang()][notice], { err });
}

/** Why a request was refused, by the ack's error code (the server's own message is for developers). */
export type RefusalReason = 'noAnswer' | 'tooFast' | 'tooLong' | 'notNow' | 'expired' | 'busy' | 'other';

const REASONS: Record<UiLocale, Record<RefusalReason, string>> = {
  en: {
    noAnswer: 'no answer from Helios', tooFast: 'too many messages at once; wait a moment', tooLong: 'the message is too long',
    notNow: 'the consult cannot take this at this point', expired: 'this is no longer available (it may have expired)',
    busy: 'Helios is busy; try again in a moment', other: 'something went wrong on our side',
  },
  es: {
    noAnswer: 'Helios no responde', tooFast: 'demasiados mensajes seguidos; espere un momento', tooLong: 'el mensaje es demasiado largo',
    notNow: 'la consulta no puede aceptar esto en este momento', expired: 'ya no está disponible (puede haber caducado)',
    busy: 'Helios está ocupado; inténtelo de nuevo en un momento', other: 'algo ha fallado por nuestra parte',
  },
  fr: {
    noAnswer: 'Helios ne répond pas', tooFast: 'trop de messages à la suite ; attendez un instant', tooLong: 'le message est trop long',
    notNow: 'la consultation ne peut pas accepter cela maintenant', expired: 'ce n’est plus disponible (cela a peut-être expiré)',
    busy: 'Helios est occupé ; réessayez dans un instant', other: 'un problème est survenu de notre côté',
  },
  pt: {
    noAnswer: 'o Helios não responde', tooFast: 'mensagens demais seguidas; aguarde um momento', tooLong: 'a mensagem é longa demais',
    notNow: 'a consulta não pode aceitar isso agora', expired: 'isso não está mais disponível (pode ter expirado)',
    busy: 'o Helios está ocupado; tente de novo em um momento', other: 'algo deu errado do nosso lado',
  },
  zh: {
    noAnswer: 'Helios 没有响应', tooFast: '消息发送过快，请稍候', tooLong: '消息太长',
    notNow: '问诊目前无法处理此操作', expired: '此项已不可用（可能已过期）',
    busy: 'Helios 正忙，请稍后再试', other: '我们这边出了问题',
  },
  ar: {
    noAnswer: 'لا يوجد رد من Helios', tooFast: 'رسائل كثيرة دفعة واحدة؛ انتظر لحظة', tooLong: 'الرسالة طويلة جدًا',
    notNow: 'لا يمكن للاستشارة قبول هذا الآن', expired: 'لم يعد هذا متاحًا (ربما انتهت صلاحيته)',
    busy: 'Helios مشغول؛ حاول مرة أخرى بعد لحظة', other: 'حدث خطأ من جهتنا',
  },
  hi: {
    noAnswer: 'Helios से कोई उत्तर नहीं', tooFast: 'एक साथ बहुत सारे संदेश; थोड़ा रुकें', tooLong: 'संदेश बहुत लंबा है',
    notNow: 'परामर्श अभी इसे स्वीकार नहीं कर सकता', expired: 'यह अब उपलब्ध नहीं है (शायद समय समाप्त हो गया)',
    busy: 'Helios व्यस्त है; थोड़ी देर में फिर कोशिश करें', other: 'हमारी ओर से कुछ गड़बड़ हो गई',
  },
};

const BY_CODE: Record<string, RefusalReason> = {
  rate_limited: 'tooFast', payload_too_large: 'tooLong', wrong_state: 'notNow', conflict: 'notNow',
  not_found: 'expired', unavailable: 'busy',
};

/** The patient's words for a refusal: by error code, or "no answer" when none came (`code` undefined). */
export function refusalText(code: string | undefined): string {
  const reason: RefusalReason = code === undefined ? 'noAnswer' : BY_CODE[code] ?? 'other';
  return REASONS[uiLang()][reason];
}

const WAITING: Record<UiLocale, string> = {
  en: 'Waiting for the connection', es: 'Esperando la conexión', fr: 'En attente de la connexion', pt: 'Aguardando a conexão',
  zh: '正在等待连接', ar: 'في انتظار الاتصال', hi: 'कनेक्शन की प्रतीक्षा है',
};

/** Under a patient message that has not reached the server yet (typed offline): it is kept and goes out later. */
export const waitingText = (): string => WAITING[uiLang()];
