// Why this exists: what the status line says about the connection (lost, offline, retrying, busy, moved to another
// window), in the consult's language, so a Spanish patient whose network drops does not read English; kept beside
// the connection (the widget's other words are in i18n.ts).
import { fmt, uiLang, type UiLocale } from './i18n.ts';

export type ConnectionNotice =
  | 'connecting' | 'lost' | 'unreachable' | 'offline' | 'busy' | 'movedAway' | 'noAnswer' | 'startFailed';

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
  },
};

/** The status line's words for a connection notice, in the widget's current language. */
export function connectionText(notice: ConnectionNotice, err = ''): string {
  return fmt(WORDS[uiLang()][notice], { err });
}
