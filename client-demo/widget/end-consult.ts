// Why this exists: a patient can end the consult (the server's `consult:end`) with a button, asked once to be
// sure, instead of typing "stop" (which the interview takes as an answer and goes on). Its words are kept beside
// it in the seven languages (the widget's other words are in i18n.ts).
import { h } from './dom.ts';
import { uiLang, type UiLocale } from './i18n.ts';

const WORDS: Record<UiLocale, { end: string; ask: string; yes: string; no: string; ending: string; failed: string }> = {
  en: { end: 'End consult', ask: 'End this consult now?', yes: 'Yes, end it', no: 'No, continue', ending: 'Ending the consult…', failed: 'The consult could not be ended: {err}' },
  es: { end: 'Terminar la consulta', ask: '¿Terminar esta consulta ahora?', yes: 'Sí, terminarla', no: 'No, continuar', ending: 'Terminando la consulta…', failed: 'No se pudo terminar la consulta: {err}' },
  fr: { end: 'Terminer la consultation', ask: 'Terminer cette consultation maintenant ?', yes: 'Oui, la terminer', no: 'Non, continuer', ending: 'Fin de la consultation…', failed: 'La consultation n’a pas pu être terminée : {err}' },
  pt: { end: 'Encerrar a consulta', ask: 'Encerrar esta consulta agora?', yes: 'Sim, encerrar', no: 'Não, continuar', ending: 'Encerrando a consulta…', failed: 'Não foi possível encerrar a consulta: {err}' },
  zh: { end: '结束问诊', ask: '现在结束此次问诊吗？', yes: '是，结束', no: '不，继续', ending: '正在结束问诊…', failed: '无法结束问诊：{err}' },
  ar: { end: 'إنهاء الاستشارة', ask: 'هل تريد إنهاء هذه الاستشارة الآن؟', yes: 'نعم، أنهِها', no: 'لا، تابع', ending: 'جارٍ إنهاء الاستشارة…', failed: 'تعذّر إنهاء الاستشارة: {err}' },
  hi: { end: 'परामर्श समाप्त करें', ask: 'क्या यह परामर्श अभी समाप्त करें?', yes: 'हाँ, समाप्त करें', no: 'नहीं, जारी रखें', ending: 'परामर्श समाप्त हो रहा है…', failed: 'परामर्श समाप्त नहीं हो सका: {err}' },
};

export const endWords = () => WORDS[uiLang()];

/** The "End consult" button in the header, and its one question ("End this consult now?" Yes / No). */
export class EndConsult {
  readonly el: HTMLElement;
  private available = false;
  private asking = false;
  private busy = false;

  constructor(
    /** sends `consult:end`; resolves to an error text, or '' once the server took it */
    private readonly end: () => Promise<string>,
    /** the status line */
    private readonly status: (text: string) => void,
  ) {
    this.el = h('div', { class: 'helios-end', 'data-testid': 'end-consult', hidden: true });
    this.render();
  }

  /** Shown only while the consult can still be ended (not over, not in an emergency). */
  setAvailable(available: boolean): void {
    if (available === this.available) return;
    this.available = available;
    if (!available) this.asking = false;
    this.render();
  }

  /** Draw again (the language changed, or the question opened or closed). */
  render(focus?: 'yes' | 'no' | 'end'): void {
    const w = endWords();
    this.el.hidden = !this.available;
    this.el.classList.toggle('asking', this.asking);
    if (!this.asking) {
      const btn = h('button', { type: 'button', class: 'helios-end-button', 'aria-haspopup': 'true' }, w.end);
      btn.addEventListener('click', () => {
        this.asking = true;
        this.render('no');
      });
      this.el.replaceChildren(btn);
      if (focus === 'end') btn.focus();
      return;
    }
    const yes = h('button', { type: 'button', class: 'helios-end-yes', disabled: this.busy }, w.yes);
    const no = h('button', { type: 'button', class: 'helios-end-no', disabled: this.busy }, w.no);
    no.addEventListener('click', () => {
      this.asking = false;
      this.render('end');
    });
    yes.addEventListener('click', () => void this.confirm());
    this.el.replaceChildren(h('div', { role: 'group', 'aria-labelledby': 'helios-end-ask', class: 'helios-end-ask' },
      h('span', { id: 'helios-end-ask' }, w.ask), yes, no));
    // the safe answer has focus: an extra Enter does not end the consult
    if (focus === 'no') no.focus();
  }

  private async confirm(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.render();
    this.status(endWords().ending);
    const err = await this.end();
    this.busy = false;
    if (err) {
      this.status(endWords().failed.replace('{err}', err));
      this.asking = false;
      this.render('end');
      return;
    }
    // the server's own events follow (its closing words, then the end): they hide this control
    this.status('');
  }
}
