// Why this exists: a patient as the browser sees one: types into the widget, reads the log, and answers the
// interviewer's questions until the recommendation appears, using only what is on the page.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { watchErrors } from './chromium.ts';

export const RASH = 'I have had an itchy red rash on my forearms for two weeks';
export const RASH_ANSWERS = ['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies'];
export const CHEST_PAIN = 'I have crushing chest pain spreading down my left arm and I am sweating';

/** Answers that fit the interviewer's question for the rash story (English and Spanish), so a screenshot reads like
 *  a real conversation; a question not in the table gets the next of `answers`. */
export const RASH_TOPICS: [RegExp, string][] = [
  [/where on your body|where exactly/i, 'On both forearms'], [/en qué parte del cuerpo|dónde lo siente/i, 'En los dos antebrazos'],
  [/when did this start/i, 'About two weeks ago'], [/cuándo empezó/i, 'Hace unas dos semanas'],
  [/scale of 0 to 10/i, 'About 3 out of 10'], [/del 0 al 10/i, 'Un 3 de 10'],
  [/itchy or painful/i, 'It is itchy, with no fever or swelling'], [/le pica o le duele/i, 'Me pica, sin fiebre ni hinchazón'],
  [/medicines regularly/i, 'I do not take any medicines'], [/algún medicamento/i, 'No tomo medicamentos'],
  [/any allergies/i, 'No allergies'], [/alguna alergia/i, 'No tengo alergias'],
  [/ongoing health conditions/i, 'No, I am healthy'], [/enfermedad de larga duración/i, 'No, estoy sana'],
  [/all the time, or does it come and go/i, 'It is there all the time'], [/todo el tiempo, o va y viene/i, 'Todo el tiempo'],
  [/better or worse/i, 'Scratching makes it worse'], [/lo mejore o lo empeore/i, 'Rascarme lo empeora'],
  // warning-sign questions (short of breath? fainted?): no
  [/^(?:are you|have you|did you|do you|is there|can you|could you)\b/i, 'No'], [/^¿(?:le |se |tiene|ha |está|puede)/i, 'No'],
];

export interface AnswerOpts {
  name?: string;
  age?: number;
  stopAfter?: number;
  timeoutMs?: number;
  /** answers by question (see RASH_TOPICS); the others take `answers` in order */
  topics?: [RegExp, string][];
}

export class WidgetDriver {
  constructor(readonly page: Page) {}

  get composer(): Locator {
    return this.page.locator('#helios-text'); // labelled in the consult's language
  }
  get recommendation(): Locator {
    return this.page.getByTestId('recommendation');
  }
  get confirm(): Locator {
    return this.page.getByTestId('confirm');
  }
  get booking(): Locator {
    return this.page.getByTestId('booking');
  }
  get emergency(): Locator {
    return this.page.getByRole('alert');
  }

