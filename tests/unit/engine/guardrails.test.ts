// Why this exists: every guardrail category must fire on unsafe phrasings and stay quiet on safe ones, and
// the streaming hold-back must never release a violating sentence, however the deltas are cut.
import { describe, expect, it } from 'vitest';
import { checkText, disclaimer, DISCLAIMER, GUARD_CATEGORIES, SentenceGuard, splitSentences, type GuardCategory } from '../../../actors/engine/guardrails.ts';
import { SAFE_NOTES } from '../../../actors/engine/guardrails.rules.ts';

const CASES: Record<GuardCategory, { fire: string[]; quiet: string[] }> = {
  diagnosis_claim: {
    fire: ['You have pneumonia.', "You've got the flu.", 'You definitely have appendicitis.', 'I think you have a urinary tract infection.',
      'This is a migraine.', 'You are suffering from depression.', 'The diagnosis is gastroenteritis.', 'It is definitely Lyme disease.', "You're having a heart attack."],
    quiet: ['You have a fever and a cough.', 'Do you have asthma?', 'If you have diabetes, tell the clinician.', 'You have an appointment on Monday.',
      'Your symptoms are consistent with a migraine.', 'Since you have asthma, keep your inhaler with you.', 'You have flu-like symptoms.',
      'You have cold hands, which can happen.', 'It sounds like you have a cold.', 'You may have an infection, and the clinician will check.'],
  },
  definitive_prognosis: {
    fire: ["You'll be fine.", 'You will make a full recovery.', 'This will go away on its own in a few days.', 'The rash will clear up by Friday.',
      "It won't get worse.", 'You have six months to live.', 'Vas a estar bien, se te va a curar pronto.'],
    quiet: ['You will receive a confirmation message.', 'You will be seen by Dr. Patel at 3 pm.', 'Most people feel better within a week.',
      'The clinician can tell you whether it will clear up.', 'The details will pass to the clinician.'],
  },
  dosing_instruction: {
    fire: ['Take 400 mg of ibuprofen.', 'You can take two tablets of paracetamol every 4 to 6 hours.', 'Use your inhaler twice a day.',
      'Give him 5 ml of Calpol.', 'A 500mg dose should help.', 'Tome 1 g de paracetamol cada 8 horas.', 'Take Advil every 6 hours.',
      'Take up to 3 times a day with food, for example Tylenol.', 'Give her half a teaspoon of Benadryl.'],
    quiet: ['You have had the cough for 3 days.', 'Rate your pain from 0 to 10.', 'Your appointment is at 10:30 on Tuesday.',
      'Drink plenty of fluids and rest.', 'A pharmacist can advise on how much paracetamol is right for you.', 'Drink 2 liters of water a day.',
      'Did you take more than 8 tablets?', 'Check on him every 2 hours overnight.'],
  },
  medication_stop_or_change: {
    fire: ['Stop taking your blood pressure medicine.', 'You can stop the antibiotics now.', 'Skip your next dose of warfarin.',
      'Double your dose of insulin tonight.', 'Switch to naproxen instead.', "You don't need to take your inhaler anymore.",
      'Deje de tomar el omeprazol.', 'Arrêtez de prendre ce médicament.'],
    quiet: ["Please don't change prescribed medicines without talking to your prescriber.", 'Do not stop taking your medicines unless told to.',
      'Stop smoking if you can.', 'Keep taking your medicines as prescribed.', 'Your clinician may adjust your medication.',
      'Increase your fluids and rest.', 'Pick up your prescription at the pharmacy.', 'Change your dressing daily.',
      'Anti-inflammatories can raise lithium to toxic levels.', 'Water tablets, especially thiazides, can raise lithium levels.'],
  },
  prescription_offer: {
    fire: ["I'll prescribe you some antibiotics.", 'I can write you a prescription for that.', 'I will send a prescription to your pharmacy.',
      "I'm prescribing amoxicillin.", "Here's your prescription.", "I've called in a refill for you.", 'Je vous prescris un antibiotique.'],
    quiet: ["I can't prescribe medicines.", 'The clinician can decide whether you need a prescription.', 'Bring a list of your prescriptions.',
      'I cannot write prescriptions, but the clinician can.', "I'm not able to prescribe."],
  },
  lab_or_image_interpretation: {
    fire: ['Your blood test shows an infection.', 'Your x-ray looks normal.', 'Your potassium is high.', 'These results mean you have anaemia.',
      'Based on your blood test, you need iron.', 'A hemoglobin of 9 means you are anaemic.', 'Your MRI is clear.'],
    quiet: ["The clinician you're booked with can review your results with you.", 'Please bring your blood test results to the appointment.',
      'Have your results come back yet?', 'The clinician will explain what your results mean.', 'Did your x-ray show a fracture?'],
  },
  discouraging_emergency_care: {
    fire: ['There is no need to go to the ER.', "You don't need to call 911.", "Don't go to the emergency room.", 'No need for an ambulance.',
      'The hospital is not necessary for this.', 'Stay home instead of going to the ER.', "You don't need to see a doctor.", "You really don't need to go to the hospital.",
      'No es necesario ir a urgencias.', "Pas besoin d'aller aux urgences."],
    quiet: ['If your symptoms worsen, go to the ER.', 'Call 911 if you have chest pain.', "Don't hesitate to call 911.",
      "Don't wait, call an ambulance now.", 'Do not drive yourself to the hospital; call an ambulance.', 'You can ask your doctor about this.'],
  },
  false_reassurance: {
    fire: ["It's nothing to worry about.", "I'm sure it's nothing.", "It's probably nothing.", 'This is definitely not serious.',
      "It's not serious.", "There's nothing wrong with you.", "You're perfectly fine.", "It's just stress.", 'No es nada grave.'],
    quiet: ["It's nothing to be embarrassed about.", "It's completely normal to feel nervous before an appointment.", "I can't say it's nothing serious.",
      "There's nothing wrong with asking questions.", "Don't worry, we'll get you booked.", 'If it turns out to be nothing serious, that is good news.'],
  },
  unverified_treatment_claim: {
    fire: ['Garlic cures high blood pressure.', 'This tea will cure your cold.', 'It is a miracle cure.', 'Turmeric is proven to cure arthritis.',
      'Juice cleanses flush out toxins and detox your body.', 'This detox eliminates toxins from your liver.'],
    quiet: ['There is no cure for the common cold.', "Antibiotics don't cure viral infections.", 'The clinician will discuss treatment options.',
      'Rest and fluids can help you feel more comfortable.'],
  },
  scope_impersonation: {
    fire: ["I'm a doctor.", 'I am your nurse.', 'As your doctor, I recommend rest.', "I'm a licensed physician.", "I've examined you carefully.",
      'In my clinical opinion, this is minor.', 'Soy médico y le recomiendo reposo.'],
    quiet: ["I'm not a doctor.", "I'm an automated assistant, not a clinician.", 'A doctor will review your case.', 'Your doctor may want to see you.',
      'I will ask the questions a doctor would ask.', "I'm booking you with a nurse."],
  },
  guaranteed_outcome: {
    fire: ['This treatment is guaranteed to work.', 'It is 100% effective.', 'I promise you will feel better.', 'This always works.',
      'This will definitely make you feel better.', 'The procedure is completely safe.', 'This remedy has no side effects.'],
    quiet: ["I can't guarantee an appointment time.", 'The slot is not guaranteed until you confirm.', 'Your appointment is confirmed.',
      'It is completely safe to share your symptoms here.', 'We keep your data private.'],
  },
  privacy_leak: {
    fire: ['Another patient had the same rash last week.', 'Her SSN is 123-45-6789.', 'You can email john.smith@example.com for details.',
      'MRN: 00451234 belongs to that case.', 'Patient John Smith has a similar diagnosis.', 'Date of birth: 12/04/1980 was on file.'],
    quiet: ['Your information is kept private.', 'Other patients often find it helpful to write their symptoms down.',
      'Your booking confirmation will arrive shortly.', 'Call 988 if you are in crisis.'],
  },
  unsafe_self_treatment: {
    fire: ['Lance the abscess yourself with a sterilised needle.', 'You could cut it open at home.', 'Drink a little diluted bleach to kill the germs.',
      'Put butter on the burn.', 'Try bloodletting to lower your pressure.', 'Suck out the venom from the snake bite.', 'Make yourself vomit to get it out.',
      'Ear candling can clear the wax.'],
    quiet: ["Don't put butter on a burn.", 'Cool the burn under running water for 20 minutes.', 'Keep the wound clean and covered.',
      'Remove the tick with fine tweezers.', 'Do not try to drain the abscess yourself.'],
  },
  alternative_medicine_replacing_care: {
    fire: ['Use essential oils instead of your inhaler.', 'Herbal remedies work better than antibiotics.', 'Instead of antibiotics, try garlic and honey.',
      "You don't need chemotherapy if you take turmeric.", 'Homeopathy can replace your medication.'],
    quiet: ['Tell your clinician about any herbal supplements you take.', "Herbal remedies shouldn't replace your prescribed medicines.",
      'Instead of waiting, let us book your appointment.', 'A warm drink with honey can soothe a sore throat.'],
  },
};

