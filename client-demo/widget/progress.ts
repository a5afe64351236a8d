// Why this exists: shows where the consult is (step n of 8) as an ordered list with aria-current, in the words a
// patient knows, and the off-path stages (emergency, with a clinician) plainly.
import type { Stage } from '../../server/protocol/index.ts';
import { h } from './dom.ts';
import { fmt, t } from './i18n.ts';

/** The stages a consult normally passes through, in order, with the words a patient sees. */
const STAGES: readonly Stage[] = ['triage', 'history', 'council', 'plan', 'safety', 'booking', 'documentation', 'closed'];
export const STEPS: readonly { stage: Stage; readonly label: string }[] = STAGES.map((stage, i) => ({ stage, get label() { return t().steps[i]; } }));

export function stageLabel(stage: Stage): string {
  if (stage === 'emergency') return t().emergencyStage;
  if (stage === 'escalated') return t().escalatedStage;
  return STEPS.find((s) => s.stage === stage)?.label ?? stage;
}

export class Progress {
  private stage: Stage | null = null;
  /** the last normal step reached (an escalated consult keeps showing how far it got) */
  private reached = -1;
  /** the steps the consult really went through: one it skipped (ended early) is not shown as done */
  private readonly visited = new Set<number>();

  constructor(private readonly list: HTMLOListElement) {
    this.render();
  }

  get current(): Stage | null {
    return this.stage;
  }

  /** Returns a short sentence for screen readers when the stage really changed, else ''. */
  set(stage: Stage): string {
    if (stage === this.stage) return '';
    this.stage = stage;
    const idx = STEPS.findIndex((s) => s.stage === stage);
    if (idx >= 0) {
      this.reached = idx;
      this.visited.add(idx);
    }
    this.render();
    if (stage === 'emergency' || stage === 'escalated') return fmt(t().status, { label: stageLabel(stage) });
    return idx >= 0 ? fmt(t().stepOf, { n: idx + 1, total: STEPS.length, label: STEPS[idx].label }) : '';
  }

  /** A step's outcome arrived without the consult passing through its stage (a requested booking's recommendation
   *  comes from its short safety pass, not the plan stage): it is not shown as skipped. */
  reachedWithout(stage: Stage): void {
    const idx = STEPS.findIndex((s) => s.stage === stage);
    if (idx < 0 || this.visited.has(idx)) return;
    this.visited.add(idx);
    this.render();
  }

  reset(): void {
    this.stage = null;
    this.reached = -1;
    this.visited.clear();
    this.render();
  }

  /** Draw again (the language changed). */
  render(): void {
    const off = this.stage === 'emergency' || this.stage === 'escalated';
    this.list.dataset.stage = this.stage ?? '';
    const items = STEPS.map((step, i) => {
      const done = this.visited.has(i) && (i < this.reached || (i === this.reached && this.stage === 'closed'));
      const current = !off && i === this.reached && this.stage !== 'closed';
      const skipped = !done && !current && i < this.reached;
      const li = h('li', { class: done ? 'done' : current ? 'current' : skipped ? 'skipped' : 'todo', 'aria-current': current ? 'step' : undefined },
        step.label, done || skipped ? h('span', { class: 'helios-visually-hidden' }, ` (${done ? t().done : t().skipped})`) : null);
      return li;
    });
    if (off && this.stage) {
      items.push(h('li', { class: `current off ${this.stage}`, 'aria-current': 'step' }, stageLabel(this.stage)));
    }
    this.list.replaceChildren(...items);
  }
}