  /** Type a message and send it with Enter, as a keyboard user would. */
  async say(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  /** Completed assistant/clinician messages. */
  async assistantTexts(): Promise<string[]> {
    return this.page.$$eval('[data-testid=log] > li[data-author]:not([data-author=patient])[data-state=done] .helios-body',
      (els) => els.map((e) => e.textContent ?? ''));
  }

  async patientCount(): Promise<number> {
    return this.page.locator('[data-testid=log] > li[data-author=patient]').count();
  }

  /** Every log entry as "author: text", in page order. */
  async transcript(): Promise<string[]> {
    return this.page.$$eval('[data-testid=log] > li', (els) =>
      els.map((e) => `${(e as HTMLElement).dataset.author}: ${e.querySelector('.helios-body')?.textContent ?? ''}`));
  }

  async waitForAssistantCount(n: number, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction((min) =>
      document.querySelectorAll('[data-testid=log] > li[data-author=assistant][data-state=done]').length >= min, n, { timeout });
  }

  /** Answer each new question (a finished assistant message ending in "?") until `done` is visible: a question
   *  for the name gets `name`, one for the age gets `age`, the others `answers` in order, then "I don't know". */
  async answerUntil(done: Locator, answers: string[], opts: AnswerOpts = {}): Promise<number> {
    const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
    let used = 0;
    for (;;) {
      if (await done.isVisible()) return used;
      if (opts.stopAfter !== undefined && used >= opts.stopAfter) return used;
      const questions = (await this.assistantTexts()).filter((t) => t.trim().endsWith('?'));
      const sent = await this.patientCount();
      // the greeting's question is answered by the complaint, so questions beyond the patient's messages are open
      if (questions.length > sent) {
        const open = questions[sent] ?? '';
        if (/\b(name|nombre|nom|nome)\b/i.test(open)) await this.say(opts.name ?? 'Ana Test');
        else if (/how old/i.test(open)) await this.say(`I am ${opts.age ?? 34}`);
        else if (/cuántos años|quel âge|quantos anos/i.test(open)) await this.say(`${opts.age ?? 34}`);
        else {
          const fit = opts.topics?.find(([re]) => re.test(open))?.[1];
          await this.say(fit ?? answers[used++] ?? "I don't know");
        }
        await this.page.waitForFunction((n) =>
          document.querySelectorAll('[data-testid=log] > li[data-author=patient]').length >= n, sent + 1);
        continue;
      }
      if (Date.now() > deadline) throw new Error(`timed out; transcript:\n${(await this.transcript()).join('\n')}`);
      await this.page.waitForTimeout(100);
    }
  }

  /** Answer the interview until the recommendation shows. */
  answerUntilRecommendation(answers: string[], opts: AnswerOpts = {}): Promise<number> {
    return this.answerUntil(this.recommendation, answers, opts);
  }

  /** Answer the interview (and the booking name) until an offer of kind `kind` shows. */
  answerUntilOffer(answers: string[], kind: 'booking' | 'acknowledge' = 'booking', opts: AnswerOpts = {}): Promise<number> {
    return this.answerUntil(this.page.locator(`[data-testid=confirm][data-kind=${kind}]:not([hidden])`), answers, opts);
  }

  /** Where the newest log entry and the sticky message box are on screen (viewport coordinates). */
  async newestPlacement(): Promise<{ top: number; bottom: number; composerTop: number; viewport: number; text: string }> {
    return this.page.evaluate(() => {
      const items = Array.from(document.querySelectorAll('[data-testid=log] > li')).filter((li) => (li as HTMLElement).offsetParent !== null && !li.querySelector('[hidden]:only-child'));
      const last = items[items.length - 1] as HTMLElement;
      const r = last.getBoundingClientRect();
      const c = document.querySelector('.helios-composer')!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, composerTop: c.top, viewport: window.innerHeight, text: (last.textContent ?? '').slice(0, 60) };
    });
  }

  /** No horizontal scrolling: the document is no wider than the viewport and no element sticks out. */
  async overflow(): Promise<{ scrollWidth: number; clientWidth: number; wide: string[] }> {
    return this.page.evaluate(() => {
      const se = document.scrollingElement ?? document.documentElement;
      const wide: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > se.clientWidth + 1 && !el.closest('.helios-visually-hidden')) {
          wide.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className}: right ${Math.round(r.right)}`);
        }
      }
      return { scrollWidth: se.scrollWidth, clientWidth: se.clientWidth, wide };
    });
  }
}

export interface WidgetOptions { width?: number; height?: number; locale?: string; timezoneId?: string }

/** A fresh browser context on the widget at `url` (kept in `contexts` for the suite to close), its driver once
 *  the greeting is in, and the page's console errors. */
export async function openWidget(browser: Browser, url: string, contexts: BrowserContext[], opts: WidgetOptions = {}): Promise<{ context: BrowserContext; page: Page; w: WidgetDriver; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 }, locale: opts.locale ?? 'en-US', reducedMotion: 'reduce', timezoneId: opts.timezoneId });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors = watchErrors(page);
  await page.goto(url);
  const w = new WidgetDriver(page);
  await w.waitForAssistantCount(1);
  return { context, page, w, errors };
}