const categoriesOf = (text: string) => checkText(text).violations.map((v) => v.category);

describe('checkText categories', () => {
  it('defines exactly 14 categories, each with cases', () => {
    expect(GUARD_CATEGORIES).toHaveLength(14);
    expect(Object.keys(CASES).sort()).toEqual([...GUARD_CATEGORIES].sort());
  });
  for (const category of GUARD_CATEGORIES) {
    describe(category, () => {
      it.each(CASES[category].fire)('fires: %s', (text) => {
        const r = checkText(text);
        expect(r.ok).toBe(false);
        expect(r.violations.map((v) => v.category)).toContain(category);
        expect(r.text).not.toBe(text);
        // the rewritten text is itself safe
        expect(checkText(r.text).ok).toBe(true);
      });
      it.each(CASES[category].quiet)('stays quiet: %s', (text) => {
        expect(categoriesOf(text)).not.toContain(category);
      });
    });
  }
});

describe('checkText rewrites', () => {
  it('rewrites a diagnosis claim, keeping the condition', () => {
    expect(checkText('You have pneumonia. Rest well.').text).toBe('Your symptoms are consistent with pneumonia. Rest well.');
    expect(checkText('I think you have the flu.').text).toBe('I think your symptoms are consistent with the flu.');
    expect(checkText('This is a migraine.').text).toBe('This may be consistent with a migraine.');
  });
  it('removes a dosing sentence and adds the pharmacist note once', () => {
    const r = checkText('Rest today. Take 400 mg of ibuprofen. Then take 2 tablets every 6 hours. Drink water.');
    expect(r.text).toBe(`Rest today. ${SAFE_NOTES.dosing_instruction.en} Drink water.`);
    expect(r.text).not.toMatch(/\d+ ?mg|tablets/);
  });
  it('replaces a stop instruction with the prescriber sentence', () => {
    expect(checkText('Stop taking your warfarin.').text).toBe("Please don't change prescribed medicines without talking to your prescriber.");
  });
  it('replaces discouragement of emergency care with encouragement', () => {
    const out = checkText('Rest at home. There is no need to go to the ER.').text;
    expect(out).toContain('call emergency services');
    expect(out).not.toMatch(/no need/i);
  });
  it('redacts identifiers but keeps the patient own e-mail when allowed', () => {
    expect(checkText('Her SSN is 123-45-6789.').text).toBe('Her SSN is [redacted].');
    const own = 'We will send it to ana@example.com.';
    expect(checkText(own, { allowedIdentifiers: ['ana@example.com'] }).ok).toBe(true);
    expect(checkText(own).text).toBe('We will send it to [redacted].');
  });
  it('writes notes in the requested locale', () => {
    expect(checkText('Tome 500 mg de paracetamol.', { locale: 'es' }).text).toBe(SAFE_NOTES.dosing_instruction.es);
    expect(checkText('Take 500 mg.', { locale: 'zh' }).text).toBe(SAFE_NOTES.dosing_instruction.en);
  });
  it('keeps a numbered list item together with its number', () => {
    expect(splitSentences('Steps:\n1. Rest.\n2. Stop taking your warfarin.\n')).toEqual(['Steps:\n', '1. Rest.\n', '2. Stop taking your warfarin.\n']);
    expect(checkText('1. Rest.\n2. Stop taking your warfarin.').text).toBe(`1. Rest.\n${SAFE_NOTES.medication_stop_or_change.en}`);
  });
  it('keeps line structure when a list item is replaced', () => {
    const r = checkText('Things to do:\n- Rest.\n- Take 200 mg ibuprofen.\n- Drink fluids.\n');
    expect(r.text).toBe(`Things to do:\n- Rest.\n${SAFE_NOTES.dosing_instruction.en}\n- Drink fluids.\n`);
  });
});

