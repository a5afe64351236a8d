// Why this exists: the scripted patients every bench consult plays, and the capture run that records
// what Helios streams for each of them, so the relay sends exactly the same text at the same pace.
import { BenchPatient, Sink, type RecordedEvent, type Scenario } from './load-client.ts';
import { toSegments, type RelayScripts } from './relay.ts';

/** Ordinary, non-emergency consults that go from the first message to a booking offer. */
export const SCENARIOS: Scenario[] = [
  {
    name: 'Bench Rash',
    opening: 'I have had an itchy red rash on my forearms for two weeks',
    answers: ['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies'],
    patient: { age: 34, sex: 'female', name: 'Bench Rash' },
  },
  {
    name: 'Bench Knee',
    opening: 'My right knee has been aching for about a month, worse when I climb stairs',
    answers: ['About a month ago, slowly', 'It aches, about 4 out of 10', 'Only the right knee', 'No swelling', 'Sometimes ibuprofen', 'No allergies'],
    patient: { age: 46, sex: 'male', name: 'Bench Knee' },
  },
  {
    name: 'Bench Throat',
    opening: 'I have had a sore throat and a blocked nose for three days',
    answers: ['Three days ago', 'It hurts when I swallow, 3 out of 10', 'No fever', 'No', 'No medicines', 'No allergies'],
    patient: { age: 29, sex: 'female', name: 'Bench Throat' },
  },
  {
    name: 'Bench Acid',
    opening: 'I keep getting heartburn after meals for the last few weeks',
    answers: ['A few weeks ago', 'Burning, 3 out of 10', 'After big meals and at night', 'No', 'Antacids sometimes', 'No allergies'],
    patient: { age: 52, sex: 'male', name: 'Bench Acid' },
  },
];

export interface Capture {
  scripts: RelayScripts;
  /** the pause Helios actually puts between the first and second piece of a message (median, ms) */
  firstGapMs: number;
  /** the pause between later pieces (median, ms) */
  pieceGapMs: number;
  /** patient actions per consult (messages and replies), per scenario */
  actions: Record<string, number>;
  /** stages each scenario ended in */
  endStages: Record<string, string>;
}

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One consult per scenario against Helios, in parallel; their events become the relay's scripts. */
/** `quietMs`: the recording patient accepts a booking only after the text has been quiet this long.
 *  It must exceed the time to first token: Helios sends `confirm:request` before the recommendation's
 *  text starts, and a patient who accepted in that gap would file the text under the next action, which
 *  would leave the relay's script with a turn that streams nothing (its "first delta" then waits for the
 *  patient's next action). */
export async function capture(url: string, scenarios: Scenario[], timeoutMs = 60_000, quietMs = 150): Promise<Capture> {
  const scripts: RelayScripts = {};
  const actions: Record<string, number> = {};
  const endStages: Record<string, string> = {};
  const firstGaps: number[] = [];
  const pieceGaps: number[] = [];
  await Promise.all(
    scenarios.map(async (scenario) => {
      const record: RecordedEvent[] = [];
      const sink = new Sink();
      const p = new BenchPatient({ url, scenario, sink, thinkMs: [50, 50], repeat: false, record, quietMs });
      await p.connected();
      await p.start();
      const deadline = Date.now() + timeoutMs;
      const ended = () => record.some((e) => e.name === 'consult:state' && ['closed', 'emergency'].includes(String(e.payload.stage)));
      while (!ended()) {
        if (Date.now() > deadline) throw new Error(`capture of ${scenario.name} did not finish: ${record.map((e) => e.name).join(' ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // text queued before the last stage change still streams: record until 500 ms pass with no event
      for (let seen = -1, quiet = 0; quiet < 5 && Date.now() < deadline; ) {
        await new Promise((r) => setTimeout(r, 100));
        quiet = record.length === seen ? quiet + 1 : 0;
        seen = record.length;
      }
      p.stop();
      // arrival gaps between the pieces of each message (t is ms since the segment's action)
      const byMessage = new Map<string, RecordedEvent[]>();
      for (const e of record) {
        if (e.name !== 'assistant:delta') continue;
        const id = String(e.payload.messageId);
        byMessage.set(id, [...(byMessage.get(id) ?? []), e]);
      }
      const gap = (a: RecordedEvent, b: RecordedEvent) => (a.seg === b.seg ? [b.t - a.t] : []);
      for (const d of byMessage.values()) {
        if (d.length >= 2) firstGaps.push(...gap(d[0], d[1]));
        for (let i = 2; i < d.length; i++) pieceGaps.push(...gap(d[i - 1], d[i]));
      }
      scripts[scenario.name] = toSegments(record);
      actions[scenario.name] = Math.max(0, ...record.map((e) => e.seg));
      endStages[scenario.name] = String(record.filter((e) => e.name === 'consult:state').at(-1)?.payload.stage);
      if (sink.errors) throw new Error(`capture of ${scenario.name}: ${sink.errors} requests failed`);
    }),
  );
  return { scripts, firstGapMs: Math.round(median(firstGaps)), pieceGapMs: Math.round(median(pieceGaps)), actions, endStages };
}

/** Map "time to first token, tokens per second" onto Helios's pacing settings. One streamed piece is
 *  one model token unless tokensPerPiece says otherwise (a delta every 1000/tps ms). */
export function pacingFor(ttftMs: number, tokensPerSecond: number, tokensPerPiece = 1): { firstDelayMs: number; pieceDelayMs: number } {
  return { firstDelayMs: Math.round(ttftMs), pieceDelayMs: Math.max(1, Math.round((1000 * tokensPerPiece) / tokensPerSecond)) };
}
