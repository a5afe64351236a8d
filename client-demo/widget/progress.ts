// Why this exists: shows where the consult is (step n of 8) as an ordered list with aria-current, in the words a
// patient knows, and the off-path stages (emergency, with a clinician) plainly.
import type { Stage } from '../../server/protocol/index.ts';
import { h } from './dom.ts';

/** The stages a consult normally passes through, in order, with the words a patient sees. */
export const STEPS: readonly { stage: Stage; label: string }[] = [
  { stage: 'triage', label: 'Start' },
  { stage: 'history', label: 'Questions' },
  { stage: 'council', label: 'Specialist review' },
  { stage: 'plan', label: 'Recommendation' },
  { stage: 'safety', label: 'Safety check' },
  { stage: 'booking', label: 'Booking' },
  { stage: 'documentation', label: 'Notes for the clinician' },
  { stage: 'closed', label: 'Done' },
];

export function stageLabel(stage: Stage): string {
  if (stage === 'emergency') return 'Emergency';
  if (stage === 'escalated') return 'With a clinician';
  return STEPS.find((s) => s.stage === stage)?.label ?? stage;
}

export class Progress {
  private stage: Stage | null = null;
  /** the last normal step reached (an escalated consult keeps showing how far it got) */
  private reached = -1;

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
    if (idx >= 0) this.reached = idx;
    this.render();
    if (stage === 'emergency' || stage === 'escalated') return `Status: ${stageLabel(stage)}.`;
    return idx >= 0 ? `Step ${idx + 1} of ${STEPS.length}: ${STEPS[idx].label}.` : '';
  }

  reset(): void {
    this.stage = null;
    this.reached = -1;
    this.render();
  }

  private render(): void {
    const off = this.stage === 'emergency' || this.stage === 'escalated';
    this.list.dataset.stage = this.stage ?? '';
    const items = STEPS.map((step, i) => {
      const done = i < this.reached || (i === this.reached && this.stage === 'closed');
      const current = !off && i === this.reached && this.stage !== 'closed';
      const li = h('li', { class: done ? 'done' : current ? 'current' : 'todo', 'aria-current': current ? 'step' : undefined },
        step.label, done ? h('span', { class: 'helios-visually-hidden' }, ' (done)') : null);
      return li;
    });
    if (off && this.stage) {
      items.push(h('li', { class: `current off ${this.stage}`, 'aria-current': 'step' }, stageLabel(this.stage)));
    }
    this.list.replaceChildren(...items);
  }
}