const HELPFUL = [
  "Thanks for telling me. I'm sorry you're feeling unwell.",
  'How long have you had the headache, and did it come on suddenly?',
  'On a scale of 0 to 10, how bad is the pain right now?',
  'Do you take any regular medicines, such as blood thinners?',
  "Based on what you've told me, I'd like to book you with a general practitioner today.",
  'If the pain gets much worse, or you have chest pain, trouble breathing or fainting, call emergency services right away.',
  "Your appointment with Dr. Okafor is confirmed for 14:30. You'll get a reminder an hour before.",
  'Meanwhile, rest, drink plenty of fluids and keep a note of any new symptoms.',
  'A pharmacist can also advise on over-the-counter options.',
  'Many people find a cool compress soothing.',
];

describe('helpful text', () => {
  it.each(HELPFUL)('passes unchanged: %s', (text) => {
    const r = checkText(text);
    expect(r.violations).toEqual([]);
    expect(r.text).toBe(text);
  });
  it('passes a whole multi-sentence answer unchanged, and the disclaimers too', () => {
    const all = HELPFUL.join(' ');
    expect(checkText(all)).toEqual({ ok: true, violations: [], text: all });
    for (const l of ['en', 'es', 'fr', 'pt'] as const) expect(checkText(disclaimer(l), { locale: l }).ok).toBe(true);
  });
  it('every safe note passes its own check', () => {
    for (const [, notes] of Object.entries(SAFE_NOTES)) for (const [l, n] of Object.entries(notes)) expect(checkText(n, { locale: l as 'en' }).ok, n).toBe(true);
  });
});

describe('disclaimer', () => {
  it('has en, es, fr, pt variants and falls back to English', () => {
    expect(DISCLAIMER).toMatch(/not a diagnosis/);
    expect(DISCLAIMER).toMatch(/emergency services/);
    expect(disclaimer('es')).toMatch(/no un diagnóstico/);
    expect(disclaimer('fr')).toMatch(/pas un diagnostic/);
    expect(disclaimer('pt')).toMatch(/não um diagnóstico/);
    expect(disclaimer('hi')).toBe(DISCLAIMER);
  });
});

describe('splitSentences', () => {
  it('keeps the text intact and does not split decimals or abbreviations', () => {
    const text = 'Dr. Lee said 3.5 is fine, e.g. after food! Really? Yes.\nNext line。下一句';
    const parts = splitSentences(text);
    expect(parts.join('')).toBe(text);
    expect(parts[0]).toBe('Dr. Lee said 3.5 is fine, e.g. after food! ');
  });
});

/** Feed text to a SentenceGuard in the given cut points and collect what it releases. */
function stream(text: string, cuts: number[]): { released: string[]; all: string } {
  const released: string[] = [];
  const guard = new SentenceGuard((s) => released.push(s));
  let at = 0;
  for (const c of [...cuts, text.length]) { guard.push(text.slice(at, c)); at = c; }
  guard.end();
  return { released, all: released.join('') };
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('SentenceGuard', () => {
  const text = 'I understand. You have pneumonia. Take 400 mg of ibuprofen every 6 hours. Stop taking your warfarin. '
    + "There is no need to go to the ER. It's nothing to worry about. Rest and drink fluids.";

  it('holds text until a sentence is complete', () => {
    const released: string[] = [];
    const guard = new SentenceGuard((s) => released.push(s));
    guard.push('Take 40');
    guard.push('0 mg of ibu');
    expect(released).toEqual([]);
    guard.push('profen.');
    expect(released).toEqual([]); // a trailing period may still be a decimal point
    guard.push(' Rest');
    expect(released).toEqual([SAFE_NOTES.dosing_instruction.en + ' ']);
    guard.end();
    expect(released.join('')).toBe(`${SAFE_NOTES.dosing_instruction.en} Rest`);
  });

  it('does not cut at a decimal point split across deltas', () => {
    const { all } = stream('Take ibuprofen 2.5 ml now. Rest.', [16, 17]);
    expect(all).not.toMatch(/2\.5|ml/);
  });

  it('releases safe text unchanged', () => {
    const safe = HELPFUL.join(' ');
    expect(stream(safe, [3, 17, 18, 40, 41, 100]).all).toBe(safe);
  });

  it('never releases a violating sentence, for any way of cutting the deltas', () => {
    const whole = checkText(text).text;
    const next = rng(42);
    for (let run = 0; run < 300; run++) {
      const cuts = [...new Set(Array.from({ length: 1 + Math.floor(next() * 25) }, () => Math.floor(next() * text.length)))].sort((a, b) => a - b);
      const { released, all } = stream(text, cuts);
      for (const piece of released) expect(checkText(piece).ok, piece).toBe(true);
      expect(checkText(all).ok).toBe(true);
      expect(all).toBe(whole);
      expect(all).not.toMatch(/400 mg|Stop taking|no need to go|nothing to worry|You have pneumonia/);
    }
  });

  it('streams one character at a time', () => {
    const cuts = Array.from({ length: text.length - 1 }, (_, i) => i + 1);
    expect(stream(text, cuts).all).toBe(checkText(text).text);
  });

  it('flushes an unterminated remainder through the check on end()', () => {
    const { all } = stream('Rest well. You could stop taking the antibiotics', [5]);
    expect(all).toBe("Rest well. Please don't change prescribed medicines without talking to your prescriber.");
  });

  it('records violations for the audit trail and uses the locale', () => {
    const out: string[] = [];
    const guard = new SentenceGuard((s) => out.push(s), { locale: 'fr' });
    guard.push('Prenez 500 mg de paracétamol. ');
    guard.end();
    expect(out.join('')).toBe(`${SAFE_NOTES.dosing_instruction.fr} `);
    expect(guard.violations.map((v) => v.category)).toEqual(['dosing_instruction']);
  });
});
